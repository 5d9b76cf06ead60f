import { loadCatalogue } from '../../../lib/i18n';
import type { PublicContent } from './en';

/**
 * The public pages' content in the page's language: `const { FAQ } = content()` (decision 175). The
 * Hindi object has the English one's shape (`Translation<PublicContent>`); it is read as the English
 * type, whose literal strings (`as const` lists) it cannot repeat.
 */
export const content = await loadCatalogue<PublicContent>('publicContent', {
  en: () => import('./en').then((m) => m.contentEn),
  hi: () => import('./hi').then((m) => m.contentHi as unknown as PublicContent),
});
