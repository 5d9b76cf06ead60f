import { addTranslations } from '../../lib/i18n';

addTranslations('dashboard', {
  welcome: 'Welcome, {{name}}',
  recentNotifications: 'Recent Notifications',
  showNotifications: 'Show notifications',
  newCount: '{{count}} new',
  open: 'Open',
  myProposals: 'My proposals',
  myProposalsCaption: 'Your proposals by scheme and status; each figure opens its list',
  scheme: 'Scheme',
  countLink: '{{count}} {{status}} in {{scheme}}',
  schemes: { steelCollabs: 'Steelcollab', openInnovation: 'Open Innovation', startup: 'Steel start up accelerator', challenge: 'Challenge Method' },
  statuses: { UNDER_REVIEW: 'Under review', APPROVED: 'Approved', REJECTED: 'Rejected' },
});
