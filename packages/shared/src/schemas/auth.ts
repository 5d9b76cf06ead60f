import { z } from 'zod';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_MAX_LENGTH, VERIFICATION_CODE_LENGTH } from '../constants/limits.js';
import { fillMessage, MESSAGES } from '../messages.js';
import { isCommonPassword } from './common-passwords.js';
import { emailSchema, safeString } from './common.js';
import { LANGUAGES } from '../languages.js';

/** A new password: 8 to 128 characters, no composition rules, the most common ones refused. */
export const newPasswordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong)
  .refine((p) => !isCommonPassword(p), MESSAGES.passwordTooCommon);

/**
 * A person's name. Every check carries its own message: a schema-level `error` would otherwise answer
 * 'Name is required' for a name that is too long.
 */
export const nameSchema = safeString({ error: MESSAGES.nameRequired })
  .trim()
  .min(1, MESSAGES.nameRequired)
  .max(NAME_MAX_LENGTH, fillMessage(MESSAGES.atMostChars, { max: NAME_MAX_LENGTH }))
  .refine((name) => !holdsAddress(name), MESSAGES.nameHasLink);

/**
 * Whether a text holds a web or e-mail address: a scheme (`http://`), `www.`, an `@`, or a dot straight
 * before two letters (`evil.example`, `sail.co`). Initials (`A.K. Singh`) pass. A name is shown to
 * others (a connection mail, a collaborator's notice), so it must not carry a link (decision 124).
 */
export function holdsAddress(text: string): boolean {
  return /:\/\/|www\.|@|\.\p{L}{2}/iu.test(text);
}

export const verificationCodeSchema = z
  .string({ error: MESSAGES.codeFormat })
  .trim()
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), MESSAGES.codeFormat);

export const registerSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  phone: z
    .string({ error: MESSAGES.mobileRequired })
    .trim()
    .min(1, MESSAGES.mobileRequired)
    .max(PHONE_MAX_LENGTH, MESSAGES.mobileInvalid)
    .regex(/^\+?[0-9][0-9 -]{6,18}[0-9]$/, MESSAGES.mobileInvalid),
  password: newPasswordSchema,
  agreeTerms: z.literal(true, { error: MESSAGES.termsRequired }),
  /** The language of the page the account is created on; its mails follow it (decision 176). */
  language: z.enum(LANGUAGES).optional(),
});
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  // Any stored password is accepted for sign-in; strength rules apply only when a password is chosen.
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired).max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

export const verifyEmailSchema = z.object({ email: emailSchema, token: verificationCodeSchema });
export const emailOnlySchema = z.object({ email: emailSchema });
export const refreshSchema = z.object({ refreshToken: z.string().min(16).max(200) });
export const logoutSchema = z.object({ refreshToken: z.string().min(16).max(200).optional() }).optional();
export const resetPasswordSchema = z.object({ email: emailSchema, token: verificationCodeSchema, password: newPasswordSchema });

export const tokenPairSchema = z.object({ token: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** What the server answers on sign-in (docs/specification.md#calls, extended with the id, name and roles). */
export const loginResultSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  user: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    isEmailVerified: z.boolean(),
    role: z.string(),
    roles: z.array(z.string()),
    language: z.enum(LANGUAGES),
  }),
});
export type LoginResult = z.infer<typeof loginResultSchema>;
