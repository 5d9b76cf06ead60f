import { loadTranslations } from '../../lib/i18n';

await loadTranslations('reviews', {
  en: () => import('./locales/en').then((m) => m.reviewsEn),
  hi: () => import('./locales/hi').then((m) => m.reviewsHi),
});
