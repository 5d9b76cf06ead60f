import { API, MESSAGES } from '@portal/shared';
import { SIMILAR_MIN_DESCRIPTION, type SimilarItem } from '@portal/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { apiData } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';

/**
 * Beside the funding wizard (docs/architecture.md#funding-the-same-work-twice): public items like the
 * draft (open challenges, public Steelcollab posts, funded projects' pages), once its title and 200
 * characters of its description are saved. It only informs: nothing here holds the wizard.
 */
export function SimilarPanel({ draftId, title, description, savedAt }: { draftId: string | null; title: string; description: string; savedAt: string | null }) {
  const { t } = useTranslation('proposals');
  const ready = Boolean(draftId && savedAt && title.trim() && description.trim().length >= SIMILAR_MIN_DESCRIPTION);
  const similar = useQuery({
    queryKey: ['proposals', 'similar', draftId, savedAt],
    queryFn: ({ signal }) => apiData<SimilarItem[]>(API.proposalSimilar(draftId!), { auth: true, signal, fallbackMessage: MESSAGES.similarFailed }),
    enabled: ready,
    retry: false,
    staleTime: 60_000,
  });
  if (!ready || !similar.data) return null;
  return (
    <aside aria-labelledby="similar-title" className="mt-6 rounded border border-steel-100 bg-white p-4 lg:mt-0" data-testid="similar-panel">
      <h2 id="similar-title" className="font-semibold text-steel-900">
        {t('money.similarTitle')}
      </h2>
      <p className="mt-1 text-sm text-steel-500">{t('money.similarIntro')}</p>
      {similar.data.length === 0 ? (
        <p className="mt-2 text-sm text-steel-700">{t('money.similarNone')}</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {similar.data.map((item) => (
            <li key={`${item.kind}:${item.id}`} className="text-sm [overflow-wrap:anywhere]">
              <span className="block text-xs font-semibold uppercase text-steel-500">{t(`money.similarKinds.${item.kind}`)}</span>
              <Link to={item.link} className="font-semibold text-brand-700 underline" target="_blank" rel="noopener">
                {item.title}
              </Link>
              <span className="block text-steel-700">{t('money.similarScore', { percent: Math.round(item.score * 100) })}</span>
              {item.sharedWords.length > 0 && <span className="block text-steel-500">{t('money.similarWhy', { words: item.sharedWords.join(', ') })}</span>}
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
