import { API, PROPOSAL_KINDS, proposalKindOf } from '@portal/shared';
import type { ProposalRow } from '@portal/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useMyProposals } from '../../../api/proposals/get-my-proposals';
import { proposalKeys } from '../../../api/proposals/proposal-keys';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorBanner } from '../../../components/ui/form-fields';
import { Spinner } from '../../../components/ui/spinner';
import { apiData } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';

/**
 * "In progress", first on the dashboard (docs/architecture.md#wizard-drafts): the caller's drafts and
 * those naming them as a collaborator, each with its scheme, title, last save and who made it, the
 * challenge's deadline, Continue, and (the owner) Delete after a confirmation. A Challenge Method draft
 * whose challenge has closed says so and offers no Continue: it cannot be submitted.
 */
export function InProgress() {
  const { t } = useTranslation('dashboard');
  const own = useMyProposals({ status: 'DRAFT', role: 'owner', page: 1, limit: 50 });
  const shared = useMyProposals({ status: 'DRAFT', role: 'collaborator', page: 1, limit: 50 });
  const heading = useRef<HTMLHeadingElement>(null);
  const [deleting, setDeleting] = useState<ProposalRow | null>(null);
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: string) => apiData<null>(API.proposal(id), { method: 'DELETE', auth: true }),
    onSuccess: async () => {
      setDeleting(null);
      toast.success(t('inProgress.deleted'));
      await queryClient.invalidateQueries({ queryKey: proposalKeys.all });
      // The row and its button are gone: focus goes to the list's heading, not to the page's top.
      heading.current?.focus();
    },
  });
  const rows = [...(own.data?.data ?? []).map((r) => ({ row: r, mine: true })), ...(shared.data?.data ?? []).map((r) => ({ row: r, mine: false }))];
  if (own.isPending) return <Spinner />;
  if (!own.isError && rows.length === 0) return null;
  return (
    <section aria-labelledby="in-progress-heading" className="rounded-lg bg-white p-4 shadow-sm sm:p-6" data-testid="in-progress">
      <h2 id="in-progress-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold text-steel-900 focus:outline-none">
        {t('inProgress.title')}
      </h2>
      {own.isError && <ErrorBanner message={own.error.message} />}
      <ul className="mt-3 divide-y divide-steel-100">
        {rows.map(({ row, mine }) => {
          const kind = proposalKindOf(row.category, row.type) ?? PROPOSAL_KINDS.openInnovation;
          const closed = row.challenge !== null && !row.challenge.open;
          return (
            <li key={row.id} className="flex flex-wrap items-start justify-between gap-3 py-3" data-testid="draft-row">
              <div className="min-w-0 flex-1">
                <p className="text-sm text-steel-700">{t(`inProgress.kinds.${kind.id}`)}</p>
                <p className="font-semibold text-steel-900 [overflow-wrap:anywhere]">{row.title || t('inProgress.untitled')}</p>
                <p className="text-sm text-steel-700">
                  {t('inProgress.lastSaved', { date: formatDateTime(row.updatedAt), who: row.savedBy ?? t('inProgress.someone') })}
                </p>
                {row.challenge?.deadline && (
                  <p className="text-sm text-steel-700">{t('inProgress.deadline', { title: row.challenge.title, date: formatDate(row.challenge.deadline) })}</p>
                )}
                {closed && <p className="mt-1 text-sm font-semibold text-red-800">{t('inProgress.challengeClosed')}</p>}
              </div>
              <div className="flex flex-wrap gap-2">
                {!closed && (
                  <Link to={kind.editPath(row.id)} className="rounded bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800">
                    {t('inProgress.continue')}
                    <span className="sr-only">: {row.title || t('inProgress.untitled')}</span>
                  </Link>
                )}
                {mine && (
                  <Button variant="secondary" onClick={() => setDeleting(row)}>
                    {t('inProgress.delete')}
                    <span className="sr-only">: {row.title || t('inProgress.untitled')}</span>
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('inProgress.confirmTitle')}
        description={t('inProgress.confirmBody', { title: deleting?.title || t('inProgress.untitled') })}
      >
        {remove.isError && <ErrorBanner message={remove.error.message} />}
        <div className="mt-4 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            {t('inProgress.cancel')}
          </Button>
          <Button variant="danger" busy={remove.isPending} onClick={() => deleting && remove.mutate(deleting.id)}>
            {t('inProgress.confirmDelete')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
