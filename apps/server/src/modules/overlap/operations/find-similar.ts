import { MESSAGES, PATHS } from '@portal/shared';
import { SIMILAR_LIMIT, type SimilarItem } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { openChallengesLike } from '../../challenges/index.js';
import { anyOfLexemes, proposalPeople, publicPostsLike, readDocuments } from '../../proposals/index.js';
import { textLikeness } from './overlap-score.js';

/** Below this likeness an item is not shown: a shared word or two is no likeness. */
const SIMILAR_MIN = 0.12;

/**
 * `GET /proposals/{id}/similar` (the draft's owner and its collaborators): up to 5 public items like it,
 * best first, each with its score, link and the words it shares: open challenges and public Steelcollab
 * posts (funded projects' public pages join them once they exist). Never the draft itself, never a
 * private proposal; anyone else gets the 404 of a proposal they cannot see.
 */
export async function findSimilar(app: FastifyInstance, viewer: SessionUser, id: string): Promise<SimilarItem[]> {
  const people = await proposalPeople(app.db, id);
  if (!people || (people.userId !== viewer.id && !people.collaboratorIds.includes(viewer.id))) throw new AppError('NOT_FOUND', MESSAGES.proposalMissing);
  const [subject] = await readDocuments(app.db, [id]);
  if (!subject || subject.lexemes.length === 0) return [];
  const [challenges, posts] = await Promise.all([
    openChallengesLike(app.db, anyOfLexemes(subject.lexemes), 20),
    publicPostsLike(app.db, subject.lexemes, id, 20),
  ]);
  const items: SimilarItem[] = [];
  for (const c of challenges) {
    const { likeness, shared } = textLikeness(subject.lexemes, c.lexemes);
    items.push({ kind: 'CHALLENGE', id: c.id, title: c.title, score: likeness, link: PATHS.challenge(c.id), sharedWords: shared.slice(0, 6) });
  }
  for (const p of posts) {
    const { likeness, shared } = textLikeness(subject.lexemes, p.lexemes);
    const link = p.type === 'PROBLEM' ? PATHS.problem(p.id) : PATHS.steelCollabDetail(p.id);
    items.push({ kind: 'POST', id: p.id, title: p.title, score: likeness, link, sharedWords: shared.slice(0, 6) });
  }
  return items
    .filter((i) => i.score >= SIMILAR_MIN)
    .map((i) => ({ ...i, score: Math.round(Math.min(1, i.score) * 1000) / 1000 }))
    .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id))
    .slice(0, SIMILAR_LIMIT);
}
