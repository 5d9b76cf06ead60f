import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../config.js';
import { proposals, users } from '../../db/schema/index.js';
import { createTestApp, TEST_ADMIN, TEST_PUBLIC_API_KEY, type TestContext } from '../app.js';
import { SmtpCatcher } from '../smtp.js';
import { completeProfile, uniqueEmail, VALID_PASSWORD } from '../users.js';
import { LogSink } from './log-sink.js';

/**
 * Who calls. `owner` owns the resource a route is about (their profile, their document, their
 * proposal); `other` is a verified stranger to it; `collaborator` is named on it (part 2's proposals);
 * `apiKey` holds only the public credential of the public search calls. The three reviewers (peer review,
 * docs/architecture.md#peer-review) hold the REVIEWER role: `reviewer` is assigned to the owner's
 * proposal and declared no conflict, `reviewerUnassigned` is not assigned to it, `reviewerConflicted`
 * was assigned and declared a conflict.
 */
export const ACTORS = [
  'anonymous',
  'apiKey',
  'unverified',
  'other',
  'owner',
  'collaborator',
  'admin',
  'reviewer',
  'reviewerUnassigned',
  'reviewerConflicted',
] as const;
export type Actor = (typeof ACTORS)[number];
/** Every route states what these get; collaborator and apiKey only where the route has such callers. */
export const REQUIRED_ACTORS = ['anonymous', 'unverified', 'other', 'owner', 'admin'] as const satisfies readonly Actor[];

/** Building a world registers eight accounts (argon2 hashes, mails): time enough on a loaded two-core machine. */
export const WORLD_TIMEOUT_MS = 240_000;

export type Account = { id: string; email: string; password: string; token: string; refreshToken: string };
type SignedIn = Exclude<Actor, 'anonymous' | 'apiKey'>;

/** A request as a route entry builds it: app.inject's options without the method. */
export type RequestSpec = Omit<InjectOptions, 'method'> & { url: string };

/** The app under attack, its accounts and fixtures, and the log sink that watches it. */
export class World {
  private readonly fixtures = new Map<string, Promise<unknown>>();

  private constructor(
    readonly ctx: TestContext,
    readonly sink: LogSink,
    readonly accounts: Record<SignedIn, Account>,
  ) {}

  /** Builds a fresh app (logging into the sink at info level) with its five accounts. */
  static async create(opts: { onRoute?: (route: { method: string | string[]; url: string }) => void; config?: Partial<AppConfig> } = {}): Promise<World> {
    const sink = new LogSink();
    // Rate limits scaled up: the suite sends hundreds of calls from one client address.
    const ctx = await createTestApp({ logLevel: 'info', rateLimitScale: 1000, ...opts.config }, { logStream: sink.stream, onRoute: opts.onRoute });
    sink.secret(TEST_ADMIN.password);
    sink.secret(VALID_PASSWORD);
    const world = new World(ctx, sink, {} as Record<SignedIn, Account>);
    world.accounts.admin = await world.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    world.accounts.owner = await world.verifiedAccount('owner');
    world.accounts.other = await world.verifiedAccount('other');
    world.accounts.collaborator = await world.verifiedAccount('collaborator');
    // Reviewers: complete profiles of organisations of their own (no conflict with the owner's), approved
    // accounts (only those review, decision 207), the role set as an admin's grant leaves it.
    for (const [actor, organization] of [
      ['reviewer', 'IIT Madras'],
      ['reviewerUnassigned', 'CSIR NML'],
      ['reviewerConflicted', 'NIT Trichy'],
    ] as const) {
      const account = await world.verifiedAccount(actor);
      const res = await completeProfile(world.ctx, account.token, { organization, organizationCategory: 'Academia' });
      if (res.statusCode !== 200) throw new Error(`${actor} profile: ${res.body}`);
      await world.ctx.app.db
        .update(users)
        .set({ roles: ['RESEARCHER', 'REVIEWER'], status: 'APPROVED' })
        .where(eq(users.id, account.id));
      world.accounts[actor] = await world.signIn(account.email, account.password);
    }
    const unverified = await world.register('unverified');
    world.accounts.unverified = await world.signIn(unverified.email, unverified.password);
    // Owner and collaborator may submit proposals: complete profiles (organisation, category,
    // designation, both PDFs); the owner's organisation document is also what /api/files serves.
    for (const actor of ['owner', 'collaborator'] as const) {
      const res = await completeProfile(
        world.ctx,
        world.accounts[actor].token,
        actor === 'collaborator' ? { organization: 'IISc', organizationCategory: 'Academia' } : {},
      );
      if (res.statusCode !== 200) throw new Error(`${actor} profile: ${res.body}`);
    }
    return world;
  }

