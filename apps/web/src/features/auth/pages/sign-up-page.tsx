import { EMAIL_MAX_LENGTH, MESSAGES, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PATHS, PHONE_MAX_LENGTH, REDIRECT_DELAY_MS } from '@portal/shared';
import type { RegisterInput } from '@portal/shared/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { ErrorSummary, useErrorSummary } from '../../../components/ui/error-summary';
import { Checkbox, FormFields, PasswordField, TextField } from '../../../components/ui/form-fields';
import { useAuth } from '../../../lib/auth/auth-context';
import type { FromState } from '../../../lib/auth/require-auth';
import { applyServerError, lazyZodResolver } from '../../../lib/forms';
import { AuthCard } from '../components/auth-card';
import '../i18n';

type FormValues = Omit<RegisterInput, 'agreeTerms'> & { agreeTerms: boolean };

const resolver = lazyZodResolver<FormValues>(() => import('../schemas').then((m) => m.registerSchema));

export function SignUpPage() {
  const { t } = useTranslation('auth');
  const { register: registerAccount } = useAuth();
  const navigate = useNavigate();
  const from = ((useLocation().state ?? {}) as { from?: string }).from;
  const [error, setError] = useState<string | null>(null);
  // Locked from success until the redirect; any failure leaves the form usable (react-hook-form counts a
  // caught failure as a successful submit, so isSubmitSuccessful cannot tell the two apart).
  const [isSignedUp, setSignedUp] = useState(false);
  const form = useForm<FormValues>({
    resolver,
    defaultValues: { name: '', email: '', phone: '', password: '', agreeTerms: false },
    // The error summary takes focus instead (decision 132).
    shouldFocusError: false,
  });
  const { register, handleSubmit, formState } = form;
  const { attachSummary, summaryItems, showSummary } = useErrorSummary(formState.errors);

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await registerAccount({ ...values, agreeTerms: true });
      setSignedUp(true);
      toast.success(MESSAGES.signupSuccess);
      await new Promise((r) => setTimeout(r, REDIRECT_DELAY_MS));
      // The answer is the same for a new and a taken address (decision 040): the code, or a note
      // to the owner, is in the mailbox; the verified account then signs in and goes on to `from`.
      await navigate(PATHS.verifyEmail, { replace: true, state: { email: values.email.trim().toLowerCase(), from } satisfies FromState });
    } catch (err) {
      setError(
        applyServerError(err, form.setError, ['name', 'email', 'phone', 'password', 'agreeTerms'], MESSAGES.registerFailedForm, MESSAGES.loginUnexpected),
      );
      showSummary();
    }
  }, showSummary);

  return (
    <AuthCard title={t('signUp.title')} intro={t('signUp.intro')}>
      <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-4">
        <ErrorSummary ref={attachSummary} items={summaryItems} message={error} onSelect={(name) => form.setFocus(name as keyof FormValues)} />
        <FormFields busy={formState.isSubmitting || isSignedUp} className="space-y-4">
          <TextField label={t('signUp.name')} autoComplete="name" maxLength={NAME_MAX_LENGTH} error={formState.errors.name?.message} {...register('name')} />
          <TextField
            label={t('email')}
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <TextField
            label={t('signUp.phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={PHONE_MAX_LENGTH}
            error={formState.errors.phone?.message}
            {...register('phone')}
          />
          <PasswordField
            label={t('password')}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            hint={t('signUp.passwordHint')}
            showLabel={t('showPassword')}
            hideLabel={t('hidePassword')}
            error={formState.errors.password?.message}
            {...register('password')}
          />
          <Checkbox
            label={
              <>
                {t('signUp.agreePrefix')}{' '}
                <Link to={PATHS.terms} className="font-semibold text-brand-700 underline">
                  {t('signUp.terms')}
                </Link>{' '}
                {t('signUp.and')}{' '}
                <Link to={PATHS.privacy} className="font-semibold text-brand-700 underline">
                  {t('signUp.privacy')}
                </Link>
              </>
            }
            error={formState.errors.agreeTerms?.message}
            {...register('agreeTerms')}
          />
          <Button type="submit" busy={formState.isSubmitting} className="w-full">
            {formState.isSubmitting ? t('signUp.submitting') : t('signUp.submit')}
          </Button>
        </FormFields>
        <p className="text-center text-sm text-steel-500">
          {t('signUp.haveAccount')}{' '}
          <Link to={PATHS.signIn} state={{ from }} className="font-semibold text-brand-700 hover:underline">
            {t('signUp.signIn')}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
