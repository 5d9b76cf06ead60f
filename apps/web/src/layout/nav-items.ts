import { PATHS } from '@portal/shared';

export type NavItem = { key: string; to: string; children?: { key: string; to: string }[] };

/** The main navigation (docs/specification.md#layout), used by the desktop bar and the mobile menu alike. */
export const NAV_ITEMS: NavItem[] = [
  { key: 'home', to: PATHS.home },
  { key: 'whoWeAre', to: PATHS.us },
  {
    key: 'schemes',
    to: PATHS.programs,
    children: [
      { key: 'challengeMethod', to: PATHS.challengeMethod },
      { key: 'openInnovation', to: PATHS.innovateSteel },
      { key: 'steelStartup', to: PATHS.steelStartup },
      { key: 'allSchemes', to: PATHS.programs },
    ],
  },
  { key: 'steelcollab', to: PATHS.steelCollab },
  { key: 'resources', to: PATHS.resources },
  { key: 'faq', to: PATHS.faq },
  { key: 'media', to: PATHS.gallery, children: [{ key: 'gallery', to: PATHS.gallery }] },
];
