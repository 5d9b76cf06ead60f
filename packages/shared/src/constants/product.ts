/** The product's names, used in texts, mails and storage keys. */
export const PRODUCT_NAME = 'Steel Research & Technology Mission of India';
export const PRODUCT_SHORT_NAME = 'SRTMI';
/** Prefix of every browser storage key the portal writes. */
export const STORAGE_KEY_PREFIX = `${PRODUCT_SHORT_NAME.toLowerCase()}_`;
export const ESTABLISHED_YEAR = 2015;
