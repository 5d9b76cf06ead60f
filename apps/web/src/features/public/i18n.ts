import { loadTranslations } from '../../lib/i18n';

await loadTranslations('public', {
  en: () => import('./locales/en').then((m) => m.publicEn),
  hi: () => import('./locales/hi').then((m) => m.publicHi),
});
