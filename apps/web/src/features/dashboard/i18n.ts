import { loadTranslations } from '../../lib/i18n';

await loadTranslations('dashboard', {
  en: () => import('./locales/en').then((m) => m.dashboardEn),
  hi: () => import('./locales/hi').then((m) => m.dashboardHi),
});
