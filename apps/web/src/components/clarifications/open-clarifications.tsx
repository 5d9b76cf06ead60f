import { Link } from 'react-router';
import { useOpenClarifications } from '../../api/clarifications/get-open-clarifications';
import { formatDay } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { StatusBadge } from '../ui/status-badge';

/**
 * The questions waiting on the signed-in applicant (owner or collaborator), soonest date first, each
 * opening its proposal. Nothing is shown while none waits, so the dashboard stays as it was.
 */
export function OpenClarifications() {
  const { t } = useTranslation();
  const open = useOpenClarifications();
  if (!open.data || open.data.length === 0) return null;
  return (
    <section aria-labelledby="open-clarifications-h" className="rounded-lg border-l-4 border-yellow-600 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="open-clarifications-h" className="text-lg font-semibold text-steel-900">
        {t('clarifications.mineTitle')}
      </h2>
      <ul className="mt-2 divide-y divide-steel-100">
        {open.data.map((c) => (
          <li key={c.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
            <div className="min-w-0 flex-1">
              <Link to={c.link} className="font-semibold text-brand-700 underline [overflow-wrap:anywhere]">
                {c.proposalTitle}
              </Link>
              <p className="line-clamp-2 text-sm text-steel-700 [overflow-wrap:anywhere]">{c.question}</p>
            </div>
            <div className="text-right text-sm">
              <StatusBadge status={`CLARIFICATION_${c.state}`} label={t(`clarifications.states.${c.state}`)} />
              {c.respondBy && <p className="mt-1 whitespace-nowrap text-steel-700">{t('clarifications.mineAnswerBy', { date: formatDay(c.respondBy) })}</p>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
