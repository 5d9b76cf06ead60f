import { randomBytes } from 'node:crypto';
import { arrayContains } from 'drizzle-orm';
import type { AppConfig } from '../config.js';
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
 * Creates the first admin when no admin exists: from ADMIN_EMAIL / ADMIN_PASSWORD, or in development
 * with a generated password printed once on the console (never to the structured log).
 */
export async function ensureFirstAdmin(db: Db, config: AppConfig, log: Logger): Promise<void> {
  const existing = await db.select({ id: users.id }).from(users).where(arrayContains(users.roles, ['ADMIN'])).limit(1);
  if (existing.length > 0) return;
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
      passwordHash: await hashPassword(password),
      status: 'APPROVED',
      roles: ['ADMIN'],
      isEmailVerified: true,
      termsAcceptedAt: new Date(),
    })
    .onConflictDoNothing();
  log.info({ emailDomain: addressDomain(config.admin.email) }, 'first admin created');
  if (!config.admin.password && config.env !== 'test') {
    process.stdout.write(`\n  First admin: ${config.admin.email}\n  Password:    ${password}\n  (shown once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose them)\n\n`);
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
