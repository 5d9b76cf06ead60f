import { PATHS } from '@portal/shared';
import type { Challenge } from '@portal/shared/schemas';
import { useTranslation } from '../../../lib/i18n';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useSignedInUser } from '../../../lib/auth/use-signed-in-user';

/**
 * Apply for a challenge: disabled once it is closed or past its deadline (the server's isOpen); signed
 * in, to the wizard with the challenge chosen; otherwise to /signin, coming back here afterwards.
 */
export function ApplyButton({ challenge, withTitle = false }: { challenge: Challenge; withTitle?: boolean }) {
  const { t } = useTranslation('challenges');
  const signedInUser = useSignedInUser();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const origin = `${pathname}${search}`;
  const apply = async () => {
    if (await signedInUser(origin)) {
      await navigate(PATHS.challengeResponse, { state: { category: 'CHALLENGE', type: 'CHALLENGE_PROPOSAL', challengeId: challenge.id, origin } });
    }
  };
  return (
    <Button
      disabled={!challenge.isOpen}
      title={challenge.isOpen ? undefined : t('applyClosed')}
      aria-label={withTitle ? undefined : t('applyFor', { title: challenge.title })}
      onClick={() => void apply()}
    >
      {t('apply')}
    </Button>
  );
}
