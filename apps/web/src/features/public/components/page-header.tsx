import type { ReactNode } from 'react';

/** The band at the top of every public page, with its one h1. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="bg-brand-700 text-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        {children && <div className="mt-3 max-w-3xl text-brand-50">{children}</div>}
      </div>
    </div>
  );
}

export function Container({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto max-w-7xl px-4 py-10 ${className}`}>{children}</div>;
}
