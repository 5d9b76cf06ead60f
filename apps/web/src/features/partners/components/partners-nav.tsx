import { PATHS } from '@portal/shared';
import { NavLink } from 'react-router';
import { useTranslation } from '../../../lib/i18n';

/** The two partners pages side by side: suggestions, and the requests received and sent. */
export function PartnersNav() {
  const { t } = useTranslation('partners');
  const cls = ({ isActive }: { isActive: boolean }) =>
    `rounded px-3 py-1.5 text-sm font-semibold ${isActive ? 'bg-brand-700 text-white' : 'bg-white text-brand-700 underline hover:bg-steel-50'}`;
  return (
    <nav aria-label={t('tabs.label')} className="flex flex-wrap gap-2">
      <NavLink to={PATHS.findPartners} end className={cls}>
        {t('tabs.find')}
      </NavLink>
      <NavLink to={PATHS.collabRequests} className={cls}>
        {t('tabs.requests')}
      </NavLink>
    </nav>
  );
}
