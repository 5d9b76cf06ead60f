import { API, MESSAGES, PAGE_SIZE, type ProposalType } from '@portal/shared';
import type { ProposalSearchRow } from '@portal/shared/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiList } from '../../../lib/api-client';
import { publicCredential } from '../../../lib/public-credential';
import { proposalKeys } from '../../../api/proposals/proposal-keys';

export type ExploreSort = 'newest' | 'oldest' | 'relevance' | 'title';
export type ProposalSearch = { type: ProposalType; q: string; focusArea?: string; organization: string; sort: ExploreSort; page: number };

const SORTS: Record<ExploreSort, { sortBy: string; sortOrder: 'asc' | 'desc' }> = {
  newest: { sortBy: 'createdAt', sortOrder: 'desc' },
  oldest: { sortBy: 'createdAt', sortOrder: 'asc' },
  relevance: { sortBy: 'relevance', sortOrder: 'desc' },
  title: { sortBy: 'title', sortOrder: 'asc' },
};

/** The public Steelcollab search, 10 a page: the user's token when signed in, else the public credential. */
export const searchProposals = (s: ProposalSearch, signedIn: boolean, signal?: AbortSignal) => {
  // Relevance needs words to rank by; without a query the newest come first.
  const sort = SORTS[s.sort === 'relevance' && !s.q ? 'newest' : s.sort];
  return apiList<ProposalSearchRow>(API.proposalsSearch, {
    auth: signedIn,
    headers: signedIn ? undefined : publicCredential(),
    signal,
    fallbackMessage: MESSAGES.proposalsSearchFailed,
    query: {
      category: 'STEELCOLLAB',
      type: s.type,
      query: s.q || undefined,
      focusArea: s.focusArea,
      organization: s.organization || undefined,
      page: s.page,
      limit: PAGE_SIZE,
      ...sort,
    },
  });
};

export const useProposalSearch = (s: ProposalSearch, signedIn: boolean, enabled: boolean) =>
  useQuery({
    queryKey: proposalKeys.search({ ...s, signedIn }),
    queryFn: ({ signal }) => searchProposals(s, signedIn, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
