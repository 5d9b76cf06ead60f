import { loadTranslations } from '../../lib/i18n';

await loadTranslations('projects', {
  en: () => import('./locales/en').then((m) => m.projectsEn),
  hi: () => import('./locales/hi').then((m) => m.projectsHi),
});
