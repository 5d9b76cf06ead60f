import { PATHS } from '@portal/shared';
import type { CollabReason, CollabSuggestion } from '@portal/shared/schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBanner } from '../../../components/ui/form-fields';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/i18n';
import { useCodeLabels } from '../../../lib/labels';
import { refusalMessage } from '../../../lib/refusal';
import { useSuggestions } from '../api/partners-api';
import { PartnersNav } from '../components/partners-nav';
import { RequestDialog } from '../components/request-dialog';
import '../i18n';

/** Find partners (docs/architecture.md#partners-by-consent): up to 10 suggestions with why, and a request to each. */
export function FindPartnersPage() {
  const { t } = useTranslation('partners');
  const suggestions = useSuggestions();
  const [to, setTo] = useState<CollabSuggestion | null>(null);
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold text-brand-700">{t('find.title')}</h1>
        <p className="mt-1 text-sm text-steel-700">{t('find.intro')}</p>
      </div>
      <PartnersNav />
      <p className="text-sm text-steel-700">
        {t('find.profileHint')}{' '}
        <Link to={PATHS.profile} className="font-semibold text-brand-700 underline">
          {t('find.profileLink')}
        </Link>
      </p>
      {suggestions.isPending ? (
        <Spinner />
      ) : suggestions.isError ? (
        <ErrorBanner message={refusalMessage(suggestions.error, t('find.loadFailed'))} />
      ) : suggestions.data.length === 0 ? (
        <div className="rounded-lg bg-white shadow-sm">
          <EmptyState title={t('find.emptyTitle')}>{t('find.empty')}</EmptyState>
        </div>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {suggestions.data.map((s) => (
            <li key={s.userId}>
              <SuggestionCard suggestion={s} onRequest={() => setTo(s)} />
            </li>
          ))}
        </ul>
      )}
      {to && <RequestDialog to={to} onClose={() => setTo(null)} />}
    </div>
  );
}

function SuggestionCard({ suggestion: s, onRequest }: { suggestion: CollabSuggestion; onRequest: () => void }) {
  const { t } = useTranslation('partners');
  const labels = useCodeLabels();
  const reason = (r: CollabReason) =>
    t(`find.reasons.${r.kind}`, {
      areas: r.focusAreas.map(labels.focusArea).join(', '),
      category: r.organizationCategory ? labels.organizationCategory(r.organizationCategory) : '',
    });
  return (
    <article aria-labelledby={`partner-${s.userId}`} className="flex h-full flex-col gap-3 rounded-lg bg-white p-4 shadow-sm">
      <div>
        <h2 id={`partner-${s.userId}`} className="text-lg font-semibold text-brand-700 [overflow-wrap:anywhere]">
          {s.name}
        </h2>
        <p className="text-sm text-steel-700 [overflow-wrap:anywhere]">
          {[s.organization, s.organizationCategory ? labels.organizationCategory(s.organizationCategory) : null].filter(Boolean).join(' · ')}
        </p>
      </div>
      {s.collaborationOffer && (
        <div>
          <h3 className="text-sm font-semibold text-steel-700">{t('find.offer')}</h3>
          <p className="whitespace-pre-wrap text-sm [overflow-wrap:anywhere]">{s.collaborationOffer}</p>
        </div>
      )}
      {s.focusAreas.length > 0 && (
        <p className="text-sm">
          <span className="font-semibold text-steel-700">{t('find.focusAreas')}: </span>
          {s.focusAreas.map(labels.focusArea).join(', ')}
        </p>
      )}
      <div>
        <h3 className="text-sm font-semibold text-steel-700">{t('find.why')}</h3>
        <ul className="list-disc pl-5 text-sm">
          {s.reasons.map((r) => (
            <li key={r.kind}>{reason(r)}</li>
          ))}
        </ul>
      </div>
      <div className="mt-auto">
        <Button onClick={onRequest} aria-label={t('find.send', { name: s.name })}>
          {t('find.sendShort')}
        </Button>
      </div>
    </article>
  );
}
