import {
  type MessageRef,
  type ProposalKind,
  proposalFormOf,
  type ProposalStatus,
  proposalStatusLabel,
  REVIEW_RECOMMENDATION_LABELS,
  type ReviewRecommendation,
} from '@portal/shared';
import { useState } from 'react';
import { PROPOSAL_HISTORY_PAGE_SIZE, type ProposalHistoryEntry } from '@portal/shared/schemas';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime, formatDay, formatQuarter, formatRupees } from '../../../lib/format';
import { type TFunction, useTranslation } from '../../../lib/i18n';
import { useProposalHistory } from '../api/get-proposal-history';
import { fieldLabelKeys } from './proposal-overview';
import '../i18n';

/**
 * A review or project step's note in the page's language (decision 228): the server stores it by key with
 * its values as data, and the page words them: days as the portal writes dates, amounts in rupees, a
 * recommendation by its label, a report by its milestone or quarter; names and people's own words kept.
 */
export function noteIn(note: MessageRef, t: TFunction): string {
  const p = note.params;
  const text = (name: string) => (typeof p[name] === 'string' ? p[name] : '');
  const values: Record<string, string | number> = { ...p };
  for (const name of ['date', 'fromDate']) if (text(name)) values[name] = formatDay(text(name));
  for (const name of ['amount', 'cost', 'grant']) if (typeof p[name] === 'number') values[name] = formatRupees(p[name]);
  if (text('recommendation')) values.recommendation = REVIEW_RECOMMENDATION_LABELS[text('recommendation') as ReviewRecommendation] ?? text('recommendation');
  if (typeof p.milestone === 'number') values.what = t('detail.summaries.milestoneReport', { n: p.milestone });
  else if (text('quarter')) values.what = t('detail.summaries.quarterlyReport', { quarter: formatQuarter(text('quarter')) });
  return t(`detail.summaries.${note.key}`, values);
}

/** A changed field under its form's question, as the applicant was asked it (packages/shared proposal-questions). */
export function historyFieldLabel(field: string, kind: ProposalKind | null, category: string, t: TFunction): string {
  const questions = kind ? (t(`detail.questions.${proposalFormOf(kind)}`, { returnObjects: true }) as Record<string, string>) : {};
  return questions[field] ?? t(fieldLabelKeys(category, field), { defaultValue: field });
}

/**
 * The admin's view of a proposal's trail (issue 15): submitted, edited (which fields), status
 * decisions and clarifications asked, each with who and when, newest first, from the audit log.
 */
export function ProposalHistory({ proposalId, kind, category }: { proposalId: string; kind: ProposalKind | null; category: string }) {
  const { t } = useTranslation('proposals');
  const [page, setPage] = useState(1);
  const history = useProposalHistory(proposalId, page);
  const fieldLabel = (f: string) => historyFieldLabel(f, kind, category, t);
  const statusLabel = (s: ProposalStatus | null) => (s && kind ? proposalStatusLabel(kind, s) : (s ?? '—'));
  const who = (e: ProposalHistoryEntry) =>
    e.actor ? (e.actor.isAdmin ? `${e.actor.name} (${t('detail.history.admin')})` : e.actor.name) : t('detail.history.removedAccount');

  return (
    <section aria-labelledby="history-h" aria-busy={history.isFetching} className="rounded-lg bg-white p-5 shadow-sm">
      <h2 id="history-h" className="text-lg font-semibold text-steel-900">
        {t('detail.history.title')}
      </h2>
      {history.isPending ? (
        <Spinner />
      ) : history.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t('detail.history.failed')}
        </p>
      ) : history.data.data.length === 0 ? (
        <p className="mt-2 text-sm text-steel-500">{t('detail.history.empty')}</p>
      ) : (
        <>
          <ol className="mt-3 space-y-3 border-l-2 border-brand-100 pl-4 text-sm">
            {history.data.data.map((e) => (
              <li key={e.id} data-action={e.action} className="relative">
                <span aria-hidden className="absolute -left-[1.4rem] top-1.5 h-2.5 w-2.5 rounded-full bg-brand-600" />
                <p className="font-semibold text-steel-900 [overflow-wrap:anywhere]">
                  {t(`detail.history.${e.action}`, { name: who(e), from: statusLabel(e.fromStatus), to: statusLabel(e.toStatus) })}
                </p>
                {e.changed.length > 0 && <p className="text-steel-700">{t('detail.history.changed', { fields: e.changed.map(fieldLabel).join(', ') })}</p>}
                {e.comment && (
                  <blockquote className="mt-1 whitespace-pre-wrap border-l-2 border-steel-100 pl-2 text-steel-700 [overflow-wrap:anywhere]">
                    {e.note ? noteIn(e.note, t) : e.comment}
                  </blockquote>
                )}
                <time dateTime={e.at} className="text-xs text-steel-500">
                  {formatDateTime(e.at)}
                </time>
              </li>
            ))}
          </ol>
          {history.data.totalPages > 1 && (
            <div className="mt-4">
              <Pager
                page={page}
                totalPages={history.data.totalPages}
                rowCount={history.data.data.length}
                total={history.data.total}
                pageSize={PROPOSAL_HISTORY_PAGE_SIZE}
                onPageChange={setPage}
                busy={history.isPlaceholderData}
              />
            </div>
          )}
        </>
      )}
    </section>
  );
}
