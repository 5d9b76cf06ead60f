import { loadTranslations } from '../../lib/i18n';

await loadTranslations('rounds', {
  en: () => import('./locales/en').then((m) => m.roundsEn),
  hi: () => import('./locales/hi').then((m) => m.roundsHi),
});
