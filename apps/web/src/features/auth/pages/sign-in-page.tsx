import { EMAIL_MAX_LENGTH, MESSAGES, PASSWORD_MAX_LENGTH, PATHS, pathIn } from '@portal/shared';
import type { LoginInput } from '@portal/shared/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorSummary, useErrorSummary } from '../../../components/ui/error-summary';
import { Checkbox, FormFields, PasswordField, SuccessBanner, TextField } from '../../../components/ui/form-fields';
import { useAuth } from '../../../lib/auth/auth-context';
import { applyServerError, lazyZodResolver } from '../../../lib/forms';
import { AuthCard } from '../components/auth-card';
import '../i18n';
import { localize } from '../../../lib/localize';

const resolver = lazyZodResolver<LoginInput>(() => import('../schemas').then((m) => m.loginSchema));

export type SignInState = { from?: string; verified?: boolean; reset?: boolean; email?: string };

export function SignInPage() {
  const { t } = useTranslation('auth');
  const { login } = useAuth();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as SignInState;
  const [error, setError] = useState<string | null>(null);
  const form = useForm<LoginInput>({
    resolver,
    defaultValues: { email: state.email ?? '', password: '', rememberMe: false },
    // The error summary takes focus instead (decision 132).
    shouldFocusError: false,
  });
  const { register, handleSubmit, formState } = form;
  const { attachSummary, summaryItems, showSummary } = useErrorSummary(formState.errors);

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await login(values.email, values.password, values.rememberMe ?? false);
      if (!result.isEmailVerified) {
        await navigate(PATHS.verifyEmail, { state: { email: values.email.trim().toLowerCase(), from: state.from } });
      } else {
        const target = result.roles.includes('ADMIN') ? PATHS.adminDashboard : (state.from ?? PATHS.dashboard);
        // The profile's language differs from this page's: the next page loads in it (decision 176).
        if (result.language !== currentLanguage()) window.location.replace(pathIn(result.language, target));
        else await navigate(target, { replace: true });
      }
    } catch (err) {
      setError(applyServerError(err, form.setError, ['email', 'password'], MESSAGES.loginFailedForm, MESSAGES.loginUnexpected));
      showSummary();
    }
  }, showSummary);

  return (
    <AuthCard title={t('signIn.title')} intro={t('signIn.intro')}>
      <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-4">
        {state.verified && <SuccessBanner message={localize(MESSAGES.emailVerifiedSignIn)} />}
        {state.reset && <SuccessBanner message={t('signIn.resetDone')} />}
        <ErrorSummary ref={attachSummary} items={summaryItems} message={error} onSelect={(name) => form.setFocus(name as keyof LoginInput)} />
        <FormFields busy={formState.isSubmitting} className="space-y-4">
          <TextField
            label={t('email')}
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <PasswordField
            label={t('password')}
            autoComplete="current-password"
            maxLength={PASSWORD_MAX_LENGTH}
            showLabel={t('showPassword')}
            hideLabel={t('hidePassword')}
            error={formState.errors.password?.message}
            {...register('password')}
          />
          <div className="flex items-center justify-between">
            <Checkbox label={t('signIn.rememberMe')} {...register('rememberMe')} />
            <Link to={PATHS.forgotPassword} className="text-sm font-semibold text-brand-700 hover:underline">
              {t('signIn.forgot')}
            </Link>
          </div>
          <Button type="submit" busy={formState.isSubmitting} className="w-full">
            {formState.isSubmitting ? t('signIn.submitting') : t('signIn.submit')}
          </Button>
        </FormFields>
        <p className="text-center text-sm text-steel-500">
          {t('signIn.noAccount')}{' '}
          <Link to={PATHS.signUp} state={{ from: state.from }} className="font-semibold text-brand-700 hover:underline">
            {t('signIn.createAccount')}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
