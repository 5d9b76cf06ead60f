/**
 * A multipart proposal form as the body object the shared schema reads: `focusArea[i]` entries become
 * a list, `collaborators[i][organisation]` entries a list of rows; other fields pass as they are.
 */
export function proposalBodyFromForm(fields: Readonly<Record<string, string>>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const focusArea: [number, string][] = [];
  const collaborators = new Map<number, Record<string, string>>();
  for (const [key, value] of Object.entries(fields)) {
    const listItem = /^focusArea\[(\d{1,3})\]$/.exec(key);
    const row = /^collaborators\[(\d{1,3})\]\[(\w{1,40})\]$/.exec(key);
    if (listItem) focusArea.push([Number(listItem[1]), value]);
    else if (row) collaborators.set(Number(row[1]), { ...collaborators.get(Number(row[1])), [row[2]!]: value });
    else body[key] = value;
  }
  if (focusArea.length > 0) body.focusArea = focusArea.sort((a, b) => a[0] - b[0]).map(([, v]) => v);
  else if (typeof body.focusArea === 'string') body.focusArea = [body.focusArea];
  if (collaborators.size > 0) body.collaborators = [...collaborators.entries()].sort((a, b) => a[0] - b[0]).map(([, v]) => v);
  return body;
}
