export * from './enums/index.js';
export * from './constants/index.js';
export * from './messages.js';
export * from './paths.js';
export * from './schemas/common.js';
export * from './schemas/health.js';
