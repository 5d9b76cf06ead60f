import type { CollabRequest } from '@portal/shared/schemas';
import { useTranslation } from '../../../lib/i18n';

const TONE: Record<CollabRequest['status'], string> = {
  OPEN: 'bg-green-100 text-green-800',
  ACCEPTED: 'bg-brand-50 text-brand-800',
  DECLINED: 'bg-steel-100 text-steel-700',
  EXPIRED: 'bg-steel-100 text-steel-700',
};

/** A request's state in words. */
export function RequestStatus({ status }: { status: CollabRequest['status'] }) {
  const { t } = useTranslation('partners');
  return <span className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${TONE[status]}`}>{t(`requests.statuses.${status}`)}</span>;
}
