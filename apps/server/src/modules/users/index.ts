/**
 * The users module's face: the only file another module imports (docs/architecture.md#modules).
 */
export { maskEmail } from './mask-email.js';
export { isProfileComplete } from './profile-completeness.js';
export { registerUserHooks, type UserHooks } from './user-hooks.js';
export { type CollabPerson, collabPeople, complementsOf, lockUser, partnerCandidates, userNames } from './users.repo.js';
export { type CollaboratorCandidate, type UserContact, UsersService } from './users.service.js';
