import { ALERT_FREQUENCIES, ALERT_KINDS, FOCUS_AREAS } from '@portal/shared';
import type { AlertSettings, AlertSettingsAnswer } from '@portal/shared/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FieldSet } from '../../../components/ui/field';
import { Checkbox, ErrorBanner, FormFields, SuccessBanner } from '../../../components/ui/form-fields';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useCodeLabels } from '../../../lib/labels';
import { useMyAlerts, useSaveMyAlerts } from '../api/alerts-api';
import '../i18n';

/** The user's alerts for new calls (docs/architecture.md#alerts): kinds, focus areas and how often. */
export function AlertsPage() {
  const { t } = useTranslation('alerts');
  const alerts = useMyAlerts();
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold text-brand-700">{t('settings.title')}</h1>
        <p className="mt-1 text-sm text-steel-700">{t('settings.intro')}</p>
      </div>
      {alerts.isPending ? <Spinner /> : alerts.isError ? <ErrorBanner message={t('settings.loadFailed')} /> : <AlertsForm alerts={alerts.data} />}
    </div>
  );
}

function AlertsForm({ alerts }: { alerts: AlertSettingsAnswer }) {
  const { t } = useTranslation('alerts');
  const labels = useCodeLabels();
  const save = useSaveMyAlerts();
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm<AlertSettings>({
    defaultValues: { focusAreas: alerts.focusAreas as AlertSettings['focusAreas'], kinds: alerts.kinds, frequency: alerts.frequency },
  });
  const { register, handleSubmit, formState } = form;
  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    setSaved(null);
    try {
      // Unticked checkbox groups come back as false or a lone string: the API takes lists.
      const list = <T,>(v: unknown): T[] => (Array.isArray(v) ? v : v ? [v as T] : []);
      const res = await save.mutateAsync({ ...values, focusAreas: list(values.focusAreas), kinds: list(values.kinds) });
      setSaved(res.message);
    } catch {
      setError(t('settings.failed'));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-lg bg-white p-4 shadow-sm">
      <p className="text-sm font-semibold text-steel-700" role="status">
        {alerts.subscribed && alerts.nextDigestAt ? t('settings.on', { date: formatDateTime(alerts.nextDigestAt) }) : t('settings.off')}
      </p>
      <ErrorBanner message={error} />
      <SuccessBanner message={saved} />
      <FormFields busy={formState.isSubmitting} className="space-y-5">
        <FieldSet legend={t('settings.kinds')}>
          {() => (
            <div className="grid gap-2 sm:grid-cols-3">
              {ALERT_KINDS.map((kind) => (
                <Checkbox key={kind} value={kind} label={t(`settings.kindNames.${kind}`)} {...register('kinds')} />
              ))}
            </div>
          )}
        </FieldSet>
        <FieldSet legend={t('settings.focusAreas')} hint={t('settings.focusAreasHint')}>
          {() => (
            <div className="grid gap-2 sm:grid-cols-2">
              {FOCUS_AREAS.map((area) => (
                <Checkbox key={area} value={area} label={labels.focusArea(area)} {...register('focusAreas')} />
              ))}
            </div>
          )}
        </FieldSet>
        <FieldSet legend={t('settings.frequency')}>
          {() => (
            <div className="flex flex-wrap gap-4">
              {ALERT_FREQUENCIES.map((frequency) => (
                <label key={frequency} className="flex items-center gap-2 text-sm text-steel-700">
                  <input type="radio" value={frequency} className="h-4 w-4 border-steel-500 text-brand-700" {...register('frequency')} />
                  {t(`settings.frequencyNames.${frequency}`)}
                </label>
              ))}
            </div>
          )}
        </FieldSet>
        <Button type="submit" busy={formState.isSubmitting}>
          {t('settings.save')}
        </Button>
      </FormFields>
    </form>
  );
}
