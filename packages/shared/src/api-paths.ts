import { pathSegment as seg } from './paths.js';

/** API paths under the `/api` prefix (docs/specification.md#calls). */
export const API_PREFIX = '/api';
export const API = {
  health: '/health',
  login: '/auth/login',
  register: '/auth/register',
  verifyEmail: '/auth/verify-email',
  resendVerification: '/auth/resend-verification',
  refresh: '/auth/refresh',
  logout: '/auth/logout',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  profileMe: '/users/profile/me',
  /** The signed-in user's language (decision 176). */
  profileLanguage: '/users/profile/me/language',
  user: (id: string) => `/users/${seg(id)}`,
  userStatus: (id: string) => `/users/${seg(id)}/status`,
  collaborators: '/users/collaborators',
  userClarifications: (id: string) => `/users/clearifications/${seg(id)}`,
  organizations: '/organizations',
  adminUsers: '/admin/users',
  adminCounts: '/admin/counts',
  adminProfileClarification: '/admin/profileclarification',
  files: (id: string) => `/files/${seg(id)}`,
  proposals: '/proposals',
  proposal: (id: string) => `/proposals/${seg(id)}`,
  proposalsSearch: '/proposals/search',
  proposalDetails: (id: string) => `/proposals/${seg(id)}/details`,
  proposalStatus: (id: string) => `/proposals/${seg(id)}/status`,
  proposalsMine: '/proposals/user/me',
  proposalsMineCounts: '/proposals/user/me/counts',
  proposalClarifications: (id: string) => `/proposals/clearifications/${seg(id)}`,
  /** A thread's reply by the owner or a collaborator (docs/architecture.md#clarification-threads). */
  clarificationReplies: (id: string, cid: string) => `/proposals/${seg(id)}/clarifications/${seg(cid)}/replies`,
  /** The open clarifications on the caller's proposals (owner or collaborator), for the dashboard. */
  clarificationsMine: '/clarifications/mine',
  adminClarificationFollowUps: (id: string, cid: string) => `/admin/proposals/${seg(id)}/clarifications/${seg(cid)}/follow-ups`,
  adminClarificationClose: (id: string, cid: string) => `/admin/proposals/${seg(id)}/clarifications/${seg(cid)}/close`,
  connectedStakeholder: '/connectedstakeholder',
  /** The caller leaves a proposal they were named on (decision 124). */
  proposalLeave: (id: string) => `/proposals/${seg(id)}/collaborators/me`,
  /** Server drafts, their submission and the receipt (docs/architecture.md#drafts-and-receipts). */
  proposalDrafts: '/proposals/drafts',
  proposalSubmit: (id: string) => `/proposals/${seg(id)}/submit`,
  proposalReceipt: (id: string) => `/proposals/${seg(id)}/receipt.pdf`,
  adminProposals: '/admin/proposals',
  adminProposalsExport: '/admin/proposals/export',
  adminProposalHistory: (id: string) => `/admin/proposals/${seg(id)}/history`,
  /** Funding the same work twice (docs/architecture.md#funding-the-same-work-twice). */
  proposalSimilar: (id: string) => `/proposals/${seg(id)}/similar`,
  adminProposalOverlap: (id: string) => `/admin/proposals/${seg(id)}/overlap`,
  adminProposalOverlapVerdict: (id: string, otherId: string) => `/admin/proposals/${seg(id)}/overlap/${seg(otherId)}`,
  notifications: '/notifications',
  notificationsRead: '/notifications/read',
  challenges: '/challenges',
  challenge: (id: string) => `/challenges/${seg(id)}`,
  challengesSearch: '/challenges/search',
  adminChallenges: '/admin/challenges',
  /** The API description (OpenAPI 3.1) and its reference page with the page's assets. */
  openapi: '/openapi.json',
  docs: '/docs',
  docsAsset: (name: string) => `/docs/${seg(name)}`,
  // Peer review (docs/architecture.md#peer-review).
  adminUserReviewer: (id: string) => `/admin/users/${seg(id)}/reviewer`,
  adminReviewers: '/admin/reviewers',
  adminProposalReviewers: (id: string) => `/admin/proposals/${seg(id)}/reviewers`,
  adminProposalReviewer: (id: string, userId: string) => `/admin/proposals/${seg(id)}/reviewers/${seg(userId)}`,
  adminProposalReviewerRelease: (id: string, userId: string) => `/admin/proposals/${seg(id)}/reviewers/${seg(userId)}/release`,
  adminProposalReviewerSuggestions: (id: string) => `/admin/proposals/${seg(id)}/reviewer-suggestions`,
  adminProposalReviews: (id: string) => `/admin/proposals/${seg(id)}/reviews`,
  adminReviewRanking: '/admin/reviews/ranking',
  adminReviewRankingExport: '/admin/reviews/ranking/export',
  reviewsMine: '/reviews/mine',
  review: (assignmentId: string) => `/reviews/${seg(assignmentId)}`,
  reviewerProfile: '/reviews/profile',
  reviewerFigures: '/reviews/figures',
  reviewDeclaration: (assignmentId: string) => `/reviews/${seg(assignmentId)}/declaration`,
  reviewDecline: (assignmentId: string) => `/reviews/${seg(assignmentId)}/decline`,
  proposalReviewFeedback: (id: string) => `/proposals/${seg(id)}/reviews/feedback`,
  // Evaluation rounds and the committee (docs/architecture.md#evaluation-rounds).
  rounds: '/rounds',
  adminRounds: '/admin/rounds',
  adminRound: (id: string) => `/admin/rounds/${seg(id)}`,
  adminRoundMeeting: (id: string) => `/admin/rounds/${seg(id)}/meeting`,
  adminRoundAgenda: (id: string) => `/admin/rounds/${seg(id)}/agenda`,
  adminRoundDecision: (id: string, proposalId: string) => `/admin/rounds/${seg(id)}/decisions/${seg(proposalId)}`,
  adminRoundRelease: (id: string) => `/admin/rounds/${seg(id)}/decisions/release`,
  adminRoundMinutes: (id: string) => `/admin/rounds/${seg(id)}/minutes`,
  adminRoundMinutesPdf: (id: string) => `/admin/rounds/${seg(id)}/minutes.pdf`,
  /** The people who may sit on a round's committee, searched by name or e-mail (decision 285). */
  adminCommitteeCandidates: '/admin/committee-candidates',
  adminRoundAssignmentPlan: (id: string) => `/admin/rounds/${seg(id)}/assignment-plan`,
  adminRoundAssignmentPlanApply: (id: string) => `/admin/rounds/${seg(id)}/assignment-plan/apply`,
  // Partners by consent (docs/architecture.md#partners-by-consent).
  collabSuggestions: '/collab/suggestions',
  collabRequests: '/collab/requests',
  collabRequestAccept: (id: string) => `/collab/requests/${seg(id)}/accept`,
  collabRequestDecline: (id: string) => `/collab/requests/${seg(id)}/decline`,
  collabRequestBlock: (id: string) => `/collab/requests/${seg(id)}/block`,
  collabRequestReport: (id: string) => `/collab/requests/${seg(id)}/report`,
  collabRequestMessages: (id: string) => `/collab/requests/${seg(id)}/messages`,
  collabRequestInvite: (id: string) => `/collab/requests/${seg(id)}/invite`,
  adminCollabReports: '/admin/collab/reports',
  adminCollabSuspension: (userId: string) => `/admin/collab/suspensions/${seg(userId)}`,
  adminCollabReportDismiss: (id: string) => `/admin/collab/reports/${seg(id)}/dismiss`,
} as const;

