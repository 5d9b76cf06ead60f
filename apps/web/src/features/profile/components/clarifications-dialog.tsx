import { MESSAGES } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { Dialog } from '../../../components/ui/dialog';
import { userClarificationsQuery } from '../api/profile-api';

/** 'Clarifications for {name}': what the administrators asked, newest first (spec part 1 §2). */
export function ClarificationsDialog({ open, onOpenChange, userId, name }: { open: boolean; onOpenChange: (o: boolean) => void; userId: string; name: string }) {
  const { t } = useTranslation('profile');
  const query = useQuery({ ...userClarificationsQuery(userId), enabled: open });
  useEffect(() => {
    if (query.isError) toast.error(MESSAGES.clarificationsFetchFailed);
  }, [query.isError]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('clarifications.title', { name })} wide>
      {query.isPending ? (
        <p role="status">{t('clarifications.loading')}</p>
      ) : !query.data || query.data.length === 0 ? (
        <p className="text-steel-500">{t('clarifications.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="bg-steel-50 text-steel-700">
              <tr>
                <th scope="col" className="px-3 py-2">{t('clarifications.sno')}</th>
                <th scope="col" className="px-3 py-2">{t('clarifications.comment')}</th>
                <th scope="col" className="px-3 py-2">{t('clarifications.date')}</th>
              </tr>
            </thead>
            <tbody>
              {query.data.map((c, i) => (
                <tr key={c.id} className="border-t border-steel-100">
                  <td className="px-3 py-2">{i + 1}</td>
                  {/* A long unbroken string wraps instead of stretching the table. */}
                  <td className="px-3 py-2 whitespace-pre-wrap [overflow-wrap:anywhere]">{c.comment}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{new Date(c.createdAt).toLocaleDateString('en-IN', { day: '2-digit', month: 'short', year: 'numeric' })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Dialog>
  );
}
