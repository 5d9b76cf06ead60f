import {
  DEFAULT_LANGUAGE,
  type Language,
  MESSAGES,
  PATHS,
  REFRESH_REUSE_GRACE_SECONDS,
  VERIFICATION_CODE_TTL_SECONDS,
  VERIFICATION_MAX_ATTEMPTS,
  VERIFICATION_RESEND_INTERVAL_SECONDS,
} from '@portal/shared';
import type { LoginResult, TokenPair } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { describeError } from '../../lib/log-error.js';
import { getDummyHash, hashPassword, verifyPassword } from '../../lib/password.js';
import { languageOf, setUserLanguage } from '../../lib/language.js';
import { queueMail } from '../mail/index.js';
import * as repo from './auth.repo.js';
import { accountExistsMail, passwordResetMail, verificationMail } from './auth.mails.js';
import { issueSession } from './session.js';
import { generateCode, hashCode, hashesEqual, hashRefreshToken } from './tokens.js';

type Ctx = { app: FastifyInstance; codeSecret: string };

/** An id no row has: the lookups of an unknown account run the same statements and find nothing. */
const NO_ROW_ID = '00000000-0000-0000-0000-000000000000';
/** Compared with the given code's hash when there is no code, so the comparison is always made. */
const NO_CODE_HASH = '0'.repeat(64);

/** Deferred work starts this long after the answer, so it never slows the answer's delivery. */
const DEFERRED_WORK_DELAY_MS = 20;

/** Account rules: registration, codes, sign-in, token rotation and password reset. */
export class AuthService {
  /** Mails queued after the answer (see `later`); awaited before the app closes. */
  private readonly pending = new Set<Promise<void>>();
  /**
   * Wrong tries answered but not yet written (they are written after the answer, see `checkCode`), by
   * code id: they count towards the lock at once, so parallel tries cannot pass it in the meantime.
   */
  private readonly unwrittenWrongTries = new Map<string, number>();

  constructor(private readonly ctx: Ctx) {}

  /**
   * Runs work that depends on whether an address has an account after the answer is sent, so the
   * answer's timing is the same for both (decision 040). A failure is logged, never answered.
   */
  private later(work: () => Promise<void>): void {
    const run = new Promise<void>((resolve) => setTimeout(resolve, DEFERRED_WORK_DELAY_MS))
      .then(work)
      .catch((err: unknown) => this.ctx.app.log.error({ err: describeError(err) }, 'deferred account mail failed'))
      .finally(() => this.pending.delete(run));
    this.pending.add(run);
  }