  close(): Promise<void> {
    return this.ctx.close();
  }

  /** The Authorization header (or x-api-key) an actor sends; none for anonymous. */
  auth(actor: Actor): Record<string, string> {
    if (actor === 'anonymous') return {};
    if (actor === 'apiKey') return { 'x-api-key': TEST_PUBLIC_API_KEY };
    const account = this.accounts[actor as SignedIn];
    if (!account) throw new Error(`no ${actor} account in this world: add it in World.create`);
    return { authorization: `Bearer ${account.token}` };
  }

  account(actor: Actor): Account | null {
    return this.accounts[actor as SignedIn] ?? null;
  }

  /** Something a route needs, built once per world (a challenge, a proposal…). */
  fixture<T>(key: string, build: (world: World) => Promise<T>): Promise<T> {
    let value = this.fixtures.get(key) as Promise<T> | undefined;
    if (!value) {
      value = build(this);
      this.fixtures.set(key, value);
    }
    return value;
  }

  async inject(method: string, spec: RequestSpec) {
    const res = await this.ctx.app.inject({ ...spec, method: method as InjectOptions['method'] });
    this.remember(res.body);
    return res;
  }

  /** Registers an account and returns its mailed verification code. */
  async register(prefix: string): Promise<{ email: string; password: string; code: string }> {
    const email = uniqueEmail(prefix);
    const after = this.ctx.smtp.mails.length;
    const res = await this.inject('POST', {
      url: '/api/auth/register',
      payload: { name: `${prefix} tester`, email, phone: '+91 98765 43210', password: VALID_PASSWORD, agreeTerms: true },
    });
    if (res.statusCode !== 201) throw new Error(`register: ${res.statusCode} ${res.body}`);
    return { email, password: VALID_PASSWORD, code: await this.mailedCode(email, /verification/i, after) };
  }

  async mailedCode(email: string, subject: RegExp, after = 0): Promise<string> {
    const code = SmtpCatcher.codeIn(await this.ctx.smtp.waitFor(email, { subject, after }));
    this.sink.secret(code);
    return code;
  }

  async verifiedAccount(prefix: string): Promise<Account> {
    const { email, password, code } = await this.register(prefix);
    const res = await this.inject('POST', { url: '/api/auth/verify-email', payload: { email, token: code } });
    if (res.statusCode !== 200) throw new Error(`verify: ${res.body}`);
    return this.signIn(email, password);
  }

  /** A new session (its own refresh family) for an account. */
  async signIn(email: string, password: string): Promise<Account> {
    const res = await this.inject('POST', { url: '/api/auth/login', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
    const data = res.json().data as { token: string; refreshToken: string; user: { id: string } };
    return { id: data.user.id, email, password, token: data.token, refreshToken: data.refreshToken };
  }

  /** A new public Steelcollab post by a poster who is none of the actors (written directly: the form is not under test here). */
  async publicPost(): Promise<string> {
    // An approved account: only its posts are public (decision 127).
    const posterId = await this.fixture('steelcollab-poster', async (w) => {
      const { id } = await w.verifiedAccount('poster');
      await w.ctx.app.db.update(users).set({ status: 'APPROVED' }).where(eq(users.id, id));
      return id;
    });
    const [row] = await this.ctx.app.db
      .insert(proposals)
      .values({
        userId: posterId,
        category: 'STEELCOLLAB',
        type: 'PROBLEM',
        name: 'Poster',
        email: 'poster@example.in',
        mobile: '+91 98765 43210',
        title: 'Slag reuse in road building',
        abstract: 'Steel slag piles up at the plant',
        focusArea: ['Operational Excellence'],
        postOnPortal: true,
        ownerApproved: true,
      })
      .returning({ id: proposals.id });
    return row!.id;
  }

  /** A fresh session for an actor's account, so a route that spends a refresh token can be called again. */
  async freshSession(actor: Actor): Promise<Account | null> {
    const account = this.account(actor);
    return account ? this.signIn(account.email, account.password) : null;
  }

  /** Every token, code and signed link an answer carries is a secret the logs must not show. */
  private remember(body: string): void {
    for (const m of body.matchAll(/"(?:token|refreshToken)":"([^"]+)"/g)) this.sink.secret(m[1]);
    for (const m of body.matchAll(/[?&]sig=([\w-]+)/g)) this.sink.secret(m[1]);
  }
}
