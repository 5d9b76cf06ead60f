import { BANNER_SLIDES, HOME_INTRO, SCHEME_CARDS, WHY_PARTNER } from '../content/home';
import { PARTNERS } from '../content/partners';

/**
 * What the home page shows (the programmes page shows its scheme cards too, the partners page its logos),
 * apart from the other public pages' content (content/en.ts): the home page, the one most visitors open
 * first, loads only this.
 */
export const homeContentEn = { BANNER_SLIDES, HOME_INTRO, SCHEME_CARDS, WHY_PARTNER, PARTNERS };
export type HomeContent = typeof homeContentEn;
