import { loadTranslations } from '../../lib/i18n';

/** The peer-review panels' texts (namespace 'reviewPanels'), in the page's language. */
await loadTranslations('reviewPanels', {
  en: () => import('./locales/en').then((m) => m.reviewPanelsEn),
  hi: () => import('./locales/hi').then((m) => m.reviewPanelsHi),
});
