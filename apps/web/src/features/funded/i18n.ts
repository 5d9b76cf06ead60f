import { loadTranslations } from '../../lib/i18n';

await loadTranslations('funded', {
  en: () => import('./locales/en').then((m) => m.fundedEn),
  hi: () => import('./locales/hi').then((m) => m.fundedHi),
});
