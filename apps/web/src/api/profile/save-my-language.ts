import { API, type Language } from '@portal/shared';
import { apiData } from '../../lib/api-client';

/** Saves the signed-in user's language on the profile; the mails follow it (decision 176). */
export function saveMyLanguage(language: Language): Promise<{ language: Language }> {
  return apiData<{ language: Language }>(API.profileLanguage, { method: 'PUT', body: { language }, auth: true });
}
