import type { Role } from './roles.js';

/** Organisation categories, spelt as the data spells them ('Reasearch Institute'). */
export const ORGANIZATION_CATEGORIES = ['Academia', 'Reasearch Institute', 'Industry', 'Incubator', 'MSME', 'Startup'] as const;
export type OrganizationCategory = (typeof ORGANIZATION_CATEGORIES)[number];

/** The admin user filter adds 'Unknown', sent to the API as the empty string. */
export const ORGANIZATION_CATEGORY_UNKNOWN = { label: 'Unknown', value: '' } as const;

/** The role that follows from an organisation category (docs/architecture.md#accounts). */
export const ROLE_BY_ORGANIZATION_CATEGORY: Readonly<Record<OrganizationCategory, Role>> = {
  Industry: 'INDUSTRY_PARTNER',
  MSME: 'INDUSTRY_PARTNER',
  Academia: 'RESEARCHER',
  'Reasearch Institute': 'RESEARCHER',
  Startup: 'STARTUP',
  Incubator: 'STARTUP',
};
