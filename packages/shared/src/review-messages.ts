import { REVIEW_COMMENT_MIN_LENGTH, REVIEW_REASON_MIN_LENGTH, REVIEW_SCORE_MAX, REVIEW_SCORE_MIN } from './review-criteria.js';

/**
 * The texts of peer review that the server answers and the review forms show (docs/architecture.md#peer-review).
 * A catalogue of its own beside MESSAGES: none of these is quoted by the specification.
 */
export const REVIEW_MESSAGES = {
  scoreRange: `Give a whole number from ${REVIEW_SCORE_MIN} to ${REVIEW_SCORE_MAX}`,
  scoreRequired: 'Score this criterion before you submit',
  commentTooShort: `Write at least ${REVIEW_COMMENT_MIN_LENGTH} characters before you submit`,
  commentTooLong: 'This comment is too long',
  recommendationRequired: 'Choose a recommendation before you submit',
  recommendationInvalid: 'Choose one of the recommendations',
  reasonTooShort: `Give a reason of at least ${REVIEW_REASON_MIN_LENGTH} characters`,
  reasonTooLong: 'This reason is too long',
  dueDateInvalid: 'Enter the due date as a date',
  dueDatePast: 'The due date cannot be in the past',
  dueDateTooFar: 'The due date can be at most a year ahead',
  reviewerRoleNeedsProfile: 'Only a user with a verified e-mail address and a complete profile can be a reviewer',
  reviewerRoleGranted: 'The user is now a reviewer',
  reviewerRoleRemoved: 'The user is no longer a reviewer',
  notAReviewer: 'This user is not a reviewer',
  notFundingProposal: 'Only funding proposals are peer reviewed',
  proposalDecided: 'The decision on this proposal has been taken: its reviews can no longer change',
  tooManyReviewers: 'This proposal already has 5 active reviewers',
  alreadyAssigned: 'This reviewer is already assigned to this proposal',
  reviewerAssigned: 'Reviewer assigned',
  reviewerAssignedDespiteConflict: 'Reviewer assigned; the override is recorded',
  conflictOfInterest: 'Conflict of interest',
  assignmentMissing: 'Review assignment not found',
  withdrawSubmitted: 'A submitted review cannot be withdrawn',
  assignmentWithdrawn: 'Assignment withdrawn',
  declareFirst: 'Declare whether you have a conflict of interest before you review this proposal',
  alreadyDeclared: 'You have already declared on this assignment',
  assignmentReleased: 'This assignment was released',
  declaredNoConflict: 'Thank you: the proposal is open to you',
  declaredConflict: 'Thank you: the assignment is handed back to the administrators',
  reviewSaved: 'Draft saved',
  reviewSubmitted: 'Review submitted',
  reviewCorrected: 'Review corrected',
  draftAfterSubmit: 'A submitted review can be corrected, not turned back into a draft',
  // Conflict-of-interest reasons (errors[].message of a refused assignment).
  conflictIsOwner: 'The reviewer is the applicant',
  conflictIsCollaborator: 'The reviewer is a collaborator on this proposal',
  conflictSameOrganisationAsOwner: 'The reviewer’s organisation ({{organization}}) is the applicant’s',
  conflictSameOrganisationAsCollaborator: 'The reviewer’s organisation ({{organization}}) is a collaborator’s ({{name}})',
  conflictNamedTogether: 'The reviewer and the applicant were named together on another proposal in the last 3 years ("{{title}}")',
  conflictDeclaredBefore: 'The reviewer declared a conflict of interest on this proposal: {{reason}}',
} as const;
