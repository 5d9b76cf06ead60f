export * from './product.js';
export * from './product-hi.js';
export * from './limits.js';
export * from './timing.js';
export * from './funding.js';
