/**
 * The portal's name (PRODUCT_NAME) in Hindi: the Hindi pages' title and the Hindi mails' signature. A module
 * of its own, so that an English page, which loads product.ts, ships no Hindi (decision 203).
 */
export const PRODUCT_NAME_HI = 'भारतीय इस्पात अनुसंधान एवं प्रौद्योगिकी मिशन';
