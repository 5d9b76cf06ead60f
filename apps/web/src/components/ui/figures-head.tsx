import type { ReactNode } from 'react';

type Props = {
  caption: string;
  corner: string;
  columns: readonly { key: string; label: ReactNode }[];
  /** The head row's class, and each header cell's (the corner's, then the columns'). */
  className?: string;
  cornerClassName: string;
  columnClassName: string;
};

/** A figures table's caption (for screen readers) and its head: the corner, then a header per column. */
export function FiguresHead({ caption, corner, columns, className, cornerClassName, columnClassName }: Props) {
  return (
    <>
      <caption className="sr-only">{caption}</caption>
      <thead className={className}>
        <tr>
          <th scope="col" className={cornerClassName}>
            {corner}
          </th>
          {columns.map((c) => (
            <th key={c.key} scope="col" className={columnClassName}>
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
    </>
  );
}
