import { PRODUCT_SHORT_NAME } from './constants/product.js';
import type { OrganizationCategory } from './enums/organization-category.js';

/**
 * Every text the spec quotes (part 1 §4/§8, part 2 §5/§8), spelt as quoted. The web's i18n layer
 * uses these as its English strings; the server uses the same constants in its answers.
 */
export const MESSAGES = {
  // Calls
  noAuthToken: 'No authentication token found',
  internalError: 'Internal server error',
  notFound: 'Not found',
  validationFailed: 'Validation failed',
  pleaseFixValidation: 'Please fix the validation errors',
  tooManyRequests: 'Too many requests, please try again later.',
  forbidden: 'You do not have permission to perform this action',
  unauthorized: 'Authentication required',

  // Sign-in and sign-up (part 1 §8)
  loginFailedService: 'Login failed',
  loginFailedForm: 'Login failed. Please check your credentials and try again.',
  loginUnexpected: 'An unexpected error occurred during login',
  invalidCredentials: 'Invalid email or password',
  registerFailedForm: 'Registration failed. Please try again.',
  invalidToken: 'Invalid token received',
  invalidTokenRefresh: 'Invalid token received during refresh',
  verifyFailedService: 'Email verification failed',
  verifyFailedForm: 'Verification failed',
  resendFailedService: 'Failed to resend verification code',
  resendFailedForm: 'Failed to resend code',
  refreshFailed: 'Token refresh failed',
  verifyUnexpected: 'An unexpected error occurred during email verification',
  resendUnexpected: 'An unexpected error occurred while resending verification code',
  refreshUnexpected: 'An unexpected error occurred during token refresh',
  signupSuccess: `You have successfully signed up on ${PRODUCT_SHORT_NAME} portal, Kindly login to see more details`,
  emailVerified: 'Email verified successfully!',
  emailVerifiedSignIn: 'Email verified successfully! Please sign in.',

  // Profile and users (part 1 §8)
  profileLoadFailed: 'Failed to load profile',
  profileLoadFailedToast: 'Failed to load user profile',
  profileSaveFailed: 'Failed to update user profile',
  profileSaveFailedToast: 'Failed to update profile. Please try again',
  organizationsFailed: 'Failed to fetch organizations',
  usersSearchFailed: 'Failed to search users',
  userStatusFailed: 'Failed to update user status',
  clarificationsFetchFailed: 'Failed to fetch clearifications',
  uploadRefused: 'Only PDF files upto 2MB are allowed',
  uploadTooLarge: 'File size must be under 2MB',
  noDocumentProvided: 'No Document Provided',

  // Proposals and challenges (part 2 §8)
  challengeCreateFailed: 'Failed to create Challenge',
  proposalCreateFailed: 'Failed to create proposal',
  statusUpdateFailed: 'Failed to update status',
  proposalsSearchFailed: 'Failed to search proposals',
  challengesSearchFailed: 'Failed to search challenges',
  proposalDetailsFailed: 'Failed to fetch proposal details',
  connectFailed: 'Failed to connect with stakeholder',
  proposalNotFound: 'Problem statement not found',

  // Toasts, success
  proposalSubmitted: 'Proposal submitted successfully!',
  researchIdeaSubmitted: 'Research idea submitted successfully!',
  challengeSubmitted: 'Challenge submitted successfully!',
  challengeUpdated: 'Challenge updated successfully!',
  userStatusUpdated: 'User Status update successfully!',
  proposalStatusUpdated: 'Proposal Status update successfully!',
  clarificationMailSent: 'Mail sent for more clarification',
  interestRegistered:
    'Your interest has been registered! The stakeholder will be notified and will contact you shortly.',

  // Toasts, failure
  proposalsFetchFailed: 'Failed to fetch proposals.',
  challengesFetchFailed: 'Failed to fetch Challenges.',
  proposalDetailsFetchFailed: 'Failed to fetch proposal details.',
  clarificationsFetchFailedToast: 'Failed to fetch clearifications.',
  userProfileLoadFailed: 'Failed to load user profile.',
  proposalSubmitFailed: 'Failed to submit proposal. Please try again.',
  researchIdeaSubmitFailed: 'Failed to submit research idea. Please try again.',
  userStatusUpdateFailed: 'Failed to update user status.',
  proposalStatusUpdateFailed: 'Failed to update proposal status.',
  mailSendFailed: 'Failed to Send mail. Please try again.',
  connectFailedToast: 'Failed to connect with stakeholder. Please try again.',

  // Screens
  noNotifications: 'No new notifications.',
  accessDenied: 'Access Denied',
  accessDeniedBody: "Sorry, you don't have permission to access this page",
  accessDeniedNoUser: 'You need to be logged in with appropriate permissions to access this page',
  unexpectedApplicationError: 'Unexpected Application Error!',
  pageNotFound: 'Page not found',
  noChallenges:
    'Common challenges will be uploaded after the next challenge identification committee meeting.',

  // Wizard validation (part 2 §5)
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  mobileRequired: 'Mobile number is required',
  orgTypeRequired: 'Organization type is required',
  orgNameRequired: 'Organization name is required',
  designationRequired: 'Designation is required',
  minFiveChars: 'Must be at least 5 characters',
  proposalFileRequired: 'proposal File is required',
  collaboratorRequired: 'collaborator is compulsary',
  collaboratorRowRequired: 'Colabortator is compulsory',
  confirmDetails: 'You must confirm the details',
  acceptTerms: 'You must accept the terms',
  agreePostOnPortal: 'You must agree to post on portal',
  problemTitleRequired: 'Problem title is required',
  problemDescriptionRequired: 'Problem description is required',
  relevantDetailsRequired: 'Relevant details are required',
  focusAreaRequired: 'At least one focus area must be selected',
  eligibilityRequired: 'Eligibility criteria is required',
  titleRequired: 'Title is required',
  proposedSolutionRequired: 'Proposed solution is required',
  researchStageRequired: 'Current research stage is required',
  solutionBenefitsRequired: 'Solution benefits are required',
  industrySupportRequired: 'Industry support requirements are required',
  challengeTitleRequired: 'title is required',
  applicationDeadlineRequired: 'Application Deadline is required',

  // Challenges: texts the spec leaves open (ARCHITECTURE.md, Challenges)
  challengeNotFound: 'Challenge not found',
  challengeClosed: 'This challenge is no longer accepting applications',
  applicationDeadlineInvalid: 'Enter a valid date',
  applicationDeadlinePast: 'Application Deadline cannot be in the past',
  challengeStatusInvalid: 'Choose OPEN or CLOSE',
  challengeDocRefused: 'Only doc, docx or pdf files upto 10MB are allowed',

  // Proposals: the server's own refusals (ARCHITECTURE.md, Proposals), shown as the server sends them
  submitNeedsVerifiedEmail: 'Verify your e-mail address before submitting a proposal',
  submitNeedsCompleteProfile: 'Complete your profile before submitting a proposal',
  submitUserRejected: 'Your registration was rejected, so you cannot submit or post proposals',
  proposalMissing: 'Proposal not found',
  proposalNotEditable: 'This proposal can no longer be edited: only proposals under review can be changed',
  proposalUpdated: 'Proposal updated successfully!',
  proposalKindUnknown: 'Choose a valid category and type',
  collaboratorNotRegistered: 'A collaborator must be a registered user of the portal',
  collaboratorIsSelf: 'You cannot add yourself as a collaborator',
  challengeChoose: 'Choose an open challenge',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/**
 * Who may post what in Steelcollab (spec part 2 §5), with the refusal text the hub shows. The solution
 * text keeps the braces the spec quotes.
 */
export const STEELCOLLAB_POSTING_RULES = {
  problem: { categories: ['Industry', 'MSME'], message: 'Only Industry and MSME type can post in this category' },
  research: { categories: ['Reasearch Institute', 'Academia'], message: 'Only Reasearch Institute and Academia type can post in this category' },
  solution: { categories: ['Startup', 'Incubator'], message: 'Only {Startup} and {Incubator} type can post in this category' },
} as const satisfies Record<string, { categories: readonly OrganizationCategory[]; message: string }>;
export type SteelcollabPostKind = keyof typeof STEELCOLLAB_POSTING_RULES;
