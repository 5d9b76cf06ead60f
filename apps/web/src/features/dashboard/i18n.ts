import { addTranslations } from '../../lib/i18n';

addTranslations('dashboard', {
  welcome: 'Welcome, {{name}}',
  recentNotifications: 'Recent Notifications',
});
