export * from './enums.js';
export * from './files.js';
export * from './users.js';
export * from './auth.js';
export * from './mail.js';
export * from './admin.js';
export * from './proposals.js';
