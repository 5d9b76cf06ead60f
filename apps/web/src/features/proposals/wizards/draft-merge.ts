import type { ProposalPayload } from '../api/save-proposal';

/** A payload's values by field, each as one comparable string. */
export type PayloadSnapshot = Record<string, string>;

export function snapshotOf(payload: ProposalPayload): PayloadSnapshot {
  return Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, JSON.stringify(v ?? null)]));
}

/** The fields whose value differs between two snapshots (a field missing from one counts as changed). */
export function changedKeys(base: PayloadSnapshot, next: PayloadSnapshot): string[] {
  const keys = new Set([...Object.keys(base), ...Object.keys(next)]);
  return [...keys].filter((k) => base[k] !== next[k]);
}

/** Only the fields of `payload` that differ from `base`: what this editor changed since the version it started from. */
export function payloadChangedSince(payload: ProposalPayload, base: PayloadSnapshot | null): ProposalPayload {
  if (!base) return payload;
  const now = snapshotOf(payload);
  return Object.fromEntries(Object.entries(payload).filter(([k]) => base[k] !== now[k]));
}

/**
 * The form after another editor's save (decision 211): each form field takes the server's value, except
 * those that feed a field kept as the editor's (`keepMine`, by server field name) and those that feed
 * no field of the payload at all (a chosen file), which keep what is on screen.
 */
export function mergeFormValues<V extends Record<string, unknown>>(
  theirs: V,
  mine: V,
  keepMine: ReadonlySet<string>,
  toPayload: (values: V) => ProposalPayload,
): V {
  const theirSnapshot = snapshotOf(toPayload(theirs));
  const out: Record<string, unknown> = { ...theirs };
  for (const field of new Set([...Object.keys(theirs), ...Object.keys(mine)])) {
    if (JSON.stringify(theirs[field] ?? null) === JSON.stringify(mine[field] ?? null)) continue;
    const fed = changedKeys(theirSnapshot, snapshotOf(toPayload({ ...theirs, [field]: mine[field] } as V)));
    if (fed.length === 0 || fed.some((k) => keepMine.has(k))) out[field] = mine[field];
  }
  return out as V;
}
