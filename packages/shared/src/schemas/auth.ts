import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, VERIFICATION_CODE_LENGTH } from '../constants/limits.js';
import { isCommonPassword } from './common-passwords.js';
import { emailSchema, safeString } from './common.js';

export const AUTH_MESSAGES = {
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordTooCommon: 'This password is too common. Choose a less predictable one.',
  nameRequired: 'Name is required',
  phoneRequired: 'Mobile number is required',
  phoneInvalid: 'Enter a valid mobile number',
  termsRequired: 'You must agree to the terms and privacy policy',
  codeInvalid: `Enter the ${VERIFICATION_CODE_LENGTH}-digit code from the mail`,
} as const;

/** A new password: 8 to 128 characters, no composition rules, the most common ones refused. */
export const newPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong)
  .refine((p) => !isCommonPassword(p), AUTH_MESSAGES.passwordTooCommon);

export const verificationCodeSchema = z
  .string({ error: AUTH_MESSAGES.codeInvalid })
  .trim()
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), AUTH_MESSAGES.codeInvalid);

export const registerSchema = z.object({
  name: safeString({ error: AUTH_MESSAGES.nameRequired }).trim().min(1, AUTH_MESSAGES.nameRequired).max(120),
  email: emailSchema,
  phone: z
    .string({ error: AUTH_MESSAGES.phoneRequired })
    .trim()
    .min(1, AUTH_MESSAGES.phoneRequired)
    .regex(/^\+?[0-9][0-9 -]{6,18}[0-9]$/, AUTH_MESSAGES.phoneInvalid),
  password: newPasswordSchema,
  agreeTerms: z.literal(true, { error: AUTH_MESSAGES.termsRequired }),
});
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  // Any stored password is accepted for sign-in; strength rules apply only when a password is chosen.
  password: z.string({ error: AUTH_MESSAGES.passwordRequired }).min(1, AUTH_MESSAGES.passwordRequired).max(PASSWORD_MAX_LENGTH),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

export const verifyEmailSchema = z.object({ email: emailSchema, token: verificationCodeSchema });
export const emailOnlySchema = z.object({ email: emailSchema });
export const refreshSchema = z.object({ refreshToken: z.string().min(16).max(200) });
export const logoutSchema = z.object({ refreshToken: z.string().min(16).max(200).optional() }).optional();
export const resetPasswordSchema = z.object({ email: emailSchema, token: verificationCodeSchema, password: newPasswordSchema });

/** What the server answers on sign-in (spec part 1 §3, extended with the id, name and roles). */
export type LoginResult = {
  token: string;
  refreshToken: string;
  user: { id: string; name: string; email: string; isEmailVerified: boolean; role: string; roles: string[] };
};
export type TokenPair = { token: string; refreshToken: string };
