import { MESSAGES, PATHS, REDIRECT_DELAY_MS, VERIFICATION_CODE_LENGTH, VERIFICATION_TOAST_MS } from '@portal/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { CodeField } from '../../../components/ui/code-field';
import { ErrorBanner, FormFields, SuccessBanner } from '../../../components/ui/form-fields';
import { useAuth } from '../../../lib/auth/auth-context';
import type { FromState } from '../../../lib/auth/require-auth';
import { AuthCard } from '../components/auth-card';
import type { SignInState } from './sign-in-page';
import '../i18n';
import { refusalMessage } from '../../../lib/refusal';

export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const { verifyEmail, resendVerification, refreshSession, user } = useAuth();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as FromState;
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);

  // The e-mail comes from the navigation state; without it there is nothing to verify.
  if (!state.email) return <Navigate to={PATHS.signIn} replace />;
  const email = state.email;

  const onVerify = async (e: FormEvent) => {
    e.preventDefault();
    if (code.length !== VERIFICATION_CODE_LENGTH) return;
    setBusy('verify');
    setError(null);
    setInfo(null);
    try {
      await verifyEmail(email, code);
      toast.success(MESSAGES.emailVerified, { duration: VERIFICATION_TOAST_MS });
      await new Promise((r) => setTimeout(r, REDIRECT_DELAY_MS));
      if (user) {
        // Signed in already (sign-up and sign-in both open a session): renew the token, which now says
        // the address is verified, and go on rather than ask for the password again (decision 050).
        await refreshSession();
        await navigate(state.from ?? PATHS.dashboard, { replace: true });
      } else {
        await navigate(PATHS.signIn, { replace: true, state: { verified: true, email, from: state.from } satisfies SignInState });
      }
    } catch (err) {
      setError(refusalMessage(err, err instanceof Error ? MESSAGES.verifyFailedForm : MESSAGES.verifyUnexpected));
      setBusy(null);
    }
  };

  const onResend = async () => {
    setBusy('resend');
    setError(null);
    setInfo(null);
    try {
      await resendVerification(email);
      setInfo(t('verify.resent'));
    } catch (err) {
      setError(refusalMessage(err, err instanceof Error ? MESSAGES.resendFailedForm : MESSAGES.resendUnexpected));
    } finally {
      setBusy(null);
    }
  };

  return (
    <AuthCard title={t('verify.title')} intro={t('verify.intro', { email, length: VERIFICATION_CODE_LENGTH })}>
      <form onSubmit={onVerify} noValidate className="space-y-4">
        <ErrorBanner message={error} />
        <SuccessBanner message={info} />
        <FormFields busy={busy !== null} className="space-y-4">
          <CodeField
            label={t('verify.code')}
            hint={t('verify.codeHint')}
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              setError(null);
            }}
            className="[&_input]:text-center [&_input]:text-2xl [&_input]:tracking-[0.5em]"
          />
          <Button type="submit" busy={busy === 'verify'} disabled={code.length !== VERIFICATION_CODE_LENGTH} className="w-full">
            {busy === 'verify' ? t('verify.submitting') : t('verify.submit')}
          </Button>
          <Button variant="ghost" busy={busy === 'resend'} onClick={() => void onResend()} className="w-full">
            {busy === 'resend' ? t('verify.resending') : t('verify.resend')}
          </Button>
        </FormFields>
      </form>
    </AuthCard>
  );
}
