import { loadTranslations } from '../../lib/i18n';

/** The mission figures' texts (namespace 'missionFigures'), in the page's language; the metrics' own labels and definitions are the registry's. */
await loadTranslations('missionFigures', {
  en: () => import('./locales/en').then((m) => m.missionFiguresEn),
  hi: () => import('./locales/hi').then((m) => m.missionFiguresHi),
});
