/** The serial number of a row (docs/specification.md#limits): (page - 1) * size + index + 1. */
export function serialNumber(page: number, pageSize: number, index: number): number {
  return (page - 1) * pageSize + index + 1;
}

/** The first and last serial numbers shown on a page of `rowCount` rows. */
export function pageWindow(page: number, pageSize: number, rowCount: number): { from: number; to: number } {
  const from = serialNumber(page, pageSize, 0);
  return { from, to: from + Math.max(rowCount, 1) - 1 };
}

/**
 * The page count a pager shows and whether Next is enabled. `totalExact` false (a search that stopped
 * counting, decision 093): the count is a lower bound, shown as '100+', and there is a next page.
 */
export function pageCount(page: number, totalPages: number, totalExact = true): { pages: number; atLeast: boolean; hasNext: boolean } {
  const pages = Math.max(totalPages, 1);
  return { pages, atLeast: !totalExact, hasNext: !totalExact || page < totalPages };
}
