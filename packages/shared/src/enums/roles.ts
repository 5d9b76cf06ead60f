/** Roles a user may carry (docs/specification.md#entities). */
export const ROLES = ['ADMIN', 'RESEARCHER', 'REVIEWER', 'INNOVATOR', 'INDUSTRY_PARTNER', 'STARTUP', 'INSTITUTION', 'MINISTRY'] as const;
export type Role = (typeof ROLES)[number];
export const Role = Object.fromEntries(ROLES.map((r) => [r, r])) as { readonly [K in Role]: K };
