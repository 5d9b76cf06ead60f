import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { proposalsEn } from '../locales/en';

type WizardForm = 'funding' | 'steelcollab';

/**
 * The labels of the answers a conflict screen lists, by the server's field names: the questions the
 * wizard itself asks (its catalogue's `fields`), renamed by its table from its names to the server's.
 */
export function draftFieldLabels(form: WizardForm, formToServer: Readonly<Record<string, string>>, label: (key: string) => string): Record<string, string> {
  const keys = Object.keys(proposalsEn[form].fields);
  // A field the wizard renames takes its question over any other of the same server name.
  const ordered = [...keys.filter((k) => !(k in formToServer)), ...keys.filter((k) => k in formToServer)];
  return Object.fromEntries(ordered.map((k) => [formToServer[k] ?? k, label(`${form}.fields.${k}`)]));
}

export function useDraftFieldLabels(form: WizardForm, formToServer: Readonly<Record<string, string>>): Record<string, string> {
  const { t } = useTranslation('proposals');
  return useMemo(() => draftFieldLabels(form, formToServer, t), [form, formToServer, t]);
}