  async settle(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  private get db() {
    return this.ctx.app.db;
  }

  /**
   * Creates the account and mails its code; for an address that already has an account, mails the
   * owner instead. Both answer the same and do the same work (a hash, one transaction, one mail), so
   * registration tells nobody whether an address is taken (decision 040).
   */
  async register(input: { name: string; email: string; phone: string; password: string; language?: Language | undefined }): Promise<void> {
    const passwordHash = await hashPassword(input.password);
    const code = generateCode();
    await this.db.transaction(async (tx) => {
      const user = await repo.insertUser(tx, {
        name: input.name,
        email: input.email,
        phone: input.phone,
        passwordHash,
        termsAcceptedAt: new Date(),
        language: input.language ?? DEFAULT_LANGUAGE,
      });
      if (user) return this.queueCode(tx, user, 'EMAIL_VERIFICATION', code);
      const owner = await repo.findUserByEmail(tx, input.email);
      if (owner)
        await queueMail(tx, { to: owner.email, ...accountExistsMail(owner.name, this.ctx.app.mailer.url(PATHS.signIn, languageOf(owner)), languageOf(owner)) });
    });
    this.ctx.app.mailer.wake();
  }

  /** Same answer, and about the same time, for an unknown address and a wrong password. */
  /**
   * `chosen`: the language this browser remembers (its `lang` cookie), if any. A choice made before
   * signing in is the user's latest and is saved on the profile; without one the profile's language
   * stands and the web app follows it (decision 176).
   */
  async login(input: { email: string; password: string; rememberMe: boolean }, chosen: Language | null = null): Promise<LoginResult> {
    const found = await repo.findUserByEmail(this.db, input.email);
    const ok = await verifyPassword(found?.passwordHash ?? (await getDummyHash()), input.password);
    if (!found || !ok) throw new AppError('UNAUTHORIZED', MESSAGES.invalidCredentials);
    const user = chosen && chosen !== found.language ? ((await setUserLanguage(this.db, found.id, chosen)) ?? found) : found;
    const pair = await issueSession(this.ctx.app, this.db, user, { rememberMe: input.rememberMe });
    return {
      ...pair,
      user: {
        id: user.id,
        name: user.name,
        email: user.email,
        isEmailVerified: user.isEmailVerified,
        role: user.roles[0] ?? 'INNOVATOR',
        roles: user.roles,
        language: languageOf(user),
      },
    };
  }

  /** An unknown address, a verified account and a wrong code are refused after the same work (decision 040). */
  async verifyEmail(email: string, code: string): Promise<void> {
    const found = await repo.findUserByEmail(this.db, email);
    const { user, codeId } = await this.checkCode(found && !found.isEmailVerified ? found : null, 'EMAIL_VERIFICATION', code);
    await this.db.transaction(async (tx) => {
      if (!(await repo.consumeCode(tx, codeId))) throw new AppError('BAD_REQUEST', MESSAGES.codeInvalidOrExpired);
      await repo.updateUser(tx, user.id, { isEmailVerified: true });
    });
  }

  /** Answers at once, whatever the address; a code goes out at most once a minute, quietly. */
  resendVerification(email: string): void {
    this.later(() => this.mailCode(email, 'EMAIL_VERIFICATION'));
  }

  /**
   * Rotates a refresh token. A token used a second time means it was copied: the whole family is
   * revoked, unless the second use comes within a few seconds (two tabs refreshing at once), which
   * gets a fresh pair in the same family.
   */
  async refresh(refreshToken: string, client: string): Promise<TokenPair> {
    const row = await repo.findRefreshToken(this.db, hashRefreshToken(refreshToken));
    if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) throw new AppError('UNAUTHORIZED', MESSAGES.refreshInvalid);
    const user = await repo.findUserById(this.db, row.userId);
    if (!user) throw new AppError('UNAUTHORIZED', MESSAGES.refreshInvalid);

    const spent = !(await repo.spendRefreshToken(this.db, row.id, client));
    if (spent) {
      // Re-read: a parallel request may have spent it a moment ago, after the row above was read.
      const used = (await repo.findRefreshToken(this.db, row.tokenHash)) ?? row;
      const usedAt = used.usedAt ?? new Date();
      const withinGrace = Date.now() - usedAt.getTime() <= REFRESH_REUSE_GRACE_SECONDS * 1000 && used.usedByClient === client;
      if (!withinGrace) {
        await repo.revokeFamily(this.db, row.familyId);
        this.ctx.app.log.warn({ userId: row.userId, familyId: row.familyId }, 'refresh token reused: family revoked');
        throw new AppError('UNAUTHORIZED', MESSAGES.refreshInvalid);
      }
    }
    return issueSession(this.ctx.app, this.db, user, { rememberMe: row.rememberMe, familyId: row.familyId });
  }

  /**
   * Revokes the family of the presented refresh token. Holding the token is the proof: the access
   * token may have expired meanwhile, and a sign-out must still end the session.
   */
  async logout(refreshToken: string): Promise<void> {
    const row = await repo.findRefreshToken(this.db, hashRefreshToken(refreshToken));
    if (row) await repo.revokeFamily(this.db, row.familyId);
  }

  /** Answers at once, whatever the address; a code goes out at most once a minute, quietly. */
  forgotPassword(email: string): void {
    this.later(() => this.mailCode(email, 'PASSWORD_RESET'));
  }

  /** Mails a new code to an account that may receive one, unless one went out less than a minute ago. */
  private async mailCode(email: string, purpose: repo.CodePurpose): Promise<void> {
    const user = await repo.findUserByEmail(this.db, email);
    if (!user || (purpose === 'EMAIL_VERIFICATION' && user.isEmailVerified)) return;
    await this.db.transaction(async (tx) => {
      const last = await repo.latestCode(tx, user.id, purpose);
      if (last && Date.now() - last.createdAt.getTime() < VERIFICATION_RESEND_INTERVAL_SECONDS * 1000) return;
      await this.queueCode(tx, user, purpose, generateCode());
    });
    this.ctx.app.mailer.wake();
  }

