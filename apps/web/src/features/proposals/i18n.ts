import { loadTranslations } from '../../lib/i18n';

await loadTranslations('proposals', {
  en: () => import('./locales/en').then((m) => m.proposalsEn),
  hi: () => import('./locales/hi').then((m) => m.proposalsHi),
});
