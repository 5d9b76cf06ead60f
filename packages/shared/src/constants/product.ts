/** The product's names, used in texts, mails and storage keys. */
export const PRODUCT_NAME = 'Steel Research & Technology Mission of India';
export const PRODUCT_SHORT_NAME = 'SRTMI';
/** Prefix of every browser storage key the portal writes. */
export const STORAGE_KEY_PREFIX = `${PRODUCT_SHORT_NAME.toLowerCase()}_`;
export const ESTABLISHED_YEAR = 2015;

/**
 * The public credential of the public search calls in development (docs/specification.md#roles). Production sets
 * PUBLIC_API_KEY on the server and VITE_PUBLIC_API_KEY for the web build to the same value.
 */
export const DEV_PUBLIC_API_KEY = 'srtmi-public-dev-key-0001';
