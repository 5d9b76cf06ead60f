import { useMemo } from 'react';
import { proposalsEn } from '../locales/en';
import { useTranslation } from '../../../lib/i18n';

/** The labels of the answers a conflict screen lists, by the server's field names. */
export function useDraftFieldLabels(): Record<string, string> {
  const { t } = useTranslation('proposals');
  return useMemo(() => Object.fromEntries(Object.keys(proposalsEn.drafts.fields).map((k) => [k, t(`drafts.fields.${k}`)])), [t]);
}
