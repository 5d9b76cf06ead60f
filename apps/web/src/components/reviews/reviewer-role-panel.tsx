import type { UserProfile } from '@portal/shared/schemas';
import { useTranslation } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useReviewers } from '../../api/reviews/get-reviewers';
import { useSetReviewerRole } from '../../api/reviews/set-reviewer-role';
import { Button } from '../ui/button';
import './i18n';

/** On the admin's user page: whether the user reviews funding proposals, their load, and the grant or removal. */
export function ReviewerRolePanel({ user, onChanged }: { user: UserProfile; onChanged: () => void }) {
  const { t } = useTranslation('reviewPanels');
  const isReviewer = user.roles.includes('REVIEWER');
  // Approved accounts only (decision 207): the grant is not offered to another.
  const mayGrant = user.status === 'APPROVED';
  const load = useReviewers(user.email, isReviewer);
  const mine = load.data?.data.find((r) => r.id === user.id);
  const setRole = useSetReviewerRole();
  const change = () =>
    setRole.mutate(
      { id: user.id, reviewer: !isReviewer },
      {
        onSuccess: (res) => {
          toast.success(res.message);
          onChanged();
        },
        onError: (e) => toast.error(e.message),
      },
    );
  return (
    <section aria-labelledby="reviewer-h" className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-white p-5 shadow-sm">
      <div>
        <h2 id="reviewer-h" className="text-lg font-semibold">
          {t('role.title')}
        </h2>
        <p className="mt-1 text-sm text-steel-700">{isReviewer ? t('role.is') : t('role.isNot')}</p>
        {isReviewer && mine && <p className="mt-1 text-sm text-steel-700">{t('role.load', { open: mine.open, submitted: mine.submitted })}</p>}
        {!isReviewer && <p className="mt-1 text-sm text-steel-500">{t(mayGrant ? 'role.needsProfile' : 'role.needsApproval')}</p>}
      </div>
      {(isReviewer || mayGrant) && (
        <Button variant={isReviewer ? 'secondary' : 'primary'} busy={setRole.isPending} onClick={change}>
          {isReviewer ? t('role.remove') : t('role.grant')}
        </Button>
      )}
    </section>
  );
}
