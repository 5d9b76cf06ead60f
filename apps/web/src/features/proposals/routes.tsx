import { PATHS } from '@portal/shared';
import type { RouteObject } from 'react-router';
import type { ProposalListId } from './lists';

const wizardPage = () => import('./pages/challenge-response-page').then((m) => ({ Component: m.ChallengeResponsePage }));

/** The funding wizard; the router puts it behind the complete-profile guard (spec part 2 §4, Applying). */
export const proposalWizardRoutes: RouteObject[] = [
  { path: PATHS.challengeResponse, lazy: wizardPage },
  { path: `${PATHS.challengeResponse}/:proposalId`, lazy: wizardPage },
];

/** The dashboard's edit routes of the three funding lists (spec part 2 §2). */
export const proposalEditRoutes: RouteObject[] = [
  { path: PATHS.openInnovationEdit(':proposalId'), lazy: wizardPage },
  { path: PATHS.steelStartupEdit(':proposalId'), lazy: wizardPage },
  { path: PATHS.challengeMethodEdit(':proposalId'), lazy: wizardPage },
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

/** The submitter's four lists and their detail routes (spec part 2 §2), in the signed-in frame. */
export const proposalDashboardRoutes: RouteObject[] = [
  listRoute(PATHS.steelCollabs, 'steelCollabs'),
  listRoute(PATHS.openInnovation, 'openInnovation'),
  listRoute(PATHS.steelStartupList, 'startup'),
  listRoute(PATHS.challengeMethodList, 'challengeMethod'),
  { path: PATHS.steelCollabDetail(':proposalId'), lazy: detailPage },
  { path: PATHS.openInnovationDetail(':proposalId'), lazy: detailPage },
  { path: PATHS.steelStartupDetail(':proposalId'), lazy: detailPage },
  { path: PATHS.challengeMethodDetail(':proposalId'), lazy: detailPage },
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
