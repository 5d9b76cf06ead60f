import { z } from 'zod';
import { FOCUS_AREAS } from '../enums/proposal.js';
import { listParamsSchema, searchParamSchema } from './common.js';

/**
 * The public lists' URL state (web): /challenges and the three explore lists. A module of its own, so a
 * visitor's first page evaluates these few schemas and zod's core, not every schema of the records the
 * lists show (decision 202).
 */

/** /challenges: search text and page. */
export const challengesListParamsSchema = listParamsSchema({ q: searchParamSchema });

/** The explore lists (/explore-problems, /explore-research, /innovator-showcase). */
export const EXPLORE_SORTS = ['newest', 'oldest', 'relevance', 'title'] as const;
export const exploreListParamsSchema = listParamsSchema({
  q: searchParamSchema,
  focusArea: z.enum(FOCUS_AREAS).optional().catch(undefined),
  organization: searchParamSchema,
  sort: z.enum(EXPLORE_SORTS).catch('newest'),
});
