import { MESSAGES } from '@portal/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { common } from '../locales/en/common';

/**
 * English first. 'messages' holds every text the spec quotes (from packages/shared), 'common' the
 * layout's words; each feature adds its own namespace when its code loads (addTranslations).
 */
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'common',
  ns: ['common', 'messages'],
  resources: { en: { common, messages: MESSAGES } },
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function addTranslations(namespace: string, resources: Record<string, unknown>): void {
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, resources, true, true);
}

export { i18n };
