export * from './enums.js';
export * from './files.js';
export * from './users.js';
export * from './auth.js';
export * from './mail.js';
export * from './organizations.js';
export * from './clarifications.js';
export * from './audit-log.js';
