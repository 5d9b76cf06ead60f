import { useEffect } from 'react';
import { useTranslation } from '../lib/i18n';
import { toast } from '../lib/toast';
import { type ClarificationSubject, useClarifications } from '../api/clarifications/get-clarifications';
import { formatDate } from '../lib/format';
import { DataTable } from './ui/data-table';
import { Dialog } from './ui/dialog';
import { EmptyState } from './ui/empty-state';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; subject: ClarificationSubject; name: string };

/** 'Clarifications for {name}': what the administrators asked about a user or a proposal (docs/specification.md#admin-screens). */
export function ClarificationsDialog({ open, onOpenChange, subject, name }: Props) {
  const { t } = useTranslation();
  const query = useClarifications(subject, { enabled: open });
  useEffect(() => {
    if (query.isError) toast.error(query.error.message);
  }, [query.isError, query.error]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('clarifications.title', { name })} wide>
      <DataTable
        caption={t('clarifications.caption')}
        rows={query.data}
        rowKey={(c) => c.id}
        isLoading={query.isPending}
        error={query.isError ? query.error.message : undefined}
        empty={<EmptyState title={t('clarifications.empty')} />}
        columns={[
          { id: 'sno', header: t('clarifications.sno'), cell: (_, i) => i + 1 },
          { id: 'comment', header: t('clarifications.comment'), cell: (c) => c.comment, className: 'whitespace-pre-wrap [overflow-wrap:anywhere]' },
          { id: 'date', header: t('clarifications.date'), cell: (c) => formatDate(c.createdAt), className: 'whitespace-nowrap' },
        ]}
      />
    </Dialog>
  );
}
