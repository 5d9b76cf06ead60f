import type { DraftConflict } from '@portal/shared/schemas';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n';
import { formatTime } from '../../lib/format';
import { Button } from '../ui/button';

type Props = {
  conflict: DraftConflict;
  fieldLabels: Readonly<Record<string, string>>;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
};

/**
 * The screen of a save refused on a stale version (decision 186): who saved, when, and which answers
 * changed; the user keeps theirs (saved again on the new version) or takes the other (the server copy
 * is loaded). Focus moves to it so keyboard and screen-reader users meet it first.
 */
export function DraftConflictPanel({ conflict, fieldLabels, onKeepMine, onTakeTheirs }: Props) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const who = conflict.savedBy ?? t('wizard.conflictSomeone');
  return (
    <section aria-labelledby="draft-conflict-title" className="rounded border-2 border-amber-600 bg-amber-50 p-4" data-testid="draft-conflict">
      <h2 id="draft-conflict-title" ref={heading} tabIndex={-1} className="text-lg font-bold text-steel-900 focus:outline-none">
        {t('wizard.conflictTitle')}
      </h2>
      <p className="mt-2">{t('wizard.conflictBody', { who, time: formatTime(conflict.savedAt) })}</p>
      {conflict.changedFields.length > 0 && (
        <>
          <p className="mt-2 font-semibold">{t('wizard.conflictChanged')}</p>
          <ul className="ml-5 list-disc">
            {conflict.changedFields.map((f) => (
              <li key={f}>{fieldLabels[f] ?? f}</li>
            ))}
          </ul>
        </>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={onKeepMine}>{t('wizard.conflictKeepMine')}</Button>
        <Button variant="secondary" onClick={onTakeTheirs}>
          {t('wizard.conflictTakeTheirs')}
        </Button>
      </div>
    </section>
  );
}
