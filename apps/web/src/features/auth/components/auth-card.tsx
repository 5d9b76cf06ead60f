import type { ReactNode } from 'react';

/** The frame every account page shares: a centred card with a title and an introduction. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="bg-steel-50 px-4 py-10 sm:py-16">
      <div className="mx-auto w-full max-w-md rounded-lg bg-white p-6 shadow-md sm:p-8">
        <h1 className="text-2xl font-bold text-brand-700">{title}</h1>
        {intro && <p className="mt-2 text-sm text-steel-500">{intro}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
