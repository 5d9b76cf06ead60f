import { MESSAGES, PATHS, type ProposalType } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { useSignedInUser } from '../../../lib/auth/use-signed-in-user';
import { useConnectStakeholder } from '../api/connect-stakeholder';
import { toastFailure } from '../../../lib/refusal';

/** How long the toast is read before the mail window opens (docs/specification.md#statuses). */
const TOAST_MS = 5000;

function mailto(email: string, title: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(title)}`;
}

/**
 * Connect with the poster: signed out, sign in first and come back; signed in, register the interest,
 * show the toast for 5 s, then open a mail to the post's contact address with the title as subject.
 * A refusal (403: address, profile, registration or name; 429: the day's limit) is shown under the
 * button with the server's reason and, for a 403, a link to the profile that settles it (decision 124).
 * `inert` makes the sample pages' button do nothing.
 */
export function ConnectButton({ proposal, inert = false }: { proposal: { id: string; title: string; type: ProposalType }; inert?: boolean }) {
  const { t } = useTranslation('proposals');
  const signedInUser = useSignedInUser();
  const location = useLocation();
  const connect = useConnectStakeholder();
  const label = t(`steelcollab.detail.connect.${proposal.type}`);
  const [refusal, setRefusal] = useState<{ message: string; status: number } | null>(null);

  const onClick = async () => {
    if (inert) return;
    const user = await signedInUser(`${location.pathname}${location.search}`);
    if (!user) return;
    setRefusal(null);
    try {
      const outcome = await connect.mutateAsync({ proposalId: proposal.id, from: user.id });
      if (!outcome.created) {
        toast.info(outcome.message);
        return;
      }
      toast.success(MESSAGES.interestRegistered, { duration: TOAST_MS });
      const contactEmail = outcome.data.contactEmail;
      if (!contactEmail) return;
      setTimeout(() => {
        window.location.href = mailto(contactEmail, proposal.title);
      }, TOAST_MS);
    } catch (err) {
      if (err instanceof ApiError && (err.status === 403 || err.status === 429)) setRefusal({ message: err.message, status: err.status });
      else toastFailure(err, MESSAGES.connectFailedToast);
    }
  };

  return (
    <div className="space-y-2">
      <Button onClick={onClick} busy={connect.isPending} className="w-full">
        {connect.isPending ? t('steelcollab.detail.connecting') : label}
      </Button>
      {refusal && (
        <div role="alert" className="rounded border border-red-200 bg-red-50 p-3 text-sm text-red-800" data-testid="connect-refusal">
          <p>{refusal.message}</p>
          {refusal.status === 403 && (
            <Link to={PATHS.profile} className="mt-1 inline-block font-semibold underline">
              {t('steelcollab.detail.openProfile')}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
