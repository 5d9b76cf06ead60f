import {
  CHALLENGE_STATUSES,
  CLARIFICATION_POST_TYPES,
  DOCUMENT_TYPES,
  ORGANIZATION_CATEGORIES,
  PROPOSAL_CATEGORIES,
  PROPOSAL_STATUSES,
  PROPOSAL_TYPES,
  ROLES,
  USER_STATUSES,
} from '@portal/shared';
import { pgEnum } from 'drizzle-orm/pg-core';

export const roleEnum = pgEnum('role', ROLES);
export const userStatusEnum = pgEnum('user_status', USER_STATUSES);
export const organizationCategoryEnum = pgEnum('organization_category', ORGANIZATION_CATEGORIES);
export const documentTypeEnum = pgEnum('document_type', DOCUMENT_TYPES);
export const clarificationPostTypeEnum = pgEnum('clarification_post_type', CLARIFICATION_POST_TYPES);
export const codePurposeEnum = pgEnum('code_purpose', ['EMAIL_VERIFICATION', 'PASSWORD_RESET']);
export const mailStatusEnum = pgEnum('mail_status', ['PENDING', 'SENT', 'FAILED']);
export const challengeStatusEnum = pgEnum('challenge_status', CHALLENGE_STATUSES);
export const proposalCategoryEnum = pgEnum('proposal_category', PROPOSAL_CATEGORIES);
export const proposalTypeEnum = pgEnum('proposal_type', PROPOSAL_TYPES);
export const proposalStatusEnum = pgEnum('proposal_status', PROPOSAL_STATUSES);
