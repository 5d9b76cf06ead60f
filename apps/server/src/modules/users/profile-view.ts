import type { DocumentRef, UserProfile } from '@portal/shared/schemas';
import type { UserRow } from '../../db/schema/index.js';
import type { Storage } from '../../plugins/storage.js';
import { isProfileComplete } from './profile-completeness.js';

/**
 * The profile as answers show it. Document references carry signed URLs, so build it only for the
 * owner or an admin (identity documents are theirs alone).
 */
export async function toProfile(user: UserRow, storage: Storage): Promise<UserProfile> {
  const [profile] = await toProfiles([user], storage);
  return profile!;
}

/** Several profiles with one query for their documents' names. */
export async function toProfiles(list: UserRow[], storage: Storage): Promise<UserProfile[]> {
  const ids = list.flatMap((u) => [u.governmentIdFileId, u.organizationDocFileId]).filter((v): v is string => Boolean(v));
  const meta = await storage.describe(ids);
  return list.map((user) => buildProfile(user, storage, meta));
}

function buildProfile(user: UserRow, storage: Storage, meta: Map<string, { originalName: string }>): UserProfile {
  const ref = (id: string | null): DocumentRef | null => {
    const m = id ? meta.get(id) : undefined;
    return id && m ? storage.ref(id, m.originalName) : null;
  };
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    status: user.status,
    role: user.roles[0] ?? 'INNOVATOR',
    roles: user.roles,
    isEmailVerified: user.isEmailVerified,
    isProfileComplete: isProfileComplete(user),
    createdAt: user.createdAt.toISOString(),
    organization: user.organization,
    organizationCategory: user.organizationCategory,
    designation: user.designation,
    documentType: user.documentType,
    documentNumber: user.documentNumber,
    governmentIssueddocument: ref(user.governmentIdFileId),
    organizationDocs: ref(user.organizationDocFileId),
    addressLine1: user.addressLine1,
    addressLine2: user.addressLine2,
    city: user.city,
    district: user.district,
    state: user.state,
    zip: user.zip,
    openToCollaborate: user.openToCollaborate,
    collaborationOffer: user.collaborationOffer,
    focusAreas: user.focusAreas,
  };
}
