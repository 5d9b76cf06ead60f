import { PATHS } from '@portal/shared';
import type { AdminRound } from '@portal/shared/schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatDay, formatRupees } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useCreateRound, useRounds } from '../api/rounds-api';
import { RoundForm } from '../components/round-form';
import '../i18n';

/** The admin's rounds: every scheme's and challenge's rounds with their counts; create one. */
export function AdminRoundsPage() {
  const { t } = useTranslation('rounds');
  const rounds = useRounds();
  const create = useCreateRound();
  const [creating, setCreating] = useState(false);
  const columns: Column<AdminRound>[] = [
    {
      id: 'name',
      header: t('list.name'),
      cell: (r) => (
        <Link to={PATHS.adminRound(r.id)} className="font-semibold text-brand-700 underline [overflow-wrap:anywhere]">
          {r.name}
        </Link>
      ),
    },
    { id: 'scheme', header: t('list.scheme'), cell: (r) => t(`schemes.${r.scheme}`) },
    { id: 'cutoff', header: t('list.cutoff'), cell: (r) => formatDay(r.cutoffAt), className: 'whitespace-nowrap' },
    { id: 'reviewDue', header: t('list.reviewDue'), cell: (r) => formatDay(r.reviewDueAt), className: 'whitespace-nowrap' },
    { id: 'meeting', header: t('list.meeting'), cell: (r) => (r.meetingAt ? formatDay(r.meetingAt) : '—'), className: 'whitespace-nowrap' },
    { id: 'budget', header: t('list.budget'), cell: (r) => formatRupees(r.budget), className: 'whitespace-nowrap' },
    { id: 'state', header: t('list.state'), cell: (r) => t(`states.${r.state}`) },
    { id: 'counts', header: t('list.counts'), cell: (r) => `${r.counts.submitted} / ${r.counts.reviewed} / ${r.counts.decided}` },
  ];
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold text-brand-700">{t('list.title')}</h1>
        <p className="mt-1 text-sm text-steel-700">{t('list.intro')}</p>
      </div>
      <div className="rounded-lg bg-white p-4 shadow-sm">
        {creating ? (
          <>
            <h2 className="mb-3 text-lg font-semibold text-brand-700">{t('form.createTitle')}</h2>
            <RoundForm
              onSave={async (values) => {
                const round = await create.mutateAsync(values);
                toast.success(round.name);
                setCreating(false);
              }}
            />
          </>
        ) : (
          <Button onClick={() => setCreating(true)}>{t('list.create')}</Button>
        )}
      </div>
      <div className="rounded-lg bg-white p-4 shadow-sm">
        <DataTable
          caption={t('list.caption')}
          columns={columns}
          rows={rounds.data}
          rowKey={(r) => r.id}
          isLoading={rounds.isPending}
          isFetching={rounds.isFetching && !rounds.isPending}
          error={rounds.isError ? t('list.loadFailed') : undefined}
          empty={<EmptyState title={t('list.empty')} />}
        />
      </div>
    </div>
  );
}
