import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, isLanguage, type Language } from '@portal/shared';
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

/** The proposal kinds' labels (packages/shared proposal-kinds.ts) as Hindi mails name them (docs/glossary.md). */
const KIND_LABELS_HI: Record<string, string> = {
  'problem statement': 'समस्या विवरण',
  'research idea': 'अनुसंधान विचार',
  'innovative solution': 'नवोन्मेषी समाधान',
  'Open Innovation proposal': 'मुक्त नवाचार प्रस्ताव',
  'Steel Startup Accelerator proposal': 'इस्पात स्टार्टअप त्वरक प्रस्ताव',
  'Challenge Method proposal': 'चुनौती पद्धति प्रस्ताव',
  proposal: 'प्रस्ताव',
};

/** A kind's label in a mail's language: the English label as is, or its Hindi. */
export function kindLabelIn(label: string, language: Language): string {
  return language === 'hi' ? (KIND_LABELS_HI[label] ?? label) : label;
}

/** The proposal statuses as each kind names them (packages/shared enums/proposal.ts), as Hindi mails name them (the web's 'sharedLabels'). */
const STATUS_LABELS_HI: Record<string, string> = {
  Draft: 'प्रारूप',
  Submitted: 'जमा किया गया',
  'Under Review': 'समीक्षाधीन',
  Approved: 'अनुमोदित',
  Rejected: 'अस्वीकृत',
  Verified: 'सत्यापित',
  'Under Review by Appraisal Committee': 'मूल्यांकन समिति द्वारा समीक्षाधीन',
  Accepted: 'स्वीकृत',
};

/** A status's label in a mail's language: the English label as is, or its Hindi. */
export function statusLabelIn(label: string, language: Language): string {
  return language === 'hi' ? (STATUS_LABELS_HI[label] ?? label) : label;
}
