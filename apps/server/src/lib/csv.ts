/**
 * CSV as RFC 4180 writes it (fields quoted when they hold a comma, quote or line break; quotes
 * doubled; CRLF between records), with cells that a spreadsheet would run as a formula (starting
 * with = + - @, or a tab or carriage return) prefixed with a single quote (OWASP, CSV injection).
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRecord(values: readonly (string | number | boolean | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
