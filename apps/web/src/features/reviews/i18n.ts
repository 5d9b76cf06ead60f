import { addTranslations } from '../../lib/i18n';
import { reviewsEn } from './locales/en';

addTranslations('reviews', reviewsEn);
