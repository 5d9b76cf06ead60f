import { loadTranslations } from '../../lib/i18n';

await loadTranslations('alerts', {
  en: () => import('./locales/en').then((m) => m.alertsEn),
  hi: () => import('./locales/hi').then((m) => m.alertsHi),
});
