import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from '../../../lib/toast';
import { Container, PageHeader } from '../components/page-header';
import '../i18n';
import { content } from '../content';

/** The Steelcollab hub; a message carried by navigation (e.g. a posting rule) shows as a warning toast. */
export function SteelCollabPage() {
  const { STEELCOLLAB_HUB } = content();
  const message = ((useLocation().state ?? {}) as { message?: string }).message;
  useEffect(() => {
    if (message) toast.warning(message);
  }, [message]);
  return (
    <>
      <PageHeader title={STEELCOLLAB_HUB.title}>{STEELCOLLAB_HUB.intro}</PageHeader>
      <Container>
        <ul className="grid gap-6 md:grid-cols-3">
          {STEELCOLLAB_HUB.cards.map((c) => (
            <li key={c.id} className="flex flex-col rounded-lg border border-steel-100 p-6">
              <h2 className="text-xl font-bold text-brand-700">{c.title}</h2>
              <p className="mt-2 flex-1 text-steel-700">{c.body}</p>
              <div className="mt-4 flex flex-wrap gap-2">
                <Link to={c.post.href} className="rounded bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
                  {c.post.label}
                </Link>
                <Link to={c.explore.href} className="rounded border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50">
                  {c.explore.label}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
