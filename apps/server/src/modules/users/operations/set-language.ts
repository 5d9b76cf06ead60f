import { type Language, MESSAGES } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/errors.js';
import { languageOf, setUserLanguage } from '../../../lib/language.js';

/** The language the user chose in the header's switch; mails follow it (decision 176). */
export async function setLanguage(app: FastifyInstance, userId: string, language: Language): Promise<{ language: Language }> {
  const row = await setUserLanguage(app.db, userId, language);
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
  return { language: languageOf(row) };
}
