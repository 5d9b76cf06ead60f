export * from './roles.js';
export * from './user-status.js';
export * from './organization-category.js';
export * from './document-type.js';
export * from './proposal.js';
