import { PATHS, type SteelcollabPostKind } from '@portal/shared';
import type { RouteObject } from 'react-router';
import type { ProposalListId } from './lists';

const wizardPage = () => import('./pages/challenge-response-page').then((m) => ({ Component: m.ChallengeResponsePage }));

/** The funding wizard; the router puts it behind the complete-profile guard (docs/specification.md#route-guard). */
export const proposalWizardRoutes: RouteObject[] = [
  { path: PATHS.challengeResponse, handle: { title: 'challengeResponse' }, lazy: wizardPage },
  { path: `${PATHS.challengeResponse}/:proposalId`, handle: { title: 'challengeResponse' }, lazy: wizardPage },
];

const postPage = (kind: SteelcollabPostKind) => () =>
  import('./pages/steelcollab-post-page').then((m) => ({ Component: () => <m.SteelcollabPostPage kindId={kind} /> }));
const publicPage = () => import('./pages/proposal-public-page').then((m) => ({ Component: m.ProposalPublicPage }));

/** The dashboard's edit routes of the three funding lists and the three Steelcollab kinds (docs/specification.md#routes). */
export const proposalEditRoutes: RouteObject[] = [
  { path: PATHS.openInnovationEdit(':proposalId'), lazy: wizardPage },
  { path: PATHS.steelStartupEdit(':proposalId'), lazy: wizardPage },
  { path: PATHS.challengeMethodEdit(':proposalId'), lazy: wizardPage },
  { path: PATHS.steelCollabEditProblem(':proposalId'), lazy: postPage('problem') },
  { path: PATHS.steelCollabEditResearch(':proposalId'), lazy: postPage('research') },
  { path: PATHS.steelCollabEditSolution(':proposalId'), lazy: postPage('solution') },
];

/** The Steelcollab posting wizards (?proposalId= edits) and the research view; behind the complete-profile guard. */
export const steelcollabPostRoutes: RouteObject[] = [
  { path: PATHS.postProblem, lazy: postPage('problem') },
  { path: PATHS.postResearch, lazy: postPage('research') },
  { path: PATHS.postSolution, lazy: postPage('solution') },
  { path: PATHS.research(':proposalId'), lazy: publicPage },
];

const explore = (kind: SteelcollabPostKind) => () => import('./pages/explore-page').then((m) => ({ Component: () => <m.ExplorePage kindId={kind} /> }));
const samples = () => import('./pages/sample-pages');

/** The public explore lists, the post page and the samples; the router gives them the query cache. */
export const steelcollabPublicRoutes: RouteObject[] = [
  { path: PATHS.exploreProblems, lazy: explore('problem') },
  { path: PATHS.exploreResearch, lazy: explore('research') },
  { path: PATHS.innovatorShowcase, lazy: explore('solution') },
  { path: PATHS.problem(':proposalId'), lazy: publicPage },
  { path: PATHS.sampleSlagChallenge, lazy: () => samples().then((m) => ({ Component: m.SlagChallengeSamplePage })) },
  { path: PATHS.sampleInnovatorIdea, lazy: () => samples().then((m) => ({ Component: m.InnovatorIdeaSamplePage })) },
];

const listRoute = (path: string, id: ProposalListId): RouteObject => ({
  path,
  lazy: () =>
    Promise.all([import('./pages/proposal-list-page'), import('./lists')]).then(([m, l]) => ({
      // The key gives each list its own state when the user moves from one to another.
      element: <m.ProposalListPage key={id} list={l.LISTS[id]} />,
    })),
});
const detailPage = () => import('./pages/proposal-detail-page').then((m) => ({ Component: m.ProposalDetailPage }));
const adminDetailPage = () => import('./pages/admin-proposal-page').then((m) => ({ Component: m.AdminProposalPage }));

/** The submitter's four lists and their detail routes (docs/specification.md#routes), in the signed-in frame. */
export const proposalDashboardRoutes: RouteObject[] = [
  listRoute(PATHS.steelCollabs, 'steelCollabs'),
  listRoute(PATHS.openInnovation, 'openInnovation'),
  listRoute(PATHS.steelStartupList, 'startup'),
  listRoute(PATHS.challengeMethodList, 'challengeMethod'),
  { path: PATHS.steelCollabDetail(':proposalId'), lazy: detailPage },
  { path: PATHS.openInnovationDetail(':proposalId'), lazy: detailPage },
  { path: PATHS.steelStartupDetail(':proposalId'), lazy: detailPage },
  { path: PATHS.challengeMethodDetail(':proposalId'), lazy: detailPage },
  { path: PATHS.proposalSubmitted(':proposalId'), lazy: () => import('./pages/proposal-submitted-page').then((m) => ({ Component: m.ProposalSubmittedPage })) },
];

/** The admin's four proposal lists and the detail routes; the router mounts them behind the ADMIN guard. */
export const proposalAdminRoutes: RouteObject[] = [
  listRoute(PATHS.adminSteelCollabs, 'adminSteelCollabs'),
  listRoute(PATHS.adminOpenInnovation, 'adminOpenInnovation'),
  listRoute(PATHS.adminSteelStartup, 'adminStartup'),
  listRoute(PATHS.adminChallengeProposals, 'adminChallengeMethod'),
  { path: PATHS.adminSteelCollab(':proposalId'), lazy: adminDetailPage },
  { path: PATHS.adminOpenInnovationDetail(':proposalId'), lazy: adminDetailPage },
  { path: PATHS.adminSteelStartupDetail(':proposalId'), lazy: adminDetailPage },
];
