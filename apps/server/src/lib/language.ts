import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, isLanguage, type Language, SHARED_LABELS_HI } from '@portal/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { users } from '../db/schema/index.js';

/** A stored user's language; a value the column's check would refuse is read as the default. */
export function languageOf(user: { language?: string | null }): Language {
  return isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE;
}

/** The language a browser remembers in its `lang` cookie (docs/architecture.md#languages), or null. */
export function cookieLanguage(cookieHeader: string | undefined): Language | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === LANGUAGE_COOKIE) {
      const value = part.slice(at + 1).trim();
      return isLanguage(value) ? value : null;
    }
  }
  return null;
}

/** Saves a user's language; answers the updated row (null for an unknown id). */
export async function setUserLanguage(db: DbOrTx, userId: string, language: Language) {
  const [row] = await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
  return row ?? null;
}

/**
 * A kind's label (packages/shared proposal-kinds.ts) in a mail's language: the English label as is, or
 * its Hindi from the table the web's Hindi pages read too (SHARED_LABELS_HI).
 */
export function kindLabelIn(label: string, language: Language): string {
  return language === 'hi' ? (SHARED_LABELS_HI[label] ?? label) : label;
}

/** A status's label (packages/shared enums/proposal.ts) in a mail's language, from the same table. */
export function statusLabelIn(label: string, language: Language): string {
  return language === 'hi' ? (SHARED_LABELS_HI[label] ?? label) : label;
}
