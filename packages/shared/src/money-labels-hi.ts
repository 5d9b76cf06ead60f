import type { MONEY_LABELS } from './money-labels.js';

/** MONEY_LABELS in Hindi, key for key (terms: docs/glossary.md). */
export const MONEY_LABELS_HI: Record<keyof typeof MONEY_LABELS, string> = {
  duration: 'अवधि',
  months: '{{n}} महीने',
  equipment: 'उपकरण',
  consumables: 'उपभोग्य सामग्री',
  manpower: 'जनशक्ति',
  travel: 'यात्रा',
  contingency: 'आकस्मिक व्यय',
  overheads: 'उपरिव्यय',
  projectCost: 'परियोजना लागत',
  requestedGrant: 'माँगा गया अनुदान ({{share}} %)',
  ownContribution: 'अपना अंशदान',
  notGiven: 'नहीं दिया गया',
  otherFunding: 'इसी कार्य का अन्य वित्तपोषण',
  noOtherFunding: 'कोई नहीं: इस कार्य का कोई अन्य वित्तपोषण नहीं',
  otherFundingEntry: '{{funder}}, {{scheme}}: {{amount}} ({{status}})। {{howItDiffers}}',
  APPLIED: 'आवेदित',
  SANCTIONED: 'स्वीकृत',
  COMPLETED: 'पूर्ण',
};
