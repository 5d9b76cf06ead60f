export * from './enums/index.js';
export * from './constants/index.js';
export * from './messages.js';
export * from './paths.js';
export * from './proposal-kinds.js';
export * from './challenge-deadline.js';
export * from './form-data.js';
export type * from './types.js';
export * from './files.js';
