import {
  FOCUS_AREA_LABELS_HI,
  FUNDING_STATUS_LABELS,
  ORGANIZATION_CATEGORY_UNKNOWN,
  PROJECT_SCHEME_LABELS,
  PROPOSAL_KINDS,
  PROPOSAL_STATUS_LABELS,
  REVIEW_CRITERIA,
  REVIEW_RECOMMENDATION_LABELS,
  SHARED_LABELS_HI,
  STEELCOLLAB_STATUS_LABELS,
  TRANCHE_CONDITIONS,
} from '@portal/shared';

/**
 * The labels packages/shared holds for the server and the web alike (statuses as each kind names them,
 * the kinds, the schemes, the review criteria and recommendations, the tranche conditions), as places
 * of one table each: an object and the key of a text in it (decision 182).
 */
function places(): [Record<string, unknown>, string][] {
  const each = (o: object): [Record<string, unknown>, string][] => Object.keys(o).map((k) => [o as Record<string, unknown>, k]);
  return [
    ...each(PROPOSAL_STATUS_LABELS),
    ...each(STEELCOLLAB_STATUS_LABELS),
    ...each(FUNDING_STATUS_LABELS),
    ...each(PROJECT_SCHEME_LABELS),
    ...each(REVIEW_RECOMMENDATION_LABELS),
    ...each(TRANCHE_CONDITIONS),
    [ORGANIZATION_CATEGORY_UNKNOWN as unknown as Record<string, unknown>, 'label'],
    ...Object.values(PROPOSAL_KINDS).map((kind): [Record<string, unknown>, string] => [kind as unknown as Record<string, unknown>, 'label']),
    ...REVIEW_CRITERIA.flatMap((c): [Record<string, unknown>, string][] => [
      [c as unknown as Record<string, unknown>, 'label'],
      [c as unknown as Record<string, unknown>, 'guidance'],
    ]),
  ];
}

/** Every English text of those tables: `npm run check:catalogues` holds that each has its Hindi. */
export function sharedLabelTexts(): Record<string, string> {
  return Object.fromEntries(places().map(([o, k]) => [o[k] as string, o[k] as string]));
}

/**
 * The Hindi of those texts (packages/shared labels-hi.ts, which the server's Hindi mails read too). This
 * module is loaded by Hindi pages only (lib/shared-labels-ready.ts), so an English page ships none of it.
 */
export const hindiLabels: Readonly<Record<string, string>> = SHARED_LABELS_HI;

/**
 * The focus areas' Hindi, for the places of the server's texts that name them ('Focus areas in common:
 * {{areas}}', a reviewer suggestion's reason): loaded, like the table above, by Hindi pages only.
 */
export const hindiFocusAreas: Readonly<Record<string, string>> = FOCUS_AREA_LABELS_HI;

/**
 * On a Hindi page, before the first screen that shows them renders (lib/shared-labels-ready.ts), each of
 * those texts is replaced by its Hindi: every screen that shows a status, a kind or a criterion then reads
 * Hindi. A page keeps its language for its whole life (switching reloads it), and the prerender never
 * calls this, so English pages are untouched.
 */
export function localizeSharedLabels(table: Readonly<Record<string, string>> = hindiLabels): void {
  for (const [o, k] of places()) {
    const hindi = table[o[k] as string];
    if (hindi) o[k] = hindi;
  }
}
