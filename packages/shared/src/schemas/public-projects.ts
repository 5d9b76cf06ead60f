import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants/limits.js';
import { FOCUS_AREAS } from '../enums/proposal.js';
import { MESSAGES } from '../messages.js';
import { PROJECT_SCHEMES } from '../projects.js';
import { projectOutputSchema } from './project.js';

/**
 * The public pages of funded projects (architecture "In the open"): only the contract's fields, from the
 * agreement on; never a person's name, e-mail or phone.
 */
const blankless = (v: unknown) => (v === '' ? undefined : v);
export const publicProjectsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  scheme: z.preprocess(blankless, z.enum(PROJECT_SCHEMES, { error: MESSAGES.projectSchemeInvalid }).optional()),
  focusArea: z.preprocess(blankless, z.enum(FOCUS_AREAS).optional()),
  /** The year of the agreement (India time). */
  year: z.preprocess(blankless, z.coerce.number().int().min(2000).max(2099).optional()),
});
export type PublicProjectsQuery = z.infer<typeof publicProjectsQuerySchema>;
export const publicProjectParamsSchema = z.object({
  reference: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9/-]+$/, MESSAGES.notFound),
});

export const PUBLIC_MILESTONE_STATUSES = ['UPCOMING', 'REPORTED', 'VALIDATED', 'OVERDUE'] as const;
export type PublicMilestoneStatus = (typeof PUBLIC_MILESTONE_STATUSES)[number];

const summary = z.object({ text: z.string(), textHi: z.string().nullable() }).nullable();
export const publicProjectRowSchema = z.object({
  reference: z.string(),
  title: z.string(),
  scheme: z.enum(PROJECT_SCHEMES),
  organisation: z.string().nullable(),
  focusAreas: z.array(z.string()),
  grant: z.number(),
  released: z.number(),
  startDate: z.string(),
  agreedOn: z.string(),
  withdrawn: z.boolean(),
});
export const publicProjectSchema = publicProjectRowSchema.extend({
  /** The collaborators' organisations other than the recipient's, by name (never a person). */
  partners: z.array(z.string()),
  /** The evaluation round it was decided in, by name; null for one decided outside a round. */
  round: z.string().nullable(),
  approvedCost: z.number(),
  summary,
  milestones: z.array(z.object({ title: z.string(), dueDate: z.string(), status: z.enum(PUBLIC_MILESTONE_STATUSES) })),
  /** What came of it (decision 263): papers with their DOI, patents with their number, pilots, products. */
  outputs: z.array(projectOutputSchema.omit({ id: true })),
  /** The public summaries of its reports the admin approved with them (decision 262), oldest approval first. */
  reports: z.array(
    z.object({
      type: z.enum(['MILESTONE', 'QUARTERLY']),
      milestoneIndex: z.number().int().nullable(),
      quarter: z.string().nullable(),
      approvedOn: z.string(),
      text: z.string(),
      textHi: z.string().nullable(),
    }),
  ),
});
export type PublicProjectRow = z.infer<typeof publicProjectRowSchema>;
export type PublicProject = z.infer<typeof publicProjectSchema>;
