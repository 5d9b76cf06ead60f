import { loadTranslations, useTranslation } from './i18n';

// The names of the codes and values (locales/*/labels.ts) load with the screens that show them: a module
// that imports this one waits for them, as a feature's texts are waited for (decision 203).
await loadTranslations('labels', {
  en: () => import('../locales/en/labels').then((m) => m.labels),
  hi: () => import('../locales/hi/labels').then((m) => m.labels),
});

/** People read labels, never the codes the server sends (status, role and proposal type names, in 'labels'). */
export function useCodeLabels() {
  const { t } = useTranslation('labels');
  const table = (name: string) => t(name, { returnObjects: true }) as Record<string, string>;
  return {
    status: (code: string) => t(`statusLabels.${code}`, { defaultValue: code }),
    roles: (codes: readonly string[]) => codes.map((c) => t(`roleLabels.${c}`, { defaultValue: c })).join(', '),
    proposalType: (code: string) => t(`typeLabels.${code}`, { defaultValue: code }),
    // Values with a dot ('Digital and Industry 4.0') are read from the whole table, not by a dotted key.
    focusArea: (value: string) => table('focusAreaLabels')[value] ?? value,
    organizationCategory: (value: string) => table('organizationCategoryLabels')[value] ?? value,
    documentType: (value: string) => table('documentTypeLabels')[value] ?? value,
    researchStage: (value: string) => table('researchStageLabels')[value] ?? value,
  };
}
