import { useTranslation } from './i18n';

/** People read labels, never the codes the server sends (status, role and proposal type names, in 'common'). */
export function useCodeLabels() {
  const { t } = useTranslation('common');
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
