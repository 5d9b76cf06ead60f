import { loadTranslations } from '../../lib/i18n';

/** The project boxes' texts (namespace 'projectBoxes'), in the page's language. */
await loadTranslations('projectBoxes', {
  en: () => import('./locales/en').then((m) => m.projectBoxesEn),
  hi: () => import('./locales/hi').then((m) => m.projectBoxesHi),
});
