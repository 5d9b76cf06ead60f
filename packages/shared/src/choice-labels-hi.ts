import type { FocusArea, OrganizationCategory, ResearchStage, ReviewStatus, UserStatus } from './enums/index.js';

// The choices of the forms and lists in Hindi, apart from the shared tables' Hindi (labels-hi.ts): every
// Hindi page's layout catalogue reads these, while those load only with the screens that show a status, a
// kind or a criterion (decision 203).

/** The focus areas (enums/proposal.ts) in Hindi. */
export const FOCUS_AREA_LABELS_HI: Readonly<Record<FocusArea, string>> = {
  'Decarbonization and Green Steel Innovation': 'डीकार्बनीकरण और हरित इस्पात नवाचार',
  'Circular Economy and Resource Efficiency': 'चक्रीय अर्थव्यवस्था और संसाधन दक्षता',
  'Advanced and High-Performance Steel Development': 'उन्नत एवं उच्च-निष्पादन इस्पात विकास',
  'Operational Excellence': 'परिचालन उत्कृष्टता',
  'Digital and Industry 4.0': 'डिजिटल और उद्योग 4.0',
  'Indigenization of Capital goods manufacturing': 'पूंजीगत वस्तुओं के विनिर्माण का स्वदेशीकरण',
};

/** The organisation categories (enums/organization-category.ts) in Hindi. */
export const ORGANIZATION_CATEGORY_LABELS_HI: Readonly<Record<OrganizationCategory, string>> = {
  Academia: 'शैक्षणिक संस्थान',
  'Reasearch Institute': 'अनुसंधान संस्थान',
  Industry: 'उद्योग',
  Incubator: 'इनक्यूबेटर',
  MSME: 'एमएसएमई',
  Startup: 'स्टार्टअप',
};

/** The research stages (enums/proposal.ts) in Hindi. */
export const RESEARCH_STAGE_LABELS_HI: Readonly<Record<ResearchStage, string>> = {
  Conceptual: 'अवधारणात्मक',
  Experimental: 'प्रायोगिक',
  'Pilot-scale': 'प्रायोगिक संयंत्र स्तर',
  Validation: 'सत्यापन',
  Implementation: 'कार्यान्वयन',
};

/** The registration statuses (enums/user-status.ts) in Hindi. */
export const USER_STATUS_LABELS_HI: Readonly<Record<UserStatus, string>> = {
  PENDING_APPROVAL: 'अनुमोदन लंबित',
  APPROVED: 'अनुमोदित',
  REJECTED: 'अस्वीकृत',
};

/** The statuses an admin decides a reviewed proposal into (enums/proposal.ts REVIEW_STATUS_LABELS) in Hindi. */
export const REVIEW_STATUS_LABELS_HI: Readonly<Record<ReviewStatus, string>> = {
  UNDER_REVIEW: 'समीक्षाधीन',
  APPROVED: 'अनुमोदित',
  REJECTED: 'अस्वीकृत',
};
