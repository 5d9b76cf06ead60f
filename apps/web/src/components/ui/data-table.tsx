import { type ReactNode, useDeferredValue } from 'react';
import { useMedia } from '../../lib/use-media';
import { EmptyState } from './empty-state';
import { Spinner } from './spinner';

export type Column<Row> = {
  id: string;
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** Extra classes for the cells of this column (e.g. 'whitespace-nowrap'). */
  className?: string;
};

type DataTableProps<Row> = {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  isLoading: boolean;
  /** Set while a new page or filter loads over the rows already shown. */
  isFetching?: boolean;
  error?: ReactNode;
  empty: ReactNode;
};

/**
 * The one table every list uses: a spinner while the first page loads, the error or the empty state
 * in place of the rows, and the rows themselves marked busy while the next page loads.
 *
 * Rows arrive from the query's store, whose updates React renders in one piece; the table draws them
 * as a deferred value instead, in a transition that React splits into short tasks (decision 202), and
 * it draws one layout, the viewport's: cards on a narrow screen, the table on a wide one.
 */
export function DataTable<Row>({ caption, columns, rows: latestRows, rowKey, isLoading, isFetching = false, error, empty }: DataTableProps<Row>) {
  const rows = useDeferredValue(latestRows);
  // The page's first rows are still being drawn: keep the loading state's room rather than flash "empty".
  const drawing = rows === undefined && latestRows !== undefined;
  const busy = isFetching || rows !== latestRows;
  // Tailwind's `md` breakpoint (48rem).
  const wide = useMedia('(min-width: 48rem)');
  let body: ReactNode;
  // The first load keeps the room a page of rows takes, so what arrives does not push the page about (CLS).
  if (isLoading || drawing) body = <Spinner className="min-h-[70vh] items-start p-10" />;
  else if (error) body = <EmptyState title={error} />;
  else if (!rows || rows.length === 0) body = empty;
  else
    body =
      // Narrow screens: each row a card of label and value pairs, so nothing scrolls sideways.
      !wide ? (
        <ul className={`divide-y divide-steel-100 ${busy ? 'opacity-60' : ''}`} aria-label={caption} aria-busy={busy || undefined}>
          {rows.map((row, i) => (
            <li key={rowKey(row)} className="px-4 py-3">
              <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-3 gap-y-1.5 text-sm">
                {columns.map((c) => (
                  <div key={c.id} className="contents">
                    <dt className="font-semibold text-steel-500">{c.header}</dt>
                    <dd className="min-w-0 [overflow-wrap:anywhere]">{c.cell(row, i)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      ) : (
        <table className="w-full text-left text-sm" aria-busy={busy || undefined}>
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-steel-50 text-steel-700">
            <tr>
              {columns.map((c) => (
                <th key={c.id} scope="col" className="whitespace-nowrap px-3 py-2">
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={busy ? 'opacity-60' : undefined}>
            {rows.map((row, i) => (
              <tr key={rowKey(row)} className="border-t border-steel-100 align-top">
                {columns.map((c) => (
                  <td key={c.id} className={`px-3 py-2 ${c.className ?? ''}`}>
                    {c.cell(row, i)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      );
  return <div className="overflow-x-auto rounded-lg bg-white shadow-sm">{body}</div>;
}
