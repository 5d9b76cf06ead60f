import { Link } from 'react-router';
import { FiguresHead } from './figures-head';

export type CountCell = { value: number | undefined; to: string; label: string; testId?: string };
/** `to`: where the row's header leads; without it the header is plain text. */
export type CountRow = { id: string; header: string; to?: string; cells: CountCell[] };

/** A table of figures (a row per scheme or month, a column per status or scheme), each figure a link to its filtered list. */
export function CountTable({ caption, corner, columns, rows }: { caption: string; corner: string; columns: string[]; rows: CountRow[] }) {
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <FiguresHead
          caption={caption}
          corner={corner}
          columns={columns.map((c) => ({ key: c, label: c }))}
          className="text-xs text-steel-700 sm:text-sm"
          cornerClassName="py-1 pr-1.5 align-bottom sm:pr-2"
          columnClassName="px-1.5 py-1 text-right align-bottom sm:px-2"
        />
        <tbody className="divide-y divide-steel-100">
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className="py-2 pr-1.5 font-semibold sm:pr-2">
                {row.to ? (
                  <Link to={row.to} className="text-brand-700 hover:underline">
                    {row.header}
                  </Link>
                ) : (
                  row.header
                )}
              </th>
              {row.cells.map((cell, i) => (
                <td key={columns[i]} className="px-1.5 py-2 text-right tabular-nums sm:px-2">
                  {cell.value === undefined ? (
                    '–'
                  ) : (
                    <Link to={cell.to} aria-label={cell.label} className="font-semibold text-brand-700 hover:underline" data-testid={cell.testId}>
                      {cell.value}
                    </Link>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
