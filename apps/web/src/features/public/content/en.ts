import { ABOUT } from './about';
import { CONTACT } from './contact';
import { DOCUMENTS } from './documents';
import { FAQ } from './faq';
import { GALLERY } from './gallery';
import { PRIVACY, TERMS } from './legal';
import { GOVERNING_BOARD, OVERSIGHT_COMMITTEE } from './people';
import {
  CHALLENGE_METHOD,
  DISBURSEMENT_TEXT,
  FOCUS_AREAS_ALT,
  HOW_IT_WORKS_ALT,
  NEXT_MEETING_NOTICE,
  OPEN_INNOVATION,
  PROGRAMS_PAGE,
  STEEL_STARTUP,
  STEELCOLLAB_HUB,
} from './programs';
import { RESOURCES } from './resources';
import { US_TABS } from './us';

/**
 * The public pages' content in English, one object: its Hindi twin (content/hi.ts) has the same shape,
 * and a page reads the one of its language through `content()` (content/index.ts).
 */
export const contentEn = {
  ABOUT,
  CONTACT,
  DOCUMENTS,
  FAQ,
  GALLERY,
  TERMS,
  PRIVACY,
  GOVERNING_BOARD,
  OVERSIGHT_COMMITTEE,
  NEXT_MEETING_NOTICE,
  PROGRAMS_PAGE,
  CHALLENGE_METHOD,
  OPEN_INNOVATION,
  STEEL_STARTUP,
  FOCUS_AREAS_ALT,
  HOW_IT_WORKS_ALT,
  DISBURSEMENT_TEXT,
  STEELCOLLAB_HUB,
  RESOURCES,
  US_TABS,
};
export type PublicContent = typeof contentEn;
