/**
 * Lists in multipart forms travel as indexed entries, `focusArea[0]`, `focusArea[1]`… (spec part 2 §7).
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
