import { addTranslations } from '../../lib/i18n';
import { projectsEn } from './locales/en';

addTranslations('projects', projectsEn);
