/** A path segment from an id; a ':name' placeholder passes through, so routers can use the same helpers. */
export function pathSegment(id: string): string {
  return id.startsWith(':') ? id : encodeURIComponent(id);
}

const seg = pathSegment;

/**
 * Every route of the spec's route tables (docs/specification.md#routes); the API's paths are in
 * api-paths.ts, apart, so that a page's links do not bring the API's table with them (decision 203).
 * Pages and links build URLs from here; nobody types a route by hand.
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
  reviewerProfile: '/dashboard/reviewer-profile',
  reviewerReview: (assignmentId: string) => `/dashboard/reviews/${seg(assignmentId)}`,
  adminReviewers: '/admin/reviewers',
  adminReviewRanking: '/admin/reviews/ranking',

  // Evaluation rounds (docs/architecture.md#evaluation-rounds).
  adminRounds: '/admin/rounds',
  adminRound: (id: string) => `/admin/rounds/${seg(id)}`,

  // Partners by consent (docs/architecture.md#partners-by-consent).
  findPartners: '/dashboard/partners',
  collabRequests: '/dashboard/partners/requests',
  collabRequest: (id: string) => `/dashboard/partners/requests/${seg(id)}`,
  adminCollabReports: '/admin/collab/reports',
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

/** The project pages (beside PATHS, which holds the specification's routes). */
/** The public pages of funded projects (architecture "In the open"). */
export const PUBLIC_PROJECT_PATHS = {
  funded: '/funded',
  fundedProject: (reference: string) => `/funded/${seg(reference)}`,
} as const;

/** The mission in the open: its data files and its figures (architecture "In the open"). */
export const OPEN_PATHS = {
  openData: '/open-data',
  impact: '/impact',
} as const;

export const PROJECT_PATHS = {
  myProjects: '/dashboard/projects',
  myProject: (proposalId: string) => `/dashboard/projects/${seg(proposalId)}`,
  adminProjects: '/admin/projects',
  adminProject: (proposalId: string) => `/admin/projects/${seg(proposalId)}`,
} as const;
