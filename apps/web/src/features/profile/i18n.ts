import { loadTranslations } from '../../lib/i18n';

await loadTranslations('profile', {
  en: () => import('./locales/en').then((m) => m.profileEn),
  hi: () => import('./locales/hi').then((m) => m.profileHi),
});
