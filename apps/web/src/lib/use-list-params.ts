import type { ListParams, ParamField, ParamValues } from '@portal/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { patchListParams, readListParams } from './list-params';

/**
 * A list page's page, filters, search and sort, kept in the URL so a list can be shared, reloaded
 * and walked with Back (packages/shared/src/list-params.ts). `setParams` changes some of them; any
 * change but the page returns to page 1.
 */
export function useListParams<F extends Record<string, ParamField<unknown>>>(list: ListParams<F>) {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readListParams(list, search), [list, search]);
  const setParams = useCallback((patch: Partial<ParamValues<F>>) => setSearch((current) => patchListParams(list, current, patch)), [list, setSearch]);
  return [params, setParams] as const;
}
