import { API, MESSAGES } from '@portal/shared';
import type { Clarification } from '@portal/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../lib/api-client';

/** A clarification thread belongs to a user (their profile) or to a proposal. */
export type ClarificationSubject = { kind: 'user' | 'proposal'; id: string };

export const clarificationKeys = {
  all: ['clarifications'] as const,
  of: (subject: ClarificationSubject) => [...clarificationKeys.all, subject.kind, subject.id] as const,
};

export const getClarifications = ({ kind, id }: ClarificationSubject, signal?: AbortSignal) =>
  apiData<Clarification[]>(kind === 'user' ? API.userClarifications(id) : API.proposalClarifications(id), {
    auth: true,
    signal,
    fallbackMessage: MESSAGES.clarificationsFetchFailed,
  });

export const clarificationsQueryOptions = (subject: ClarificationSubject) =>
  queryOptions({ queryKey: clarificationKeys.of(subject), queryFn: ({ signal }) => getClarifications(subject, signal) });

export const useClarifications = (subject: ClarificationSubject, options: { enabled?: boolean } = {}) =>
  useQuery({ ...clarificationsQueryOptions(subject), ...options });
