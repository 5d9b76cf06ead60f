import { addTranslations } from '../../lib/i18n';
import { adminEn } from './locales/en';

addTranslations('admin', adminEn);
