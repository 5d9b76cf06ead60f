import { addTranslations } from '../../lib/i18n';
import { challengesEn } from './locales/en';

addTranslations('challenges', challengesEn);
