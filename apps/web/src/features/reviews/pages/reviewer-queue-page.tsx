import { PATHS, proposalKindOf } from '@portal/shared';
import type { MyReviewAssignment } from '@portal/shared/schemas';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useMyFigures, useMyReviews } from '../api/reviewer-api';
import '../i18n';

/** The reviewer's queue: each assigned proposal with its scheme, reference, due date and state; overdue in red. */
export function ReviewerQueuePage() {
  const { t } = useTranslation('reviews');
  const queue = useMyReviews();
  const figures = useMyFigures();
  const columns: Column<MyReviewAssignment>[] = [
    {
      id: 'title',
      header: t('queue.proposal'),
      cell: (r) => (
        <Link
          to={PATHS.reviewerReview(r.id)}
          className="font-semibold text-brand-700 underline [overflow-wrap:anywhere]"
          aria-label={t('queue.open', { title: r.title })}
        >
          {r.title}
        </Link>
      ),
    },
    { id: 'scheme', header: t('queue.scheme'), cell: (r) => proposalKindOf(r.category, r.type)?.label ?? r.type },
    { id: 'reference', header: t('queue.reference'), cell: (r) => r.reference ?? '—', className: 'whitespace-nowrap' },
    {
      id: 'due',
      header: t('queue.due'),
      className: 'whitespace-nowrap',
      cell: (r) => (
        <span className={r.overdue ? 'font-semibold text-red-700' : undefined}>
          {formatDate(r.dueDate)}
          {r.overdue ? ` · ${t('queue.overdue')}` : ''}
        </span>
      ),
    },
    { id: 'state', header: t('queue.state'), cell: (r) => t(`queue.states.${r.state}`) },
  ];
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold text-brand-700">{t('queue.title')}</h1>
        <p className="mt-1 text-sm text-steel-700">{t('queue.intro')}</p>
        <p className="mt-2 text-sm">
          <Link to={PATHS.reviewerProfile} className="font-semibold text-brand-700 underline">
            {t('profile.link')}
          </Link>
        </p>
      </div>
      {figures.data && (
        <section aria-labelledby="my-figures" className="rounded-lg bg-white p-4 shadow-sm" data-testid="my-figures">
          <h2 id="my-figures" className="mb-2 text-lg font-semibold text-brand-700">
            {t('figures.title')}
          </h2>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
            {(
              [
                ['load', `${figures.data.open} / ${figures.data.maxLoad}`],
                ['invited', figures.data.invited],
                ['accepted', figures.data.accepted],
                ['declined', figures.data.declined],
                ['expired', figures.data.expired],
                ['submitted', figures.data.submitted],
                ['onTime', figures.data.onTime],
                ['medianDays', figures.data.medianDaysToSubmit ?? t('reviewers.notYet')],
                ['distance', figures.data.meanDistance ?? t('reviewers.notYet')],
              ] as const
            ).map(([key, value]) => (
              <div key={key}>
                <dt className="text-steel-700">{t(`reviewers.${key}`)}</dt>
                <dd className="font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <div className="rounded-lg bg-white p-4 shadow-sm">
        <DataTable
          caption={t('queue.caption')}
          columns={columns}
          rows={queue.data}
          rowKey={(r) => r.id}
          isLoading={queue.isPending}
          error={queue.isError ? queue.error.message : undefined}
          empty={<EmptyState title={t('queue.empty')} />}
        />
      </div>
    </div>
  );
}
