import { loadTranslations } from '../../lib/i18n';

await loadTranslations('openData', {
  en: () => import('./locales/en').then((m) => m.openDataEn),
  hi: () => import('./locales/hi').then((m) => m.openDataHi),
});
