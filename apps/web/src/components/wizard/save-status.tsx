import { useTranslation } from '../../lib/i18n';
import { formatTime } from '../../lib/format';
import { Button } from '../ui/button';
import type { ServerDraft } from './server-draft';

/**
 * The line under a wizard's step saying where its server copy stands (docs/architecture.md#wizard-drafts):
 * "Saved at 14:32", saving, or why not, with Retry. Announced politely; a failure is not an alert,
 * because the work is kept either way.
 */
export function SaveStatus({ server }: { server: ServerDraft }) {
  const { t } = useTranslation();
  const { status } = server;
  let text: string | null = null;
  if (status === 'saving') text = t('wizard.saving');
  else if (status === 'offline') text = t('wizard.savedOffline');
  else if (status === 'failed') text = t('wizard.saveFailed', { reason: server.error ?? '' });
  else if (status === 'conflict') text = t('wizard.saveConflict');
  else if (server.savedAt && status === 'saved')
    text = server.dirty ? t('wizard.savedAtEdited', { time: formatTime(server.savedAt) }) : t('wizard.savedAt', { time: formatTime(server.savedAt) });
  const canRetry = status === 'offline' || status === 'failed';
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm" data-testid="save-status">
      <p role="status" className={canRetry ? 'font-semibold text-red-800' : 'text-steel-700'}>
        {text}
      </p>
      {canRetry && (
        <Button variant="secondary" onClick={() => void server.save()}>
          {t('wizard.retrySave')}
        </Button>
      )}
    </div>
  );
}
