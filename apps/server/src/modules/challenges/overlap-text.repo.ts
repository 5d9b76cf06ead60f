import { indiaDate } from '@portal/shared';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { challenges } from '../../db/schema/index.js';

/**
 * Open challenges (OPEN, the deadline today or later in India time) whose title or summary shares words
 * with `query` (an OR tsquery of lexemes, 'simple' configuration), best first, with their own lexemes
 * (English stemming, as proposals are read by the overlap check, decision 234).
 */
export async function openChallengesLike(db: DbOrTx, query: string, limit: number, now = new Date()) {
  if (!query) return [];
  const doc = sql`to_tsvector('english', ${challenges.title} || ' ' || coalesce(${challenges.summary}, ''))`;
  return db
    .select({
      id: challenges.id,
      title: challenges.title,
      lexemes: sql<string[]>`array(select u.lexeme from unnest(${doc}) u, unnest(u.positions) pos order by pos)`,
    })
    .from(challenges)
    .where(and(eq(challenges.status, 'OPEN'), gte(challenges.applicationDeadline, indiaDate(now)), sql`${doc} @@ to_tsquery('simple', ${query})`))
    .orderBy(sql`ts_rank(${doc}, to_tsquery('simple', ${query})) desc`)
    .limit(limit);
}
