import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { type ListParamsSchema, parseListParams, patchListParams } from './list-params';

/**
 * A list page's page, filters, search and sort, kept in the URL so a list can be shared, reloaded
 * and walked with Back. `setParams` changes some of them; any change but the page returns to page 1.
 */
export function useListParams<S extends ListParamsSchema>(schema: S) {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseListParams(schema, search), [schema, search]);
  const setParams = useCallback((patch: Partial<z.output<S>>) => setSearch((current) => patchListParams(schema, current, patch)), [schema, setSearch]);
  return [params, setParams] as const;
}
