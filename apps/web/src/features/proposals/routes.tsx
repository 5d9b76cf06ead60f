import { PATHS, type SteelcollabPostKind } from '@portal/shared';
import type { RouteObject } from 'react-router';

const wizardPage = () => import('./pages/challenge-response-page').then((m) => ({ Component: m.ChallengeResponsePage }));

/** The funding wizard; the router puts it behind the complete-profile guard (spec part 2 §4, Applying). */
export const proposalWizardRoutes: RouteObject[] = [
  { path: PATHS.challengeResponse, lazy: wizardPage },
  { path: `${PATHS.challengeResponse}/:proposalId`, lazy: wizardPage },
];

const postPage = (kind: SteelcollabPostKind) => () =>
  import('./pages/steelcollab-post-page').then((m) => ({ Component: () => <m.SteelcollabPostPage kindId={kind} /> }));
const publicPage = () => import('./pages/proposal-public-page').then((m) => ({ Component: m.ProposalPublicPage }));

/** The dashboard's edit routes of the three funding lists and the three Steelcollab kinds (spec part 2 §2). */
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
