import { zodResolver } from '@hookform/resolvers/zod';
import { EMAIL_MAX_LENGTH, PATHS } from '@portal/shared';
import { emailOnlySchema } from '@portal/shared/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormFields, TextField } from '../../../components/ui/form-fields';
import { forgotPasswordRequest } from '../../../lib/auth/auth-api';
import { ErrorSummary, useErrorSummary } from '../../../components/ui/error-summary';
import { applyServerError } from '../../../lib/forms';
import { AuthCard } from '../components/auth-card';
import '../i18n';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<{ email: string }>({ resolver: zodResolver(emailOnlySchema), defaultValues: { email: '' }, shouldFocusError: false });
  const { register, handleSubmit, formState } = form;
  const { attachSummary, summaryItems, showSummary } = useErrorSummary(formState.errors);

  const onSubmit = handleSubmit(async ({ email }) => {
    setError(null);
    try {
      await forgotPasswordRequest(email);
      await navigate(PATHS.resetPassword, { state: { email } });
    } catch (err) {
      setError(applyServerError(err, form.setError, ['email'], t('reset.failed')));
      showSummary();
    }
  }, showSummary);

  return (
    <AuthCard title={t('forgot.title')} intro={t('forgot.intro')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
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
          <Button type="submit" busy={formState.isSubmitting} className="w-full">
            {formState.isSubmitting ? t('forgot.submitting') : t('forgot.submit')}
          </Button>
        </FormFields>
        <p className="text-center text-sm">
          <Link to={PATHS.signIn} className="font-semibold text-brand-700 hover:underline">
            {t('forgot.back')}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
