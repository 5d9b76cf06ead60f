import {
  type ProposalKind,
  proposalFormOf,
  type ProposalStatus,
  proposalStatusLabel,
  quarterOfLabel,
  REVIEW_RECOMMENDATION_LABELS,
  type ReviewRecommendation,
} from '@portal/shared';
import { useState } from 'react';
import { PROPOSAL_HISTORY_PAGE_SIZE, type ProposalHistoryEntry } from '@portal/shared/schemas';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime, formatDay, formatQuarter } from '../../../lib/format';
import { type TFunction, useTranslation } from '../../../lib/i18n';
import { useProposalHistory } from '../api/get-proposal-history';
import { fieldLabelKeys } from './proposal-overview';
import '../i18n';

/**
 * A history entry's one-line summary as the server stores it (reviews and projects operations: English,
 * with ISO days and codes), reworded in the page's language from its catalogue: days as the portal writes
 * dates, a recommendation and a quarter by their labels; names, amounts and people's own words kept
 * (issue 40 item 16).
 */
export function summaryIn(text: string, t: TFunction): string {
  const day = (d: string | undefined) => (d ? formatDay(d) : '');
  const what = (w: string) => {
    const milestone = /^report of milestone (\d+)$/.exec(w);
    if (milestone) return t('detail.summaries.milestoneReport', { n: milestone[1] });
    const quarterly = /^progress report for (.*)$/.exec(w);
    if (!quarterly) return w;
    const quarter = quarterOfLabel(quarterly[1]!);
    return t('detail.summaries.quarterlyReport', { quarter: quarter ? formatQuarter(quarter) : quarterly[1] });
  };
  const rules: [RegExp, (m: RegExpExecArray) => string][] = [
    [/^(.+) declared no conflict of interest$/, (m) => t('detail.summaries.noConflict', { name: m[1] })],
    [/^(.+) declared a conflict of interest: (.*)$/, (m) => t('detail.summaries.conflict', { name: m[1], reason: m[2] })],
    [
      /^(.+), due (\d{4}-\d{2}-\d{2})\. Conflict overridden \((.*)\): (.*)$/,
      (m) => t('detail.summaries.assignedOverride', { who: m[1], date: day(m[2]), conflicts: m[3], reason: m[4] }),
    ],
    [/^(.+), due (\d{4}-\d{2}-\d{2})$/, (m) => t('detail.summaries.assigned', { who: m[1], date: day(m[2]) })],
    [/^(.+): reviewer role removed$/, (m) => t('detail.summaries.roleRemoved', { name: m[1] })],
    [
      /^(.+): ([\d.]+) \/ 100, (\w+)$/,
      (m) => t('detail.summaries.review', { name: m[1], score: m[2], recommendation: REVIEW_RECOMMENDATION_LABELS[m[3] as ReviewRecommendation] ?? m[3] }),
    ],
    [/^Agreement (.+)$/, (m) => t('detail.summaries.agreement', { file: m[1] })],
    [/^Tranche (\d): (.+) on (\S+), reference (.+)$/, (m) => t('detail.summaries.tranche', { n: m[1], amount: m[2], date: day(m[3]), ref: m[4] })],
    [/^Submitted the (.+)$/, (m) => t('detail.summaries.reportSubmitted', { what: what(m[1]!) })],
    [/^Accepted the (.+?)(?:: (.*))?$/, (m) => t('detail.summaries.reportAccepted', { what: what(m[1]!) }) + (m[2] ? `: ${m[2]}` : '')],
    [/^Asked for changes to the (.+?)(?:: (.*))?$/, (m) => t('detail.summaries.reportChanges', { what: what(m[1]!) }) + (m[2] ? `: ${m[2]}` : '')],
    [/^Reminded the grantees: the (.+) is due on (\S+)$/, (m) => t('detail.summaries.reminded', { what: what(m[1]!), date: day(m[2]) })],
  ];
  for (const [pattern, words] of rules) {
    const m = pattern.exec(text);
    if (m) return words(m);
  }
  return text;
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
                    {summaryIn(e.comment, t)}
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
