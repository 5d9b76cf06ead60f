import { API, MESSAGES } from '@portal/shared';
import type { OpenClarification } from '@portal/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../lib/api-client';
import { clarificationKeys } from './get-clarifications';

/** `GET /clarifications/mine`: the questions waiting on the caller, soonest date first. */
export const getOpenClarifications = (signal?: AbortSignal) =>
  apiData<OpenClarification[]>(API.clarificationsMine, { auth: true, signal, fallbackMessage: MESSAGES.clarificationsFetchFailed });

export const openClarificationsQueryOptions = () =>
  queryOptions({ queryKey: [...clarificationKeys.all, 'mine'] as const, queryFn: ({ signal }) => getOpenClarifications(signal) });

export const useOpenClarifications = () => useQuery(openClarificationsQueryOptions());
