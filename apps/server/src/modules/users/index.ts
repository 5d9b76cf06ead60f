/** The users module's face: what other modules may call. */
export { UsersService } from './users.service.js';
