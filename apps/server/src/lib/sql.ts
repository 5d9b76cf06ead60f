/**
 * An ILIKE pattern that finds `text` anywhere, with the user's `%`, `_` and `\` taken literally: a
 * search for '100%' must not match every row (PostgreSQL's default LIKE escape is the backslash).
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
