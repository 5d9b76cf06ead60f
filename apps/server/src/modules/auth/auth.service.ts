import {
  MESSAGES,
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
import { getDummyHash, hashPassword, verifyPassword } from '../../lib/password.js';
import { queueMail } from '../mail/mail.service.js';
import * as repo from './auth.repo.js';
import { passwordResetMail, verificationMail } from './auth.mails.js';
import { issueSession } from './session.js';
import { generateCode, hashCode, hashesEqual, hashRefreshToken } from './tokens.js';

type Ctx = { app: FastifyInstance; codeSecret: string };

/** Account rules: registration, codes, sign-in, token rotation and password reset. */
export class AuthService {
  constructor(private readonly ctx: Ctx) {}

  private get db() {
    return this.ctx.app.db;
  }

  async register(input: { name: string; email: string; phone: string; password: string }): Promise<TokenPair> {
    const passwordHash = await hashPassword(input.password);
    const code = generateCode();
    const pair = await this.db.transaction(async (tx) => {
      const user = await repo.insertUser(tx, {
        name: input.name,
        email: input.email,
        phone: input.phone,
        passwordHash,
        termsAcceptedAt: new Date(),
      });
      if (!user) throw new AppError('CONFLICT', MESSAGES.emailTaken);
      await this.queueCode(tx, user, 'EMAIL_VERIFICATION', code);
      return issueSession(this.ctx.app, tx, user, { rememberMe: false });
    });
    this.ctx.app.mailer.wake();
    return pair;
  }

  /** Same answer, and about the same time, for an unknown address and a wrong password. */
  async login(input: { email: string; password: string; rememberMe: boolean }): Promise<LoginResult> {
    const user = await repo.findUserByEmail(this.db, input.email);
    const ok = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), input.password);
    if (!user || !ok) throw new AppError('UNAUTHORIZED', MESSAGES.invalidCredentials);
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
      },
    };
  }

  async verifyEmail(email: string, code: string): Promise<void> {
    const user = await repo.findUserByEmail(this.db, email);
    if (!user) throw new AppError('BAD_REQUEST', MESSAGES.codeInvalidOrExpired);
    if (user.isEmailVerified) throw new AppError('BAD_REQUEST', MESSAGES.alreadyVerified);
    const codeId = await this.checkCode(user, 'EMAIL_VERIFICATION', code);
    await this.db.transaction(async (tx) => {
      if (!(await repo.consumeCode(tx, codeId))) throw new AppError('BAD_REQUEST', MESSAGES.codeInvalidOrExpired);
      await repo.updateUser(tx, user.id, { isEmailVerified: true });
    });
  }

  async resendVerification(email: string): Promise<void> {
    const user = await repo.findUserByEmail(this.db, email);
    if (!user || user.isEmailVerified) return;
    await this.db.transaction(async (tx) => {
      const last = await repo.latestCode(tx, user.id, 'EMAIL_VERIFICATION');
      if (last && Date.now() - last.createdAt.getTime() < VERIFICATION_RESEND_INTERVAL_SECONDS * 1000) {
        throw new AppError('TOO_MANY_REQUESTS', MESSAGES.resendTooSoon);
      }
      await this.queueCode(tx, user, 'EMAIL_VERIFICATION', generateCode());
    });
    this.ctx.app.mailer.wake();
  }

  /**
   * Rotates a refresh token. A token used a second time means it was copied: the whole family is
   * revoked, unless the second use comes within a few seconds (two tabs refreshing at once), which
   * gets a fresh pair in the same family.
   */
  async refresh(refreshToken: string): Promise<TokenPair> {
    const row = await repo.findRefreshToken(this.db, hashRefreshToken(refreshToken));
    if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) throw new AppError('UNAUTHORIZED', MESSAGES.refreshInvalid);
    const user = await repo.findUserById(this.db, row.userId);
    if (!user) throw new AppError('UNAUTHORIZED', MESSAGES.refreshInvalid);

    const spent = !(await repo.spendRefreshToken(this.db, row.id));
    if (spent) {
      const usedAt = row.usedAt ?? new Date();
      const withinGrace = Date.now() - usedAt.getTime() <= REFRESH_REUSE_GRACE_SECONDS * 1000;
      if (!withinGrace) {
        await repo.revokeFamily(this.db, row.familyId);
        this.ctx.app.log.warn({ userId: row.userId, familyId: row.familyId }, 'refresh token reused: family revoked');
        throw new AppError('UNAUTHORIZED', MESSAGES.refreshInvalid);
      }
    }
    return issueSession(this.ctx.app, this.db, user, { rememberMe: row.rememberMe, familyId: row.familyId });
  }

  /** Revokes the family of the presented refresh token, if it is the caller's. */
  async logout(userId: string, refreshToken: string | undefined): Promise<void> {
    if (!refreshToken) return;
    const row = await repo.findRefreshToken(this.db, hashRefreshToken(refreshToken));
    if (row && row.userId === userId) await repo.revokeFamily(this.db, row.familyId);
  }

  async forgotPassword(email: string): Promise<void> {
    const user = await repo.findUserByEmail(this.db, email);
    if (!user) return;
    await this.db.transaction(async (tx) => {
      const last = await repo.latestCode(tx, user.id, 'PASSWORD_RESET');
      // Quietly at most one mail a minute: the answer must not tell whether the address exists.
      if (last && Date.now() - last.createdAt.getTime() < VERIFICATION_RESEND_INTERVAL_SECONDS * 1000) return;
      await this.queueCode(tx, user, 'PASSWORD_RESET', generateCode());
    });
    this.ctx.app.mailer.wake();
  }

  async resetPassword(input: { email: string; token: string; password: string }): Promise<void> {
    const user = await repo.findUserByEmail(this.db, input.email);
    if (!user) throw new AppError('BAD_REQUEST', MESSAGES.codeInvalidOrExpired);
    const codeId = await this.checkCode(user, 'PASSWORD_RESET', input.token);
    const passwordHash = await hashPassword(input.password);
    await this.db.transaction(async (tx) => {
      if (!(await repo.consumeCode(tx, codeId))) throw new AppError('BAD_REQUEST', MESSAGES.codeInvalidOrExpired);
      // The code came by mail, so the address is proven too.
      await repo.updateUser(tx, user.id, { passwordHash, isEmailVerified: true });
      await repo.revokeAllForUser(tx, user.id);
    });
  }

  private async queueCode(tx: DbOrTx, user: UserRow, purpose: repo.CodePurpose, code: string): Promise<void> {
    const expiresAt = new Date(Date.now() + VERIFICATION_CODE_TTL_SECONDS * 1000);
    await repo.replaceCode(tx, user.id, purpose, hashCode(code, this.ctx.codeSecret, purpose), expiresAt);
    const mail = purpose === 'EMAIL_VERIFICATION' ? verificationMail(user.name, code) : passwordResetMail(user.name, code);
    await queueMail(tx, { to: user.email, ...mail });
  }

  /** Checks a code (live, not locked by wrong tries, equal) and returns its id; a wrong try is counted. */
  private async checkCode(user: UserRow, purpose: repo.CodePurpose, code: string): Promise<string> {
    const row = await repo.latestCode(this.db, user.id, purpose);
    if (!row || row.consumedAt || row.expiresAt.getTime() <= Date.now()) throw new AppError('BAD_REQUEST', MESSAGES.codeInvalidOrExpired);
    if (row.attempts >= VERIFICATION_MAX_ATTEMPTS) throw new AppError('BAD_REQUEST', MESSAGES.codeLocked);
    if (!hashesEqual(row.codeHash, hashCode(code, this.ctx.codeSecret, purpose))) {
      await repo.countWrongAttempt(this.db, row.id);
      throw new AppError('BAD_REQUEST', row.attempts + 1 >= VERIFICATION_MAX_ATTEMPTS ? MESSAGES.codeLocked : MESSAGES.codeInvalidOrExpired);
    }
    return row.id;
  }
}
