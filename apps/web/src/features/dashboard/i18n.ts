import { addTranslations } from '../../lib/i18n';

addTranslations('dashboard', {
  welcome: 'Welcome, {{name}}',
  recentNotifications: 'Recent Notifications',
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
