import { loadTranslations } from '../../lib/i18n';

await loadTranslations('admin', {
  en: () => import('./locales/en').then((m) => m.adminEn),
  hi: () => import('./locales/hi').then((m) => m.adminHi),
});
