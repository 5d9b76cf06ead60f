import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, VERIFICATION_CODE_LENGTH } from './constants/limits.js';
import { PRODUCT_SHORT_NAME } from './constants/product.js';
import type { OrganizationCategory } from './enums/organization-category.js';

/**
 * The one catalogue of user-visible texts, for the server's answers and the web's screens (the web's
 * i18n layer uses it as its English 'messages' namespace). Grouped by area; each text appears once
 * (a test holds that), and every text the spec quotes (docs/specification.md#messages, docs/specification.md#validation) is spelt as quoted.
 * `{{name}}` marks a value filled in with `fillMessage` (the same syntax i18next interpolates).
 * Keys are flat so that a key never changes when a text moves between areas.
 */
export const MESSAGES = {
  // Calls: answers any endpoint may give
  noAuthToken: 'No authentication token found',
  internalError: 'Internal server error',
  notFound: 'Not found',
  validationFailed: 'Validation failed',
  pleaseFixValidation: 'Please fix the validation errors',
  tooManyRequests: 'Too many requests, please try again later.',
  tooManyAttemptsForAddress: 'Too many attempts for this address.',
  tooManySignInsResetPassword: 'Too many attempts for this address. Reset your password to sign in now.',
  tryAgainIn: '{{message}} Try again in {{wait}}.',
  forbidden: 'You do not have permission to perform this action',
  unauthorized: 'Authentication required',
  malformedJson: 'Malformed JSON in request body',
  malformedMultipart: 'Malformed multipart body',
  tokenExpired: 'Token expired',
  tokenInvalid: 'Invalid token',
  apiKeyInvalid: 'Invalid API key',
  invalidId: 'Invalid id',
  atMostChars: 'At most {{max}} characters',

  // Sign-in and sign-up (docs/specification.md#messages)
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

  // Account: field rules of the sign-up, sign-in and reset forms
  emailRequired: 'Email is required',
  emailTooLong: 'Email is too long',
  emailInvalid: 'Enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordTooCommon: 'This password is too common. Choose a less predictable one.',
  mobileInvalid: 'Enter a valid mobile number',
  termsRequired: 'You must agree to the terms and privacy policy',
  codeFormat: `Enter the ${VERIFICATION_CODE_LENGTH}-digit code from the mail`,

  // Account: the server's answers
  emailTaken: 'An account with this email already exists',
  registered: 'Registration received. Check your email for a verification code to continue.',
  // One refusal for every failed code (wrong, expired, used up, unknown or verified address), so the
  // answer never tells whether an address has an account (decision 040).
  codeInvalidOrExpired: 'Invalid or expired code. Check the latest mail, or ask for a new code.',
  resetCodeInvalidOrExpired: 'Invalid or expired reset code. Check the latest mail, or ask for a new code.',
  codeLocked: 'Too many wrong codes. Request a new code.',
  alreadyVerified: 'Email is already verified',
  verified: 'Email verified successfully',
  codeResent: 'If the address is registered and not yet verified, a new verification code has been sent.',
  resendTooSoon: 'A code was sent less than a minute ago. Please wait before asking for another.',
  refreshInvalid: 'Invalid or expired refresh token',
  loggedOut: 'Logged out',
  resetSent: 'If an account exists for this address, a password reset code has been sent.',
  resetDone: 'Your password has been reset. Please sign in.',

  // Profile and users (docs/specification.md#messages)
  profileLoadFailed: 'Failed to load profile',
  profileLoadFailedToast: 'Failed to load user profile',
  profileSaveFailed: 'Failed to update user profile',
  profileSaveFailedToast: 'Failed to update profile. Please try again',
  profileUpdated: 'Profile updated',
  userNotFound: 'User not found',
  organizationsFailed: 'Failed to fetch organizations',
  usersSearchFailed: 'Failed to search users',
  userStatusFailed: 'Failed to update user status',
  clarificationsFetchFailed: 'Failed to fetch clearifications',
  organizationCategoryInvalid: 'Choose an organization category',
  documentTypeInvalid: 'Choose a document type',
  pinCodeInvalid: 'Enter a 6-digit PIN code',
  userStatusInvalid: 'Choose a valid status',
  clarificationRequired: 'Clarification is required',

  // Uploads and downloads
  uploadRefused: 'Only PDF files upto 2MB are allowed',
  uploadTooLarge: 'File size must be under 2MB',
  noDocumentProvided: 'No Document Provided',
  uploadUnexpectedField: 'Unexpected file field "{{field}}"',
  uploadAllowedFields: 'Files may be attached only as {{fields}}',
  uploadOneFilePerDocument: 'One file per document',
  uploadAttachOne: 'Attach one file only',
  fileNotFound: 'File not found',
  downloadExpired: 'This download link has expired. Reload the page for a new one.',
  downloadLinkRequired: 'A valid download link is required',

  // Proposals and challenges (docs/specification.md#messages)
  challengeCreateFailed: 'Failed to create Challenge',
  proposalCreateFailed: 'Failed to create proposal',
  statusUpdateFailed: 'Failed to update status',
  proposalsSearchFailed: 'Failed to search proposals',
  challengesSearchFailed: 'Failed to search challenges',
  proposalDetailsFailed: 'Failed to fetch proposal details',
  proposalHistoryFailed: 'Failed to fetch the proposal history',
  connectFailed: 'Failed to connect with stakeholder',
  proposalNotFound: 'Problem statement not found',
  proposalMissing: 'Proposal not found',
  connectOwnPost: 'You cannot connect with your own post',
  /** Beside a Steelcollab post its poster sees while their account awaits approval (decision 127). */
  postAwaitsAccountApproval: 'Published once your account is approved',
  interestAlreadyRegistered: 'Your interest in this post is already registered. The stakeholder will contact you shortly.',

  // Toasts, success
  proposalSubmitted: 'Proposal submitted successfully!',
  researchIdeaSubmitted: 'Research idea submitted successfully!',
  challengeSubmitted: 'Challenge submitted successfully!',
  challengeUpdated: 'Challenge updated successfully!',
  userStatusUpdated: 'User Status update successfully!',
  proposalStatusUpdated: 'Proposal Status update successfully!',
  clarificationMailSent: 'Mail sent for more clarification',
  interestRegistered: 'Your interest has been registered! The stakeholder will be notified and will contact you shortly.',

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
  noChallenges: 'Common challenges will be uploaded after the next challenge identification committee meeting.',

  // Wizard validation (docs/specification.md#validation)
  nameRequired: 'Name is required',
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

  // Challenges: texts the spec leaves open (docs/architecture.md#challenges)
  challengeNotFound: 'Challenge not found',
  challengeClosed: 'This challenge is no longer accepting applications',
  applicationDeadlineInvalid: 'Enter a valid date',
  applicationDeadlinePast: 'Application Deadline cannot be in the past',
  challengeStatusInvalid: 'Choose OPEN or CLOSE',
  challengeDocRefused: 'Only doc, docx or pdf files upto 10MB are allowed',
  // A proposal or challenge document refused in the browser, by its first bytes or its size.
  documentWrongType: 'Only doc, docx and pdf files are accepted.',
  documentTooLarge: 'The file must be at most 10 MB.',

  // Proposals: the server's own refusals (docs/architecture.md#kinds), shown as the server sends them
  submitNeedsVerifiedEmail: 'Verify your e-mail address before submitting a proposal',
  submitNeedsCompleteProfile: 'Complete your profile before submitting a proposal',
  submitUserRejected: 'Your registration was rejected, so you cannot submit or post proposals',
  proposalNotEditable: 'This proposal can no longer be edited: only proposals under review can be changed',
  proposalUpdated: 'Proposal updated successfully!',
  proposalKindUnknown: 'Choose a valid category and type',
  collaboratorNotRegistered: 'A collaborator must be a registered user of the portal',
  collaboratorIsSelf: 'You cannot add yourself as a collaborator',
  challengeChoose: 'Choose an open challenge',

  // Abuse limits (decision 124): connecting, naming collaborators, the collaborator search
  connectNeedsVerifiedEmail: 'Verify your e-mail address before connecting with a stakeholder',
  connectNeedsCompleteProfile: 'Complete your profile before connecting with a stakeholder',
  connectUserRejected: 'Your registration was rejected, so you cannot connect with stakeholders',
  connectNameHasLink: 'Your profile name holds a web or e-mail address: change it on your profile before connecting',
  connectDailyLimit: 'You have sent {{max}} connection requests in the last 24 hours, the most allowed. Try again later.',
  proposalCreateLimit: 'You have submitted {{max}} proposals in the last hour.',
  proposalEditLimit: 'You have saved {{max}} proposal edits in the last hour.',
  collaboratorSearchLimit: 'Too many collaborator searches.',
  collaboratorQueryTooShort: 'Type at least {{min}} characters',
  collaboratorHasLeft: 'This person has left this proposal and cannot be named on it again',
  nameHasLink: 'A name cannot hold a web or e-mail address',
  leftProposal: 'You are no longer named on this proposal',
  notCollaborator: 'You are not named on this proposal',
  collaboratorAddedTitle: 'You were named as a collaborator',
  collaboratorAddedBody:
    '{{owner}} named you as a collaborator on the {{kind}} "{{title}}". If you are not part of it, open it and choose "I am not part of this".',
  collaboratorLeftTitle: '{{name}} left your {{kind}}',
  collaboratorLeftBody: '{{name}} said they are not part of the {{kind}} "{{title}}" and is no longer named on it.',
  // Abuse limits (issue 24, decision 126)
  monthOutOfRange: 'Give a month between {{from}} and {{to}}',
  uploadQuotaBytes: 'Your account already stores {{used}} of files, and this file would take it past the limit of {{max}}. Delete or replace a document first.',
  uploadQuotaHourly: 'You have uploaded {{max}} files in the last hour.',
  profileDocumentsNeedVerifiedEmail: 'Verify your e-mail address before uploading documents',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Fills the `{{name}}` places of a catalogue text; a place without a value is left as written. */
export function fillMessage(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (place, name: string) => (name in values ? String(values[name]) : place));
}

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
