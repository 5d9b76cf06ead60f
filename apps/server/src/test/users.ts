import type { UserStatus } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index.js';
import { createTestApp, TEST_ADMIN, type TestContext } from './app.js';
import { multipart, pdf } from './multipart.js';
import { SmtpCatcher } from './smtp.js';

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${counter}@example.in`;
}

export const VALID_PASSWORD = 'Blast-Furnace-42';

/** Registers through the API and returns the body and the verification code read from the caught mail. */
export async function registerUser(ctx: TestContext, overrides: Partial<{ email: string; name: string; password: string; clientIp: string }> = {}) {
  const email = overrides.email ?? uniqueEmail();
  const after = ctx.smtp.mails.length;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    // A file that registers many users names another client for some, below the per-client limit.
    ...(overrides.clientIp ? { remoteAddress: overrides.clientIp } : {}),
    payload: { name: overrides.name ?? 'Asha Rao', email, phone: '+91 98765 43210', password: overrides.password ?? VALID_PASSWORD, agreeTerms: true },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const mail = await ctx.smtp.waitFor(email, { after });
  return { email, password: overrides.password ?? VALID_PASSWORD, body: res.json(), code: SmtpCatcher.codeIn(mail) };
}

/** Registers, verifies with the mailed code and signs in; returns the tokens. */
export async function registerVerifiedUser(ctx: TestContext, overrides: Partial<{ email: string; name: string }> = {}) {
  const reg = await registerUser(ctx, overrides);
  const verify = await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { email: reg.email, token: reg.code } });
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
  const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: reg.email, password: reg.password } });
  const data = login.json().data as { token: string; refreshToken: string; user: { id: string } };
  return { email: reg.email, password: reg.password, id: data.user.id, token: data.token, refreshToken: data.refreshToken };
}

/** Registers and signs in without verifying (registration answers no tokens, decision 040); returns the access token. */
export async function registerUnverifiedUser(ctx: TestContext): Promise<string> {
  const reg = await registerUser(ctx);
  const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: reg.email, password: reg.password } });
  if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.body}`);
  return login.json().data.token as string;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** A test file's app and its first admin's access token: the setup most API test files share. */
export async function createAdminTestApp(overrides: Parameters<typeof createTestApp>[0] = {}): Promise<{ ctx: TestContext; adminToken: string }> {
  const ctx = await createTestApp(overrides);
  return { ctx, adminToken: await signInAdmin(ctx) };
}

/** Signs in as the first admin the test app creates; returns the access token. */
export async function signInAdmin(ctx: TestContext): Promise<string> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } });
  if (res.statusCode !== 200) throw new Error(`admin sign-in failed: ${res.body}`);
  return res.json().data.token as string;
}

export type ProfileFields = { organization: string; organizationCategory: string; designation: string };

/** Saves organisation details and both identity PDFs through the API: the profile is then complete. */
export async function completeProfile(ctx: TestContext, token: string, fields: Partial<ProfileFields> = {}) {
  const form = multipart(
    {
      organization: 'Kalinga Alloys Pvt Ltd',
      organizationCategory: 'MSME',
      designation: 'Head of R&D',
      documentType: 'PAN_crd',
      documentNumber: 'ABCDE1234F',
      ...fields,
    },
    [
      { field: 'governmentIssueddocument', name: 'pan.pdf', type: 'application/pdf', data: pdf('PAN') },
      { field: 'organizationDocs', name: 'incorporation.pdf', type: 'application/pdf', data: pdf('Incorporation') },
    ],
  );
  return ctx.app.inject({ method: 'PUT', url: '/api/users/profile/me', headers: { ...bearer(token), ...form.headers }, payload: form.payload });
}

/**
 * A verified user with a complete profile in the given organisation category: one who may submit
 * proposals, APPROVED by an admin unless `status` says otherwise (only an approved account's posts are
 * public, decision 127).
 */
export async function registerSubmitter(ctx: TestContext, fields: Partial<ProfileFields & { name: string; status: UserStatus }> = {}) {
  const { name, status = 'APPROVED', ...profile } = fields;
  const user = await registerVerifiedUser(ctx, name ? { name } : {});
  const res = await completeProfile(ctx, user.token, profile);
  if (res.statusCode !== 200) throw new Error(`profile failed: ${res.body}`);
  if (status !== 'PENDING_APPROVAL') await ctx.app.db.update(users).set({ status }).where(eq(users.id, user.id));
  return user;
}
