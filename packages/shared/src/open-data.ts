/**
 * The open-data files (architecture "In the open"): their names, the licence they are published under,
 * and the index that lists them with their checksums. The server writes them; `/open-data` explains them.
 */
export const OPEN_FILE_NAMES = ['grants.json', 'grants.csv', 'transactions.csv'] as const;
export type OpenFileName = (typeof OPEN_FILE_NAMES)[number];

export const OPEN_DATA_LICENCE = {
  name: 'Government Open Data License – India',
  url: 'https://data.gov.in/government-open-data-license-india',
} as const;

/** `GET /api/open/index.json`. */
export type OpenDataIndex = {
  generatedAt: string;
  licence: { name: string; url: string };
  files: { name: OpenFileName; url: string; mediaType: string; bytes: number; records: number; sha256: string }[];
};

/** The fields of grants.json (360Giving names) and the columns of transactions.csv, in the order the page explains them. */
export const OPEN_GRANT_FIELDS = [
  'id',
  'title',
  'description',
  'currency',
  'amountAwarded',
  'amountAppliedFor',
  'awardDate',
  'plannedDates',
  'recipientOrganization',
  'fundingOrganization',
  'grantProgramme',
  'amountDisbursed',
  'dateModified',
  'dataSource',
] as const;
export type OpenGrantField = (typeof OPEN_GRANT_FIELDS)[number];
export const OPEN_TRANSACTION_COLUMNS = ['Identifier', 'Grant Identifier', 'Tranche', 'Amount', 'Currency', 'Date'] as const;
export type OpenTransactionColumn = (typeof OPEN_TRANSACTION_COLUMNS)[number];
