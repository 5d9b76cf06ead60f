import { addTranslations } from '../../lib/i18n';
import { REVIEW_STATUS_LABELS, SCHEME_LIST_NAMES } from '../../locales/en/common';

addTranslations('dashboard', {
  welcome: 'Welcome, {{name}}',
  startApplication: 'Start a new application',
  currentChallenges: 'Current challenges',
  quickLinks: 'Start here',
  myProposals: 'My proposals',
  myProposalsCaption: 'Your proposals by scheme and status; each figure opens its list',
  scheme: 'Scheme',
  countLink: '{{count}} {{status}} in {{scheme}}',
  schemes: SCHEME_LIST_NAMES,
  statuses: REVIEW_STATUS_LABELS,
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
