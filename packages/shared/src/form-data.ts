/**
 * Lists in multipart forms travel as indexed entries, `focusArea[0]`, `focusArea[1]`… (docs/specification.md#calls).
 * The client encodes with `indexedEntries` and the server decodes with `readIndexedList`, so both
 * sides agree on the one spelling.
 */
export function indexedEntries(name: string, values: readonly string[]): [string, string][] {
  return values.map((value, i) => [`${name}[${i}]`, value]);
}

/**
 * The list sent as `name[i]` entries, in index order; a single plain `name` entry is a list of one.
 * Undefined when the form holds neither, so "not sent" differs from an empty list.
 */
export function readIndexedList(fields: Readonly<Record<string, string>>, name: string): string[] | undefined {
  const pattern = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\[(\\d{1,3})\\]$`);
  const indexed: [number, string][] = [];
  for (const [key, value] of Object.entries(fields)) {
    const match = pattern.exec(key);
    if (match) indexed.push([Number(match[1]), value]);
  }
  if (indexed.length > 0) return indexed.sort((a, b) => a[0] - b[0]).map(([, value]) => value);
  const single = fields[name];
  return single === undefined ? undefined : [single];
}

/** Rows of a list in a multipart form, `name[i][key]`: `collaborators[0][organisation]` (docs/specification.md#calls). */
export function indexedRowEntries(name: string, rows: readonly Readonly<Record<string, string>>[]): [string, string][] {
  return rows.flatMap((row, i) => Object.entries(row).map(([key, value]): [string, string] => [`${name}[${i}][${key}]`, value]));
}

/** The rows sent as `name[i][key]` entries, in index order; undefined when the form holds none. */
export function readIndexedRows(fields: Readonly<Record<string, string>>, name: string): Record<string, string>[] | undefined {
  const pattern = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\[(\\d{1,3})\\]\\[(\\w{1,40})\\]$`);
  const rows = new Map<number, Record<string, string>>();
  for (const [key, value] of Object.entries(fields)) {
    const match = pattern.exec(key);
    if (match) rows.set(Number(match[1]), { ...rows.get(Number(match[1])), [match[2]!]: value });
  }
  return rows.size > 0 ? [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, row]) => row) : undefined;
}
