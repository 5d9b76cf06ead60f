import { addTranslations } from '../../lib/i18n';

addTranslations('dashboard', {
  welcome: 'Welcome, {{name}}',
  startApplication: 'Start a new application',
  currentChallenges: 'Current challenges',
  quickLinks: 'Start here',
  myProposals: 'My proposals',
  myProposalsCaption: 'Your proposals by scheme and status; each figure opens its list',
  scheme: 'Scheme',
  countLink: '{{count}} {{status}} in {{scheme}}',
  schemes: { steelCollabs: 'Steelcollab', openInnovation: 'Open Innovation', startup: 'Steel start up accelerator', challenge: 'Challenge Method' },
  statuses: { UNDER_REVIEW: 'Under review', APPROVED: 'Approved', REJECTED: 'Rejected' },
  next: {
    title: 'Your next steps',
    completeProfile: 'Complete your profile: your organisation details and the two PDF documents (a government-issued ID and an organisation document).',
    completeProfileLink: 'Complete your profile',
    awaitingApproval: 'Your account is awaiting approval by the mission’s administrators; you will receive a mail when it has been reviewed.',
    seeProfile: 'See your profile',
    rejected: 'Your account was not approved: you can read, but not submit or post. The administrators’ clarifications are on your profile.',
    seeClarifications: 'Open your profile',
  },
});
