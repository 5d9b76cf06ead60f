export * from './common.js';
export * from './auth.js';
export * from './common-passwords.js';
export * from './profile.js';
export * from './proposal.js';
export * from './challenge.js';
export * from './proposal-lists.js';
export * from './clarifications.js';
