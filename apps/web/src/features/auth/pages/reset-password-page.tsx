import { zodResolver } from '@hookform/resolvers/zod';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PATHS } from '@portal/shared';
import { resetPasswordSchema } from '@portal/shared/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CodeField } from '../../../components/ui/code-field';
import { FormFields, PasswordField, SuccessBanner, TextField } from '../../../components/ui/form-fields';
import { resetPasswordRequest } from '../../../lib/auth/auth-api';
import { ErrorSummary, useErrorSummary } from '../../../components/ui/error-summary';
import { applyServerError } from '../../../lib/forms';
import { AuthCard } from '../components/auth-card';
import type { SignInState } from './sign-in-page';
import '../i18n';

type Values = { email: string; token: string; password: string };

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const email = ((useLocation().state ?? {}) as { email?: string }).email ?? '';
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { email, token: '', password: '' }, shouldFocusError: false });
  const { register, handleSubmit, formState } = form;
  const { attachSummary, summaryItems, showSummary } = useErrorSummary(formState.errors);

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await resetPasswordRequest(values);
      await navigate(PATHS.signIn, { replace: true, state: { reset: true, email: values.email } satisfies SignInState });
    } catch (err) {
      setError(applyServerError(err, form.setError, ['email', 'token', 'password'], t('reset.failed')));
      showSummary();
    }
  }, showSummary);

  return (
    <AuthCard title={t('reset.title')} intro={t('reset.intro')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {email && <SuccessBanner message={t('reset.sent')} />}
        <ErrorSummary ref={attachSummary} items={summaryItems} message={error} onSelect={(name) => form.setFocus(name as 'email')} />
        <FormFields busy={formState.isSubmitting} className="space-y-4">
          <TextField
            label={t('email')}
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <CodeField label={t('reset.code')} error={formState.errors.token?.message} {...register('token')} />
          <PasswordField
            label={t('reset.newPassword')}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            hint={t('signUp.passwordHint')}
            showLabel={t('showPassword')}
            hideLabel={t('hidePassword')}
            error={formState.errors.password?.message}
            {...register('password')}
          />
          <Button type="submit" busy={formState.isSubmitting} className="w-full">
            {formState.isSubmitting ? t('reset.submitting') : t('reset.submit')}
          </Button>
        </FormFields>
      </form>
    </AuthCard>
  );
}
