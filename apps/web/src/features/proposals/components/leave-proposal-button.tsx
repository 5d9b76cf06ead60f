import { PATHS } from '@portal/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useLeaveProposal } from '../api/leave-proposal';
import { toastFailure } from '../../../lib/refusal';

/**
 * For a person named on someone's proposal: "I am not part of this", confirmed in a dialog. They are
 * taken off it, cannot be named on it again, and its owner is told; they land on their dashboard.
 */
export function LeaveProposalButton({ proposal }: { proposal: { id: string; title: string } }) {
  const { t } = useTranslation('proposals');
  const navigate = useNavigate();
  const leave = useLeaveProposal();
  const [confirming, setConfirming] = useState(false);

  const onConfirm = async () => {
    try {
      const answer = await leave.mutateAsync(proposal.id);
      setConfirming(false);
      toast.success(answer.message);
      void navigate(PATHS.dashboard);
    } catch (err) {
      toastFailure(err, t('leave.failed'));
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {t('leave.action')}
      </Button>
      <Dialog open={confirming} onOpenChange={setConfirming} title={t('leave.title')}>
        <p className="text-sm text-steel-700 [overflow-wrap:anywhere]">{t('leave.body', { title: proposal.title })}</p>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('leave.cancel')}
          </Button>
          <Button variant="danger" busy={leave.isPending} onClick={() => void onConfirm()}>
            {t('leave.confirm')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
