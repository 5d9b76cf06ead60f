import { loadCatalogue } from '../../../lib/i18n';
import type { HomeContent } from './en';

/** The home page's content in the page's language: `const { HOME_INTRO } = homeContent()` (as content/index.ts). */
export const homeContent = await loadCatalogue<HomeContent>('homeContent', {
  en: () => import('./en').then((m) => m.homeContentEn),
  hi: () => import('./hi').then((m) => m.homeContentHi as unknown as HomeContent),
});
