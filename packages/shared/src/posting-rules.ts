import type { OrganizationCategory } from './enums/organization-category.js';

/**
 * Who may post what in Steelcollab (docs/specification.md#posting-rules), with the refusal text the hub shows. The solution
 * text keeps the braces the spec quotes.
 */
export const STEELCOLLAB_POSTING_RULES = {
  problem: { categories: ['Industry', 'MSME'], message: 'Only Industry and MSME type can post in this category' },
  research: { categories: ['Reasearch Institute', 'Academia'], message: 'Only Reasearch Institute and Academia type can post in this category' },
  solution: { categories: ['Startup', 'Incubator'], message: 'Only {Startup} and {Incubator} type can post in this category' },
} as const satisfies Record<string, { categories: readonly OrganizationCategory[]; message: string }>;
export type SteelcollabPostKind = keyof typeof STEELCOLLAB_POSTING_RULES;
