import { FOCUS_AREAS } from '../enums/proposal.js';
import { choiceParam, listParams, searchParam } from '../list-params.js';

/**
 * The public lists' URL state (web): /challenges and the three explore lists. A module of its own, which
 * imports no schema library, so a visitor's first list reads its URL without building any (decisions
 * 202 and 204).
 */

/** /challenges: search text and page. */
export const challengesListParams = listParams({ q: searchParam });

/** The explore lists (/explore-problems, /explore-research, /innovator-showcase). */
export const EXPLORE_SORTS = ['newest', 'oldest', 'relevance', 'title'] as const;
export const exploreListParams = listParams({
  q: searchParam,
  focusArea: choiceParam(FOCUS_AREAS),
  organization: searchParam,
  sort: choiceParam(EXPLORE_SORTS, 'newest'),
});
