import type { ReactNode } from 'react';
import { localize } from '../../lib/localize';

/** What a list shows when it has no rows: what happened, and what to do next. */
export function EmptyState({ title, children, action }: { title: ReactNode; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <p className="font-semibold text-steel-700">{typeof title === 'string' ? localize(title) : title}</p>
      {children && <div className="max-w-prose text-sm text-steel-500">{children}</div>}
      {action}
    </div>
  );
}
