import { addTranslations } from '../../lib/i18n';
import { profileEn } from './locales/en';

addTranslations('profile', profileEn);
