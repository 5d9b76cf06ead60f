import { loadTranslations } from '../../lib/i18n';

await loadTranslations('challenges', {
  en: () => import('./locales/en').then((m) => m.challengesEn),
  hi: () => import('./locales/hi').then((m) => m.challengesHi),
});
