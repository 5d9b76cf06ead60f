import { sql, type SQL } from 'drizzle-orm';
import { type UserRow, users } from '../../db/schema/index.js';

/**
 * A profile is complete when organisation, designation, organisation category and both documents
 * (government ID and organisation document) are present (docs/architecture.md#accounts). It travels in the token.
 */
export function isProfileComplete(
  user: Pick<UserRow, 'organization' | 'designation' | 'organizationCategory' | 'governmentIdFileId' | 'organizationDocFileId'>,
): boolean {
  return Boolean(user.organization?.trim() && user.designation?.trim() && user.organizationCategory && user.governmentIdFileId && user.organizationDocFileId);
}

/** The same rule as a SQL condition, for queries that must return only complete profiles. */
export function profileCompleteSql(): SQL {
  return sql`(btrim(coalesce(${users.organization}, '')) <> '' and btrim(coalesce(${users.designation}, '')) <> '' and ${users.organizationCategory} is not null and ${users.governmentIdFileId} is not null and ${users.organizationDocFileId} is not null)`;
}
