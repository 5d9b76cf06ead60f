import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { proposalCollaborators, proposals } from '../../db/schema/index.js';
import { isPublicPost } from './search.repo.js';

/**
 * What the overlap check reads of proposals (docs/architecture.md#funding-the-same-work-twice, decision
 * 234): a proposal's people and its text as lexemes (PostgreSQL full-text, English stemming; words of
 * other scripts, Hindi among them, are kept whole), and the proposals sharing its people (the
 * overlap module finds those sharing its text through its own signature index, decision 271).
 */

/** The title, the summary and every answer together. */
const DOC_TEXT = sql`coalesce(${proposals.title}, '') || ' ' || coalesce(${proposals.abstract}, '') || ' ' || coalesce(${proposals.methodology}, '') || ' ' || coalesce(${proposals.expectedResults}, '') || ' ' || coalesce(${proposals.riskFactors}, '') || ' ' || coalesce(${proposals.detailedDescription}, '') || ' ' || coalesce(${proposals.objectives}, '') || ' ' || coalesce(${proposals.eligibilityCriteria}, '') || ' ' || coalesce(${proposals.currentStage}, '')`;
// The lexemes in the order of the text (a tsvector's positions): the overlap check reads word pairs too.
const LEXEMES = sql<string[]>`array(select u.lexeme from unnest(to_tsvector('english', ${DOC_TEXT})) u, unnest(u.positions) pos order by pos)`;

export type OverlapDocument = {
  id: string;
  userId: string;
  orgName: string | null;
  category: string;
  type: string;
  status: string;
  reference: string | null;
  title: string;
  projectCost: number | null;
  lexemes: string[];
  collaboratorIds: string[];
};

const documentColumns = {
  id: proposals.id,
  userId: proposals.userId,
  orgName: proposals.orgName,
  category: proposals.category,
  type: proposals.type,
  status: proposals.status,
  reference: proposals.reference,
  title: proposals.title,
  projectCost: proposals.projectCost,
  lexemes: LEXEMES,
  collaboratorIds: sql<
    string[]
  >`coalesce((select array_agg(${proposalCollaborators.userId}::text) from ${proposalCollaborators} where ${proposalCollaborators.proposalId} = ${proposals.id}), '{}')`,
};

/** An OR query of lexemes, each quoted: a lexeme is matched as it is, never parsed. */
export function anyOfLexemes(lexemes: readonly string[]): string {
  return lexemes
    .filter((l) => /^[\p{L}\p{M}\p{N}]+$/u.test(l))
    .map((l) => `'${l}'`)
    .join(' | ');
}

export async function readDocuments(db: DbOrTx, ids: readonly string[]): Promise<OverlapDocument[]> {
  if (ids.length === 0) return [];
  return db
    .select(documentColumns)
    .from(proposals)
    .where(inArray(proposals.id, [...ids]));
}

/**
 * Proposals sharing `subject`'s people (any status but DRAFT, any year, never itself): its owner, its
 * organisation or a collaborator. The overlap module finds those sharing its text through its own
 * signature index (decision 271).
 */
export async function sameTeamCandidateIds(db: DbOrTx, subject: OverlapDocument, limit: number): Promise<string[]> {
  const people = [subject.userId, ...subject.collaboratorIds];
  const rows = await db
    .select({ id: proposals.id })
    .from(proposals)
    .where(
      and(
        ne(proposals.status, 'DRAFT'),
        ne(proposals.id, subject.id),
        or(
          inArray(proposals.userId, people),
          subject.orgName ? sql`lower(${proposals.orgName}) = lower(${subject.orgName})` : sql`false`,
          inArray(
            proposals.id,
            db.select({ id: proposalCollaborators.proposalId }).from(proposalCollaborators).where(inArray(proposalCollaborators.userId, people)),
          ),
        ),
      ),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Every submitted proposal's id (not drafts), in batches after `afterId`: the overlap index's backfill. */
export async function submittedIdsAfter(db: DbOrTx, afterId: string | null, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: proposals.id })
    .from(proposals)
    .where(and(ne(proposals.status, 'DRAFT'), afterId ? sql`${proposals.id} > ${afterId}` : undefined))
    .orderBy(proposals.id)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Public Steelcollab posts whose text shares words with `lexemes`, best first (never `exceptId`). */
export async function publicPostsLike(db: DbOrTx, lexemes: readonly string[], exceptId: string, limit: number) {
  const query = anyOfLexemes(lexemes);
  if (!query) return [];
  return db
    .select({ id: proposals.id, title: proposals.title, type: proposals.type, lexemes: LEXEMES })
    .from(proposals)
    .where(and(isPublicPost, ne(proposals.id, exceptId), sql`${proposals.searchVector} @@ to_tsquery('simple', ${query})`))
    .orderBy(sql`ts_rank(${proposals.searchVector}, to_tsquery('simple', ${query})) desc`)
    .limit(limit);
}

/** A proposal's owner and collaborators, or null when there is no such proposal. */
export async function proposalPeople(db: DbOrTx, id: string): Promise<{ userId: string; status: string; collaboratorIds: string[] } | null> {
  const [row] = await db
    .select({ userId: proposals.userId, status: proposals.status, collaboratorIds: documentColumns.collaboratorIds })
    .from(proposals)
    .where(eq(proposals.id, id));
  return row ?? null;
}
