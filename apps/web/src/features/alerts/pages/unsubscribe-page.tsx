import { ALERT_PATHS } from '@portal/shared';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorBanner, SuccessBanner } from '../../../components/ui/form-fields';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useUnsubscribe } from '../api/alerts-api';
import '../i18n';

/**
 * The digest's unsubscribe link lands here, without sign-in: opening it changes nothing (a mail scanner
 * that follows links unsubscribes no one); the button posts the signed token (decision 270).
 */
export function UnsubscribePage() {
  const { t } = useTranslation('alerts');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const invalid = !token || (unsubscribe.error instanceof ApiError && unsubscribe.error.status === 400);
  return (
    <div className="mx-auto max-w-xl space-y-4 px-4 py-8">
      <h1 className="text-2xl font-bold text-brand-700">{t('unsubscribe.title')}</h1>
      {invalid ? (
        <ErrorBanner message={t('unsubscribe.invalid')} />
      ) : unsubscribe.isSuccess ? (
        <SuccessBanner message={unsubscribe.data.data.alreadyDone ? t('unsubscribe.alreadyDone') : t('unsubscribe.done')} />
      ) : (
        <>
          <p className="text-steel-700">{t('unsubscribe.intro')}</p>
          {unsubscribe.isError && <ErrorBanner message={t('unsubscribe.failed')} />}
          <Button type="button" busy={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
            {t('unsubscribe.confirm')}
          </Button>
        </>
      )}
      <p>
        <Link to={ALERT_PATHS.settings} className="text-sm text-brand-700 underline">
          {t('unsubscribe.settings')}
        </Link>
      </p>
    </div>
  );
}
