import { hash, verify } from '@node-rs/argon2';

/**
 * How hard a password hash is to compute (decision 279). `owasp`: argon2id at OWASP's recommended strength
 * (m = 19 MiB, t = 2, p = 1), always outside the test suite. `test`: the lowest cost argon2id takes, for the
 * test suite's thousands of accounts only; configuration refuses it unless NODE_ENV is `test`, and a sign-in
 * brings a weaker stored hash up to the configured cost.
 */
export type PasswordHashCost = 'owasp' | 'test';

const OPTIONS = {
  owasp: { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 },
  test: { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 },
} as const;

/** Runs on libuv's pool, off the event loop. */
export function hashPassword(cost: PasswordHashCost, password: string): Promise<string> {
  return hash(password, OPTIONS[cost]);
}

/** Checks a password against a stored hash of any cost (the hash names its own parameters). */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** True when a stored hash is cheaper than `cost` asks (or not argon2id): it is replaced at the next sign-in. */
export function isWeakerThan(passwordHash: string, cost: PasswordHashCost): boolean {
  const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(passwordHash);
  if (!m) return true;
  const want = OPTIONS[cost];
  return Number(m[1]) < want.memoryCost || Number(m[2]) < want.timeCost;
}

/** A hash to verify against when the user does not exist, so both failures take the same time. */
const dummyHashes = new Map<PasswordHashCost, Promise<string>>();
export function getDummyHash(cost: PasswordHashCost): Promise<string> {
  let dummy = dummyHashes.get(cost);
  if (!dummy) {
    dummy = hashPassword(cost, 'not-a-real-password-for-timing-only');
    dummyHashes.set(cost, dummy);
  }
  return dummy;
}
