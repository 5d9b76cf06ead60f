import type { DraftConflict } from '@portal/shared/schemas';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { formatTime } from '../../lib/format';
import { Button } from '../ui/button';

type Props = {
  conflict: DraftConflict;
  fieldLabels: Readonly<Record<string, string>>;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  /** Fields both changed: save with the value chosen for each (decision 211). */
  onResolve?: (choices: Record<string, 'mine' | 'theirs'>) => void;
  /** The editor's value of a field, as it would be sent. */
  mineOf?: (field: string) => unknown;
};

/**
 * The screen of a save refused on a stale version (decisions 186, 211): who saved, when, and which answers
 * changed. Where both changed the same answers, each shows their value and the editor's side by side,
 * labelled with the wizard's question, and the editor chooses per answer before anything is saved;
 * otherwise they keep theirs or take the other. Focus moves to it so keyboard and screen-reader users
 * meet it first.
 */
export function DraftConflictPanel({ conflict, fieldLabels, onKeepMine, onTakeTheirs, onResolve, mineOf }: Props) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const who = conflict.savedBy ?? t('wizard.conflictSomeone');
  const both = onResolve && mineOf && conflict.conflicts && conflict.conflicts.length > 0 ? { list: conflict.conflicts, onResolve, mineOf } : null;
  const [choices, setChoices] = useState<Record<string, 'mine' | 'theirs'>>({});
  const shown = (value: unknown): string => {
    if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return t('wizard.conflictEmpty');
    if (typeof value === 'boolean') return value ? t('wizard.conflictYes') : t('wizard.conflictNo');
    if (Array.isArray(value))
      return value.map((v) => (typeof v === 'object' && v !== null ? String((v as { organisation?: unknown }).organisation ?? '') : String(v))).join(', ');
    return String(value);
  };
  return (
    <section aria-labelledby="draft-conflict-title" className="rounded border-2 border-amber-600 bg-amber-50 p-4" data-testid="draft-conflict">
      <h2 id="draft-conflict-title" ref={heading} tabIndex={-1} className="text-lg font-bold text-steel-900 focus:outline-none">
        {t('wizard.conflictTitle')}
      </h2>
      <p className="mt-2">{t('wizard.conflictBody', { who, time: formatTime(conflict.savedAt) })}</p>
      {both ? (
        <>
          <p className="mt-2">{t('wizard.conflictBoth')}</p>
          <ul className="mt-3 space-y-4">
            {both.list.map(({ field, theirs }) => {
              const label = fieldLabels[field] ?? field;
              const choice = choices[field] ?? 'mine';
              return (
                <li key={field} data-testid={`conflict-${field}`}>
                  <fieldset className="min-w-0 rounded border border-amber-300 bg-white p-3">
                    <legend className="px-1 font-semibold">{label}</legend>
                    <div className="grid gap-3 sm:grid-cols-2">
                      {(['theirs', 'mine'] as const).map((side) => (
                        <label key={side} className="flex min-w-0 items-start gap-2 rounded border border-steel-200 p-2">
                          <input
                            type="radio"
                            name={`conflict-${field}`}
                            value={side}
                            checked={choice === side}
                            onChange={() => setChoices((c) => ({ ...c, [field]: side }))}
                            className="mt-1"
                          />
                          <span className="min-w-0">
                            <span className="block text-sm font-semibold">
                              {side === 'theirs' ? t('wizard.conflictKeepTheirsFor') : t('wizard.conflictKeepMineFor')}
                            </span>
                            <span className="block text-xs text-steel-700">{side === 'theirs' ? t('wizard.conflictTheirs') : t('wizard.conflictMine')}</span>
                            <span className="mt-1 block break-words whitespace-pre-wrap">{shown(side === 'theirs' ? theirs : both.mineOf(field))}</span>
                          </span>
                        </label>
                      ))}
                    </div>
                  </fieldset>
                </li>
              );
            })}
          </ul>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button onClick={() => both.onResolve(Object.fromEntries(both.list.map(({ field }) => [field, choices[field] ?? 'mine'])))}>
              {t('wizard.conflictSaveChoices')}
            </Button>
            <Button variant="secondary" onClick={onTakeTheirs}>
              {t('wizard.conflictTakeTheirs')}
            </Button>
          </div>
        </>
      ) : (
        <>
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
        </>
      )}
    </section>
  );
}
