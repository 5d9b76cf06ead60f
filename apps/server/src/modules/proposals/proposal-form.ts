import { readIndexedList, readIndexedRows } from '@portal/shared';

/** Fields that arrive as `name[i]…` entries and are decoded into lists. */
const LIST_FIELD = /^(focusArea|collaborators)\[/;

/**
 * A multipart proposal form as the body object the shared schema reads: `focusArea[i]` entries become
 * a list, `collaborators[i][organisation]` entries a list of rows; other fields pass as they are.
 */
export function proposalBodyFromForm(fields: Readonly<Record<string, string>>): Record<string, unknown> {
  const body: Record<string, unknown> = Object.fromEntries(Object.entries(fields).filter(([key]) => !LIST_FIELD.test(key)));
  const focusArea = readIndexedList(fields, 'focusArea');
  const collaborators = readIndexedRows(fields, 'collaborators');
  if (focusArea) body.focusArea = focusArea;
  if (collaborators) body.collaborators = collaborators;
  return body;
}
