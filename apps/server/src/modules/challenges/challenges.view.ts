import { isChallengeOpen, PUBLIC_DOWNLOAD_URL_TTL_SECONDS } from '@portal/shared';
import type { AdminChallenge, Challenge } from '@portal/shared/schemas';
import type { Storage } from '../../plugins/storage.js';
import type { ChallengeRecord } from './challenges.repo.js';

/**
 * A challenge as answers show it. Its document is public (docs/architecture.md#challenges), so every
 * reader gets a signed link; `isOpen` comes from the one shared rule.
 */
export function toChallenge(row: ChallengeRecord, storage: Storage, now: Date = new Date()): Challenge {
  const challengeDoc =
    row.docFileId && row.docName
      ? {
          ...storage.ref(row.docFileId, row.docName, PUBLIC_DOWNLOAD_URL_TTL_SECONDS),
          contentType: row.docType ?? 'application/octet-stream',
          size: row.docSize ?? 0,
        }
      : null;
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    focusArea: row.focusArea,
    applicationDeadline: row.applicationDeadline,
    status: row.status,
    isOpen: isChallengeOpen(row, now),
    challengeDoc,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toAdminChallenge(row: ChallengeRecord & { totalProposals?: number }, storage: Storage, now: Date = new Date()): AdminChallenge {
  return { ...toChallenge(row, storage, now), totalProposals: row.totalProposals ?? 0 };
}
