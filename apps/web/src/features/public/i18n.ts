import { addTranslations } from '../../lib/i18n';
import { publicEn } from './locales/en';

addTranslations('public', publicEn);
