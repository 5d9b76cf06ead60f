import { MESSAGES, type ProposalType } from '@portal/shared';
import { useTranslation } from '../../../lib/i18n';
import { useLocation } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { useSignedInUser } from '../../../lib/auth/use-signed-in-user';
import { useConnectStakeholder } from '../api/connect-stakeholder';

/** How long the toast is read before the mail window opens (docs/specification.md#statuses). */
const TOAST_MS = 5000;

function mailto(email: string, title: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(title)}`;
}

/**
 * Connect with the poster: signed out, sign in first and come back; signed in, register the interest,
 * show the toast for 5 s, then open a mail to the post's contact address with the title as subject.
 * `inert` makes the sample pages' button do nothing.
 */
export function ConnectButton({ proposal, inert = false }: { proposal: { id: string; title: string; type: ProposalType }; inert?: boolean }) {
  const { t } = useTranslation('proposals');
  const signedInUser = useSignedInUser();
  const location = useLocation();
  const connect = useConnectStakeholder();
  const label = t(`steelcollab.detail.connect.${proposal.type}`);

  const onClick = async () => {
    if (inert) return;
    const user = await signedInUser(`${location.pathname}${location.search}`);
    if (!user) return;
    try {
      const outcome = await connect.mutateAsync({ proposalId: proposal.id, from: user.id });
      if (!outcome.created) {
        toast.info(outcome.message);
        return;
      }
      toast.success(MESSAGES.interestRegistered, { duration: TOAST_MS });
      setTimeout(() => {
        window.location.href = mailto(outcome.data.contactEmail, proposal.title);
      }, TOAST_MS);
    } catch (err) {
      toast.error(err instanceof Error && err.message ? err.message : MESSAGES.connectFailedToast);
    }
  };

  return (
    <Button onClick={onClick} busy={connect.isPending} className="w-full">
      {connect.isPending ? t('steelcollab.detail.connecting') : label}
    </Button>
  );
}
