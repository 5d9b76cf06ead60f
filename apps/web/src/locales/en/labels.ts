import {
  DOCUMENT_TYPE_LABELS,
  type FocusArea,
  type OrganizationCategory,
  type ProposalType,
  type ResearchStage,
  type Role,
  USER_STATUS_LABELS,
} from '@portal/shared';

/**
 * What people read for the codes and values the server sends (lib/labels.ts, useCodeLabels): loaded with
 * the screens that show them, not with every page's layout (decision 203).
 */
export const labels = {
  /** What people read for the registration status and role codes the server sends. */
  statusLabels: USER_STATUS_LABELS,
  roleLabels: {
    ADMIN: 'Administrator',
    RESEARCHER: 'Researcher',
    REVIEWER: 'Reviewer',
    INNOVATOR: 'Innovator',
    INDUSTRY_PARTNER: 'Industry partner',
    STARTUP: 'Startup',
    INSTITUTION: 'Institution',
    MINISTRY: 'Ministry',
  } satisfies Record<Role, string>,
  typeLabels: {
    PROBLEM: 'Problem statement',
    RESEARCH_IDEA: 'Research idea',
    INNOVATION: 'Innovative solution',
    FUNDING_SUPPORT: 'Funding support',
    CHALLENGE_PROPOSAL: 'Challenge proposal',
    CHALLENGE: 'Challenge',
  } satisfies Record<ProposalType, string>,
  /** What people read for the values the data holds (the spec's spellings stay the values sent). */
  focusAreaLabels: {
    'Decarbonization and Green Steel Innovation': 'Decarbonization and Green Steel Innovation',
    'Circular Economy and Resource Efficiency': 'Circular Economy and Resource Efficiency',
    'Advanced and High-Performance Steel Development': 'Advanced and High-Performance Steel Development',
    'Operational Excellence': 'Operational Excellence',
    'Digital and Industry 4.0': 'Digital and Industry 4.0',
    'Indigenization of Capital goods manufacturing': 'Indigenization of Capital goods manufacturing',
  } satisfies Record<FocusArea, string>,
  organizationCategoryLabels: {
    Academia: 'Academia',
    'Reasearch Institute': 'Reasearch Institute',
    Industry: 'Industry',
    Incubator: 'Incubator',
    MSME: 'MSME',
    Startup: 'Startup',
  } satisfies Record<OrganizationCategory, string>,
  /** The one table of packages/shared, as the server's answers and exports name the types. */
  documentTypeLabels: DOCUMENT_TYPE_LABELS,
  researchStageLabels: {
    Conceptual: 'Conceptual',
    Experimental: 'Experimental',
    'Pilot-scale': 'Pilot-scale',
    Validation: 'Validation',
    Implementation: 'Implementation',
  } satisfies Record<ResearchStage, string>,
};
