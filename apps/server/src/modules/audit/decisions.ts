/**
 * One rule for an admin's decision on a user's registration or on a proposal (docs/architecture.md#decisions):
 * saving the status a record already has is no decision. Nothing is recorded, mailed or notified; a
 * real change is audited once, mailed once and notified once.
 */
export function isRealDecision<S extends string>(before: S, after: S): boolean {
  return before !== after;
}
