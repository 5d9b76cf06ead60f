/** The serial number of a row (spec part 2 §9): (page - 1) * size + index + 1. */
export function serialNumber(page: number, pageSize: number, index: number): number {
  return (page - 1) * pageSize + index + 1;
}

/** The first and last serial numbers shown on a page of `rowCount` rows. */
export function pageWindow(page: number, pageSize: number, rowCount: number): { from: number; to: number } {
  const from = serialNumber(page, pageSize, 0);
  return { from, to: from + Math.max(rowCount, 1) - 1 };
}
