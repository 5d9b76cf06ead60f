import type { Translation } from '../../../lib/i18n';
import type { missionFiguresEn } from './en';

export const missionFiguresHi: Translation<typeof missionFiguresEn> = {
  loading: 'आँकड़े लोड हो रहे हैं…',
  failed: 'आँकड़े लोड नहीं हो सके। बाद में फिर प्रयास करें।',
  fewerThan5: '5 से कम',
  none: 'अभी कोई नहीं',
  days: '{{count}} दिन',
  byScheme: 'योजना के अनुसार',
  byRound: 'मूल्यांकन दौर के अनुसार',
  byFocusArea: 'फोकस क्षेत्र के अनुसार',
  byOrgCategory: 'संगठन श्रेणी के अनुसार',
  total: 'सभी वित्तपोषित परियोजनाएँ',
  scheme: 'योजना',
  round: 'दौर',
  focusArea: 'फोकस क्षेत्र',
  category: 'संगठन श्रेणी',
  unknownCategory: 'नहीं बताया गया',
  noRounds: 'अभी तक कोई प्रस्ताव किसी मूल्यांकन दौर में शामिल नहीं हुआ है।',
  noProjects: 'अभी तक किसी वित्तपोषित परियोजना का करार हस्ताक्षरित नहीं हुआ है।',
  definitions: 'प्रत्येक आँकड़े का अर्थ',
  suppression: '5 से कम प्रस्तावों या परियोजनाओं से निकला आँकड़ा “5 से कम” दिखाया जाता है, ताकि किसी एक आवेदक की पहचान न हो सके।',
  adminOnly: 'केवल व्यवस्थापक',
  schemes: { OI: 'मुक्त नवाचार पद्धति', SSA: 'इस्पात स्टार्टअप त्वरक', CM: 'चुनौती पद्धति' },
};
