import { MESSAGES, PATHS, REDIRECT_DELAY_MS, VERIFICATION_CODE_LENGTH, VERIFICATION_TOAST_MS } from '@portal/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { CodeField } from '../../../components/ui/code-field';
import { ErrorBanner, FormFields, SuccessBanner, TextField } from '../../../components/ui/form-fields';
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

  const [typedEmail, setTypedEmail] = useState('');
  // The e-mail comes from the navigation state (sign-up, sign-in). The mailed link opens this page in any
  // browser, with no state: then the page asks for the address with the code, and says so.
  const known = state.email ?? null;
  const email = known ?? typedEmail.trim();
  const ready = code.length === VERIFICATION_CODE_LENGTH && email.includes('@');

  const onVerify = async (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
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
    <AuthCard
      title={t('verify.title')}
      intro={known ? t('verify.intro', { email: known, length: VERIFICATION_CODE_LENGTH }) : t('verify.introFromLink', { length: VERIFICATION_CODE_LENGTH })}
    >
      <form onSubmit={onVerify} noValidate className="space-y-4">
        <ErrorBanner message={error} />
        <SuccessBanner message={info} />
        <FormFields busy={busy !== null} className="space-y-4">
          {!known && (
            <TextField
              label={t('verify.email')}
              type="email"
              autoComplete="email"
              required
              value={typedEmail}
              onChange={(e) => {
                setTypedEmail(e.target.value);
                setError(null);
              }}
            />
          )}
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
          <Button type="submit" busy={busy === 'verify'} disabled={!ready} className="w-full">
            {busy === 'verify' ? t('verify.submitting') : t('verify.submit')}
          </Button>
          <Button variant="ghost" busy={busy === 'resend'} disabled={!email.includes('@')} onClick={() => void onResend()} className="w-full">
            {busy === 'resend' ? t('verify.resending') : t('verify.resend')}
          </Button>
        </FormFields>
      </form>
    </AuthCard>
  );
}
