/** Texts of the alerts pages: the settings in the dashboard and the unsubscribe confirmation (docs/architecture.md#alerts). */
export const alertsEn = {
  settings: {
    title: 'Alerts for new calls',
    intro: 'A mail of what is new in your focus areas: challenges published, rounds opened and Steelcollab posts. None is sent when nothing is new.',
    on: 'Your alerts are on. The next digest may come on {{date}}.',
    off: 'Your alerts are off. Choose at least one kind of news to turn them on.',
    kinds: 'What to follow',
    kindNames: { CHALLENGE: 'Challenges published', ROUND: 'Evaluation rounds opened', STEELCOLLAB: 'Steelcollab posts' },
    focusAreas: 'Focus areas',
    focusAreasHint: 'None chosen: every focus area.',
    frequency: 'How often',
    frequencyNames: { DAILY: 'Daily (each morning, India time)', WEEKLY: 'Weekly (Monday morning, India time)' },
    save: 'Save alerts',
    failed: 'Your alerts could not be saved.',
    loadFailed: 'Your alerts could not be loaded.',
  },
  unsubscribe: {
    title: 'Unsubscribe from alerts',
    intro: 'Confirm to stop the digest mails of new calls. You can turn them on again from your dashboard.',
    confirm: 'Unsubscribe',
    done: 'You are unsubscribed: no more digests will be sent.',
    alreadyDone: 'You were already unsubscribed from these digests.',
    invalid: 'This unsubscribe link is not valid. Sign in to change your alerts.',
    failed: 'The unsubscribe did not go through. Try again.',
    settings: 'Change your alerts',
  },
};
