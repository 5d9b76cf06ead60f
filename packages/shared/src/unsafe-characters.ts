/**
 * True when a text holds something no form field should: a control character (tab and line
 * breaks are allowed where the text may span lines) or half of a surrogate pair, which no encoding
 * can store. PostgreSQL refuses both (NUL outright), so they are refused at the edge instead.
 */
export function hasUnsafeCharacters(value: string, opts: { multiline?: boolean } = {}): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 32 || (c >= 127 && c < 160)) {
      if (opts.multiline && (c === 9 || c === 10 || c === 13)) continue;
      return true;
    }
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
      else return true;
    } else if (c >= 0xdc00 && c <= 0xdfff) return true;
  }
  return false;
}
