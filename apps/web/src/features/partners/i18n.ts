import { loadTranslations } from '../../lib/i18n';

await loadTranslations('partners', {
  en: () => import('./locales/en').then((m) => m.partnersEn),
  hi: () => import('./locales/hi').then((m) => m.partnersHi),
});
