import type { ReactNode } from 'react';

/** A read-only summary of what a wizard will send: a term and its value per row. */
export function ReviewList({ title, rows }: { title: string; rows: readonly [string, ReactNode][] }) {
  return (
    <section className="rounded border border-steel-100 p-4">
      <h3 className="mb-3 font-semibold text-brand-700">{title}</h3>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-sm font-semibold text-steel-700">{term}</dt>
            <dd className="whitespace-pre-wrap text-sm text-steel-900 [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
