import { useTranslation } from './i18n';

/** People read labels, never the codes the server sends (status, role and proposal type names, in 'common'). */
export function useCodeLabels() {
  const { t } = useTranslation('common');
  return {
    status: (code: string) => t(`statusLabels.${code}`, { defaultValue: code }),
    roles: (codes: readonly string[]) => codes.map((c) => t(`roleLabels.${c}`, { defaultValue: c })).join(', '),
    proposalType: (code: string) => t(`typeLabels.${code}`, { defaultValue: code }),
  };
}
