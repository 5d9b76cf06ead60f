import type { UserRow } from '../../db/schema/index.js';

/**
 * A profile is complete when organisation, designation, organisation category and both documents
 * (government ID and organisation document) are present (ARCHITECTURE.md). It travels in the token.
 */
export function isProfileComplete(
  user: Pick<UserRow, 'organization' | 'designation' | 'organizationCategory' | 'governmentIdFileId' | 'organizationDocFileId'>,
): boolean {
  return Boolean(
    user.organization?.trim() &&
      user.designation?.trim() &&
      user.organizationCategory &&
      user.governmentIdFileId &&
      user.organizationDocFileId,
  );
}