/** The project API paths under `/api`. */
/** The public pages of funded projects (architecture "In the open"): the public credential. */
export const PUBLIC_PROJECT_API = {
  list: '/public/projects',
  one: (reference: string) => `/public/projects/${seg(reference)}`,
} as const;

/** The mission's numbers from the one metric registry (metrics.ts): all of them for admins, the public ones, small counts suppressed, for anyone. */
export const METRICS_API = {
  admin: '/admin/metrics',
  public: '/public/metrics',
} as const;

/** The open-data files (architecture "In the open"): no credential, cached, with an ETag. */
export const OPEN_DATA_API = {
  grantsJson: '/open/grants.json',
  grantsCsv: '/open/grants.csv',
  transactionsCsv: '/open/transactions.csv',
  index: '/open/index.json',
} as const;

export const PROJECT_API = {
  mine: '/projects/mine',
  project: (proposalId: string) => `/projects/${seg(proposalId)}`,
  reports: (proposalId: string) => `/projects/${seg(proposalId)}/reports`,
  publicSummary: (proposalId: string) => `/projects/${seg(proposalId)}/public-summary`,
  outputs: (proposalId: string) => `/projects/${seg(proposalId)}/outputs`,
  output: (proposalId: string, outputId: string) => `/projects/${seg(proposalId)}/outputs/${seg(outputId)}`,
  adminList: '/admin/projects',
  adminExport: '/admin/projects/export',
  adminStats: '/admin/projects/stats',
  adminProject: (proposalId: string) => `/admin/projects/${seg(proposalId)}`,
  agreement: (proposalId: string) => `/admin/projects/${seg(proposalId)}/agreement`,
  release: (proposalId: string, n: string | number) => `/admin/projects/${seg(proposalId)}/tranches/${seg(String(n))}/release`,
  correct: (proposalId: string, n: string | number) => `/admin/projects/${seg(proposalId)}/tranches/${seg(String(n))}/correct`,
  reverse: (proposalId: string, n: string | number) => `/admin/projects/${seg(proposalId)}/tranches/${seg(String(n))}/reverse`,
  review: (proposalId: string, reportId: string) => `/admin/projects/${seg(proposalId)}/reports/${seg(reportId)}/review`,
  approveSummary: (proposalId: string) => `/admin/projects/${seg(proposalId)}/public-summary/approve`,
} as const;
