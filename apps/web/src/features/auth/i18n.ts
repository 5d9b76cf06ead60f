import { addTranslations } from '../../lib/i18n';
import { authEn } from './locales/en';

addTranslations('auth', authEn);
