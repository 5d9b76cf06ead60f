import { addTranslations } from '../../lib/i18n';
import { proposalsEn } from './locales/en';

addTranslations('proposals', proposalsEn);
