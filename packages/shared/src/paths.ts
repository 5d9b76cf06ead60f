/** A path segment from an id; a ':name' placeholder passes through, so routers can use the same helpers. */
function seg(id: string): string {
  return id.startsWith(':') ? id : encodeURIComponent(id);
}

/**
 * Every route of the spec's route tables (docs/specification.md#routes), and the API paths. Pages and links
 * build URLs from here; nobody types a route by hand.
 */
export const PATHS = {
  home: '/',
  partner: '/partner',
  about: '/about',
  us: '/us',
  programs: '/programs',
  challengeMethod: '/programs/challenge-method',
  innovateSteel: '/programs/innovate-steel',
  steelStartup: '/programs/steel-startup',
  steelCollab: '/steel-collab',
  resources: '/resources',
  challenges: '/challenges',
  challenge: (id: string) => `/challenges/${seg(id)}`,
  oversightCommittee: '/oversight-committee',
  boardMembers: '/board-members',
  contact: '/contact',
  faq: '/faq',
  gallery: '/gallery',
  terms: '/terms',
  privacy: '/privacy',
  launch: '/launch',
  signIn: '/signin',
  signUp: '/signup',
  verifyEmail: '/verify-email',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  unauthorized: '/unauthorized',
  exploreProblems: '/explore-problems',
  problem: (id: string) => `/problems/${seg(id)}`,
  exploreResearch: '/explore-research',
  innovatorShowcase: '/innovator-showcase',
  /** The spec's fixed sample pages (a slag challenge, an innovator idea); their connect button does nothing. */
  sampleSlagChallenge: '/steel-collab/sample/slag-challenge',
  sampleInnovatorIdea: '/steel-collab/sample/innovator-idea',

  dashboard: '/dashboard',
  profile: '/dashboard/profile',
  challengeResponse: '/challenge-response',
  steelCollabs: '/dashboard/steel-collabs',
  steelCollabDetail: (id: string) => `/dashboard/steel_collab/${seg(id)}`,
  steelCollabEditProblem: (id: string) => `/dashboard/steel_collab/edit/problem/${seg(id)}`,
  steelCollabEditResearch: (id: string) => `/dashboard/steel_collab/edit/research/${seg(id)}`,
  steelCollabEditSolution: (id: string) => `/dashboard/steel_collab/edit/solution/${seg(id)}`,
  openInnovation: '/dashboard/open_innovation',
  openInnovationDetail: (id: string) => `/dashboard/open_innovation/${seg(id)}`,
  openInnovationEdit: (id: string) => `/dashboard/open_innovation/edit/${seg(id)}`,
  steelStartupList: '/dashboard/steel_startup',
  steelStartupDetail: (id: string) => `/dashboard/steel_startup/${seg(id)}`,
  steelStartupEdit: (id: string) => `/dashboard/steel_startup/edit/${seg(id)}`,
  challengeMethodList: '/dashboard/challenge_method',
  challengeMethodDetail: (id: string) => `/dashboard/challenge_method/${seg(id)}`,
  /** Where a wizard ends: the receipt's reference, what happens next and the PDF (docs/architecture.md#drafts-and-receipts). */
  proposalSubmitted: (id: string) => `/dashboard/submitted/${seg(id)}`,
  challengeMethodEdit: (id: string) => `/dashboard/challenge_method/edit/${seg(id)}`,

  postProblem: '/steel-collab/post-problem',
  postResearch: '/steel-collab/post-research',
  research: (id: string) => `/steel-collab/research/${seg(id)}`,
  postSolution: '/steel-collab/post-solution',

  adminDashboard: '/admin/dashboard',
  adminUsers: '/admin/users',
  adminUser: (id: string) => `/admin/user/${seg(id)}`,
  adminSteelCollabs: '/admin/steel_collabs',
  adminSteelCollab: (id: string) => `/admin/steel_collab/${seg(id)}`,
  adminOpenInnovation: '/admin/open_innovation',
  adminOpenInnovationDetail: (id: string) => `/admin/open_innovation/${seg(id)}`,
  adminSteelStartup: '/admin/steel_startup',
  adminSteelStartupDetail: (id: string) => `/admin/steel_startup/${seg(id)}`,
  adminChallenges: '/admin/challenge_method/challenge',
  adminUploadChallenge: '/admin/challenge_method/upload_challenge',
  adminUpdateChallenge: (id: string) => `/admin/challenge_method/update_challenge/${seg(id)}`,
  adminChallengeProposals: '/admin/challenge_method/view_proposal',

  // Peer review (docs/architecture.md#peer-review).
  reviewerQueue: '/dashboard/reviews',
  reviewerReview: (assignmentId: string) => `/dashboard/reviews/${seg(assignmentId)}`,
  adminReviewers: '/admin/reviewers',
  adminReviewRanking: '/admin/reviews/ranking',
} as const;

/** The public content pages, the same for every visitor: prerendered, and each checked by the browser tests in both languages. */
export const PUBLIC_CONTENT_PATHS = [
  PATHS.home,
  PATHS.partner,
  PATHS.about,
  PATHS.us,
  PATHS.programs,
  PATHS.challengeMethod,
  PATHS.innovateSteel,
  PATHS.steelStartup,
  PATHS.steelCollab,
  PATHS.resources,
  PATHS.boardMembers,
  PATHS.oversightCommittee,
  PATHS.contact,
  PATHS.faq,
  PATHS.gallery,
  PATHS.terms,
  PATHS.privacy,
] as const;

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
  adminProposalReviews: (id: string) => `/admin/proposals/${seg(id)}/reviews`,
  adminReviewRanking: '/admin/reviews/ranking',
  adminReviewRankingExport: '/admin/reviews/ranking/export',
  reviewsMine: '/reviews/mine',
  review: (assignmentId: string) => `/reviews/${seg(assignmentId)}`,
  reviewDeclaration: (assignmentId: string) => `/reviews/${seg(assignmentId)}/declaration`,
  proposalReviewFeedback: (id: string) => `/proposals/${seg(id)}/reviews/feedback`,
} as const;

/** The project pages (beside PATHS, which holds the specification's routes). */
export const PROJECT_PATHS = {
  myProject: (proposalId: string) => `/dashboard/projects/${seg(proposalId)}`,
  adminProjects: '/admin/projects',
  adminProject: (proposalId: string) => `/admin/projects/${seg(proposalId)}`,
} as const;
/** The project API paths under `/api`. */
export const PROJECT_API = {
  mine: '/projects/mine',
  project: (proposalId: string) => `/projects/${seg(proposalId)}`,
  reports: (proposalId: string) => `/projects/${seg(proposalId)}/reports`,
  adminList: '/admin/projects',
  adminExport: '/admin/projects/export',
  adminStats: '/admin/projects/stats',
  adminProject: (proposalId: string) => `/admin/projects/${seg(proposalId)}`,
  agreement: (proposalId: string) => `/admin/projects/${seg(proposalId)}/agreement`,
  release: (proposalId: string, n: string | number) => `/admin/projects/${seg(proposalId)}/tranches/${seg(String(n))}/release`,
  review: (proposalId: string, reportId: string) => `/admin/projects/${seg(proposalId)}/reports/${seg(reportId)}/review`,
} as const;