  /** An unknown address and a wrong code are refused after the same work (decision 040). */
  async resetPassword(input: { email: string; token: string; password: string }): Promise<void> {
    const found = await repo.findUserByEmail(this.db, input.email);
    const { user, codeId } = await this.checkCode(found, 'PASSWORD_RESET', input.token);
    const passwordHash = await hashPassword(input.password);
    await this.db.transaction(async (tx) => {
      if (!(await repo.consumeCode(tx, codeId))) throw new AppError('BAD_REQUEST', MESSAGES.resetCodeInvalidOrExpired);
      // The code came by mail, so the address is proven too.
      await repo.updateUser(tx, user.id, { passwordHash, isEmailVerified: true });
      await repo.revokeAllForUser(tx, user.id);
    });
  }

  /** Counts a wrong try in memory now and in its row after the answer. */
  private countWrongTryLater(codeId: string): void {
    this.unwrittenWrongTries.set(codeId, (this.unwrittenWrongTries.get(codeId) ?? 0) + 1);
    this.later(async () => {
      try {
        await repo.countWrongAttempt(this.db, codeId);
      } finally {
        const left = (this.unwrittenWrongTries.get(codeId) ?? 1) - 1;
        if (left > 0) this.unwrittenWrongTries.set(codeId, left);
        else this.unwrittenWrongTries.delete(codeId);
      }
    });
  }

  private async queueCode(tx: DbOrTx, user: UserRow, purpose: repo.CodePurpose, code: string): Promise<void> {
    const expiresAt = new Date(Date.now() + VERIFICATION_CODE_TTL_SECONDS * 1000);
    await repo.replaceCode(tx, user.id, purpose, hashCode(code, this.ctx.codeSecret, purpose), expiresAt);
    const url = this.ctx.app.mailer.url;
    const language = languageOf(user);
    const mail =
      purpose === 'EMAIL_VERIFICATION'
        ? verificationMail(user.name, code, url(PATHS.verifyEmail, language), language)
        : passwordResetMail(user.name, code, url(PATHS.resetPassword, language), language);
    await queueMail(tx, { to: user.email, ...mail });
  }

  /**
   * Checks a code (live, not locked by wrong tries, equal) and returns it with its account. Every refusal
   * does the same work before its answer whether or not the account exists or may use a code (`user`
   * null): one read of the newest code and one hash comparison. The wrong try is written after the answer
   * (as forgot-password's work is, decision 040): on PostgreSQL an update that changes a row costs a
   * commit an update that finds none does not, which told a known address from an unknown one (issue 24).
   * Until it is written it counts in memory, so the lock after `VERIFICATION_MAX_ATTEMPTS` still holds.
   */
  private async checkCode(user: UserRow | null, purpose: repo.CodePurpose, code: string): Promise<{ user: UserRow; codeId: string }> {
    const row = await repo.latestCode(this.db, user?.id ?? NO_ROW_ID, purpose);
    const given = hashCode(code, this.ctx.codeSecret, purpose);
    const equal = hashesEqual(row?.codeHash ?? NO_CODE_HASH, given);
    const codeId = row?.id ?? NO_ROW_ID;
    const tries = (row?.attempts ?? 0) + (this.unwrittenWrongTries.get(codeId) ?? 0);
    const live = Boolean(row && !row.consumedAt && row.expiresAt.getTime() > Date.now() && tries < VERIFICATION_MAX_ATTEMPTS);
    if (user && row && live && equal) return { user, codeId: row.id };
    // Counting a try on a spent, expired or locked code changes nothing: none of them is accepted again.
    if (row) this.countWrongTryLater(row.id);
    // A reset code is not a verification code: the message names the one the user typed.
    throw new AppError('BAD_REQUEST', purpose === 'PASSWORD_RESET' ? MESSAGES.resetCodeInvalidOrExpired : MESSAGES.codeInvalidOrExpired);
  }
}
