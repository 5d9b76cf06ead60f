import { loadTranslations } from '../../lib/i18n';

await loadTranslations('auth', {
  en: () => import('./locales/en').then((m) => m.authEn),
  hi: () => import('./locales/hi').then((m) => m.authHi),
});
