import { FOCUS_AREA_LABELS_HI, ORGANIZATION_CATEGORY_LABELS_HI, RESEARCH_STAGE_LABELS_HI, USER_STATUS_LABELS_HI } from '@portal/shared';
import type { Translation } from '../../lib/i18n';
import type { labels as en } from '../en/labels';

/** The codes' and values' names in Hindi; the same keys as locales/en/labels.ts (terms: docs/glossary.md). */
export const labels: Translation<typeof en> = {
  statusLabels: { ...USER_STATUS_LABELS_HI },
  roleLabels: {
    ADMIN: 'प्रशासक',
    RESEARCHER: 'शोधकर्ता',
    REVIEWER: 'समीक्षक',
    INNOVATOR: 'नवप्रवर्तक',
    INDUSTRY_PARTNER: 'उद्योग भागीदार',
    STARTUP: 'स्टार्टअप',
    INSTITUTION: 'संस्थान',
    MINISTRY: 'मंत्रालय',
  },
  typeLabels: {
    PROBLEM: 'समस्या विवरण',
    RESEARCH_IDEA: 'अनुसंधान विचार',
    INNOVATION: 'नवोन्मेषी समाधान',
    FUNDING_SUPPORT: 'वित्तीय सहायता',
    CHALLENGE_PROPOSAL: 'चुनौती प्रस्ताव',
    CHALLENGE: 'चुनौती',
  },
  focusAreaLabels: { ...FOCUS_AREA_LABELS_HI },
  organizationCategoryLabels: { ...ORGANIZATION_CATEGORY_LABELS_HI },
  documentTypeLabels: { Aadhar: 'आधार', PAN_crd: 'पैन कार्ड', passport: 'पासपोर्ट', drivers_license: 'ड्राइविंग लाइसेंस', voter_id: 'मतदाता पहचान पत्र' },
  researchStageLabels: { ...RESEARCH_STAGE_LABELS_HI },
};
