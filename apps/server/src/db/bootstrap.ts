import { randomBytes } from 'node:crypto';
import { and, arrayContains, eq } from 'drizzle-orm';
import { type AppConfig, LEGACY_DEFAULT_ADMIN_EMAIL } from '../config.js';
import { addressDomain } from '../lib/log-address.js';
import { hashPassword } from '../lib/password.js';
import type { Logger } from '../lib/logger.js';
import type { Storage } from '../plugins/storage.js';
import type { Db } from './client.js';
import { organizations, users } from './schema/index.js';
import { seedDemoChallenges } from './seed/demo-challenges.js';
import { seedDemoSteelcollab } from './seed/demo-steelcollab.js';
import { SEED_ORGANIZATIONS } from './seed/organizations.js';

/**
 * Creates the first admin when no admin exists: from ADMIN_EMAIL / ADMIN_PASSWORD, or with the default
 * address and a generated password. The address and a generated password are printed once, in the
 * first-start banner on stdout, never to the structured log, which holds the domain only (decision 120).
 */
export async function ensureFirstAdmin(db: Db, config: AppConfig, log: Logger): Promise<void> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(arrayContains(users.roles, ['ADMIN']))
    .limit(1);
  if (existing.length > 0) {
    await renameLegacyAdmin(db, config, log);
    return;
  }
  if (!config.admin.password && config.env === 'production') {
    log.warn('no admin exists and ADMIN_PASSWORD is not set: no admin was created');
    return;
  }
  const password = config.admin.password ?? randomBytes(12).toString('base64url');
  await db
    .insert(users)
    .values({
      email: config.admin.email,
      name: 'Administrator',
      phone: '',
      passwordHash: await hashPassword(config.passwordHashCost, password),
      status: 'APPROVED',
      roles: ['ADMIN'],
      isEmailVerified: true,
      termsAcceptedAt: new Date(),
    })
    .onConflictDoNothing();
  log.info({ emailDomain: addressDomain(config.admin.email) }, 'first admin created');
  if (config.env !== 'test') {
    const shownPassword = config.admin.password ? '(the ADMIN_PASSWORD you set)' : password;
    process.stdout.write(
      `\n  First admin: ${config.admin.email}\n  Password:    ${shownPassword}\n  (shown once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose them)\n\n`,
    );
  }
}

/**
 * Earlier versions created the first admin as admin@localhost, an address the sign-in form refuses,
 * and no second admin is ever created: that admin takes the configured address (ADMIN_EMAIL or the
 * default), and ADMIN_PASSWORD when it is set, once, and the console says so (decision 120).
 */
async function renameLegacyAdmin(db: Db, config: AppConfig, log: Logger): Promise<void> {
  const [legacy] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, LEGACY_DEFAULT_ADMIN_EMAIL), arrayContains(users.roles, ['ADMIN'])))
    .limit(1);
  if (!legacy) return;
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, config.admin.email)).limit(1);
  if (taken) {
    log.warn(
      { emailDomain: addressDomain(config.admin.email) },
      'the first admin has an address the sign-in form refuses, and the configured address is taken: set ADMIN_EMAIL to a free address',
    );
    return;
  }
  await db
    .update(users)
    .set({
      email: config.admin.email,
      ...(config.admin.password ? { passwordHash: await hashPassword(config.passwordHashCost, config.admin.password) } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, legacy.id));
  log.info({ emailDomain: addressDomain(config.admin.email) }, 'first admin renamed from the old default address');
  if (config.env !== 'test') {
    const password = config.admin.password ? 'the ADMIN_PASSWORD you set' : 'unchanged (the one printed on the first start)';
    process.stdout.write(
      `\n  First admin: ${config.admin.email}  (was ${LEGACY_DEFAULT_ADMIN_EMAIL}, which the sign-in form refuses)\n  Password:    ${password}\n\n`,
    );
  }
}

/** Seeds the organisation suggestions; idempotent (names are unique regardless of case). */
export async function seedOrganizations(db: Db): Promise<void> {
  await db
    .insert(organizations)
    .values(SEED_ORGANIZATIONS.map((name) => ({ name, source: 'SEED' })))
    .onConflictDoNothing();
}

/** Demo data so a first look is not empty: only with SEED_DEMO=1 (the embedded database's default), and only once. */
export async function seedDemoData(db: Db, config: AppConfig, storage: Storage, log: Logger): Promise<void> {
  if (!config.seedDemo) return;
  if (await seedDemoChallenges(db, storage)) log.info('demo challenges created');
  if (await seedDemoSteelcollab(db)) log.info('demo Steelcollab posts created');
}
