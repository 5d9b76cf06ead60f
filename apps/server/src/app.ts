import { randomBytes } from 'node:crypto';
import { API, API_PREFIX } from '@portal/shared';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config.js';
import { ensureFirstAdmin, seedDemoData, seedOrganizations } from './db/bootstrap.js';
import { type Database, openDatabase } from './db/client.js';
import { describeError } from './lib/log-error.js';
import { LOG_REDACT_PATHS } from './lib/logger.js';
import { rateLimitRetentionTasks } from './lib/rate-limit.js';
import { checkWebBuildKey } from './lib/web-build.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { alertsRoutes, sendDigests } from './modules/alerts/index.js';
import { apiDocsRoutes } from './modules/api-docs/api-docs.routes.js';
import { authRetentionTasks } from './modules/auth/auth.retention.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { challengesRoutes } from './modules/challenges/challenges.routes.js';
import { awaitingApplicantSql, clarificationOverdueSql, daysInReviewSql } from './modules/clarifications/index.js';
import { collabRoutes } from './modules/collab/collab.routes.js';
import { acceptedRequestBetween, openConnectRequest } from './modules/collab/index.js';
import { clarificationsRoutes } from './modules/clarifications/clarifications.routes.js';
import { registerClarificationReminders } from './modules/clarifications/operations/remind-applicants.js';
import { filesRoutes } from './modules/files/files.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { mailRetentionTasks } from './modules/mail/mail.retention.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { organizationsRoutes } from './modules/organizations/organizations.routes.js';
import { followProposalDecision, projectsRoutes, registerReportReminders } from './modules/projects/index.js';
import { isSubmittedSql, ownProposalsAmong, registerProposalHooks, setOwnerApproved } from './modules/proposals/index.js';
import { backfillIndex, indexProposals, unresolvedLikelySql } from './modules/overlap/index.js';
import { overlapRoutes } from './modules/overlap/overlap.routes.js';
import { metricsRoutes } from './modules/metrics/index.js';
import { openDataRoutes } from './modules/open-data/index.js';
import { publicProjectsRoutes } from './modules/public-projects/index.js';
import { proposalsRoutes } from './modules/proposals/proposals.routes.js';
import { sendDueReminders } from './modules/reminders/index.js';
import { registerReviewReminders } from './modules/reviews/operations/review-reminders.js';
import { endReviewerAccess, readsAsReviewer, recheckConflicts, reviewOverdueSql } from './modules/reviews/index.js';
import { reviewsRoutes } from './modules/reviews/reviews.routes.js';
import { registerAuditHooks } from './modules/audit/index.js';
import { registerUserHooks, userExists, userHeadSql } from './modules/users/index.js';
import { beforeSingleDecision, followChallengeDeadline, joinRound, roundsOf } from './modules/rounds/index.js';
import { registerChallengeHooks } from './modules/challenges/index.js';
import { roundsRoutes } from './modules/rounds/rounds.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { authPlugin } from './plugins/auth.js';
import { dbPlugin } from './plugins/db.js';
import { errorsPlugin } from './plugins/errors.js';
import { housekeepingPlugin } from './plugins/housekeeping.js';
import { mailPlugin } from './plugins/mail.js';
import { openapiPlugin } from './plugins/openapi.js';
import { scannerPlugin } from './plugins/scanner.js';
import { securityPlugin } from './plugins/security.js';
import { storagePlugin } from './plugins/storage.js';
import { validationPlugin } from './plugins/validation.js';
import { webPlugin } from './plugins/web.js';

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: { draining: boolean };
  }
}

/*
 * A module never imports one built on it (no import cycles between modules, decision 222): what proposals
 * and users ask of reviews, clarifications, projects and rounds, and what challenges and audit ask of the
 * modules above them, is wired here once, from those modules' faces.
 */
registerProposalHooks({
  readsAsReviewer,
  openConnectRequest,
  acceptedRequestBetween,
  recheckConflicts,
  followProposalDecision,
  joinRound,
  roundsOf,
  beforeSingleDecision,
  textChanged: indexProposals,
  listFlags: {
    reviewOverdue: reviewOverdueSql,
    awaitingApplicant: awaitingApplicantSql,
    clarificationOverdue: clarificationOverdueSql,
    daysInReview: daysInReviewSql,
    likelyDuplicate: unresolvedLikelySql,
  },
});
registerUserHooks({ recheckConflicts, endReviewerAccess, approvalChanged: setOwnerApproved });
registerChallengeHooks({ deadlineChanged: followChallengeDeadline, isSubmittedSql, ownProposalsAmong });
registerAuditHooks({ actorHeadSql: userHeadSql });

const HEALTH_URL = `${API_PREFIX}${API.health}`;

/**
 * One log line per request, written when it completes, without the query string (it may hold a
 * signed token). Successful health checks, polled by load balancers, are not logged (decision 031).
 */
class OneLineLogController extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (!error && reply.statusCode < 400 && request.url === HEALTH_URL) return;
    const line = { method: request.method, url: request.url.split('?')[0], statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...line, err: describeError(error) }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * Request ids: this process's random prefix and a counter. Unique across instances and restarts
 * for reading logs, and cheaper than a UUID per request; they are not secrets.
 */
function requestIdGenerator(): () => string {
  const instance = randomBytes(6).toString('base64url');
  let next = 0;
  return () => `${instance}-${(next++).toString(36)}`;
}

export type BuildOptions = {
  /** An already opened database (tests share one per file); otherwise the app opens and closes its own. */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
  /** Where the standard logger writes (default stdout); benchmarks send it to /dev/null. */
  logStream?: { write(msg: string): void };
  /** Called for every route as it is registered (the security suite's route inventory). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
};

/** Builds the whole application; it never listens (main.ts does). */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const newRequestId = requestIdGenerator();
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
      serializers: {
        // The query string may carry a signed download token: log the path only.
        req: (req: { id: string; method: string; url: string; ip?: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url.split('?')[0],
          ip: req.ip,
        }),
      },
    },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : newRequestId();
    },
    requestIdHeader: false,
    logController: new OneLineLogController(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.decorate('lingerBounds', config.linger);
  // main.ts sets `draining` on SIGTERM; the health check then answers 503 "draining" (decision 168).
  app.decorate('lifecycle', { draining: false });

  // A web build made with another public credential would answer 401 on every public list: refused
  // here, before anything is opened (decision 122).
  if (checkWebBuildKey(config.webDist, config.publicApiKey) === 'unrecorded') {
    app.log.warn('the web build does not record its public credential: build again so the server can check it against PUBLIC_API_KEY');
  }

  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabase(config.database));
  if (ownsDatabase) {
    await database.migrate();
    app.addHook('onClose', async () => database.close());
  }

  await app.register(validationPlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(dbPlugin, { database });
  await app.register(authPlugin, {
    secret: config.jwtSecret,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    publicApiKey: config.publicApiKey,
    userExists: (id) => userExists(database.db, id),
  });
  await app.register(scannerPlugin, { clamd: config.clamd });
  await app.register(storagePlugin, { secret: config.jwtSecret, rateLimitScale: config.rateLimitScale, storageUrl: config.storageUrl ?? null });
  await app.register(mailPlugin, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    pollMs: config.mailPollMs,
    appUrl: config.appUrl,
    port: config.port,
  });
  // Before the routes: it describes each as it is registered.
  await app.register(openapiPlugin);
  // The kinds of reminder, each sent by the one reminder pass below.
  registerReviewReminders(app);
  registerClarificationReminders(app);
  registerReportReminders(app);
  await app.register(housekeepingPlugin, {
    everyMs: config.housekeepingEveryMs,
    tasks: [
      ...authRetentionTasks,
      ...mailRetentionTasks,
      ...rateLimitRetentionTasks,
      // Every kind of reminder, each kind on its own (docs/architecture.md#reminders).
      { name: 'reminders', run: () => sendDueReminders(app) },
      // Each subscriber's daily or weekly digest of new calls, once per period across instances.
      { name: 'alert digests', run: () => sendDigests(app, config.jwtSecret) },
      { name: 'removed files in the bucket', run: () => app.storage.sweep() },
      // The overlap index of proposals without a signature: all of them at the first pass after an upgrade (decision 271).
      { name: 'overlap index', run: (_db, signal) => backfillIndex(app, { signal }) },
    ],
  });

  // Every API module is registered here by name, so a reader can follow a request with grep.
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, { config });
      await api.register(usersRoutes, { rateLimitScale: config.rateLimitScale });
      await api.register(organizationsRoutes);
      await api.register(filesRoutes);
      await api.register(adminRoutes);
      await api.register(challengesRoutes);
      await api.register(clarificationsRoutes, { rateLimitScale: config.rateLimitScale });
      await api.register(proposalsRoutes, { searchCacheMs: config.searchCacheMs, rateLimitScale: config.rateLimitScale });
      await api.register(notificationsRoutes);
      await api.register(apiDocsRoutes);
      await api.register(projectsRoutes);
      await api.register(overlapRoutes);
      await api.register(collabRoutes);
      await api.register(publicProjectsRoutes);
      await api.register(openDataRoutes, { versionFreshMs: config.openDataVersionFreshMs });
      await api.register(metricsRoutes, { versionFreshMs: config.openDataVersionFreshMs });
      await api.register(reviewsRoutes);
      await api.register(roundsRoutes, { rateLimitScale: config.rateLimitScale });
      await api.register(alertsRoutes, { secret: config.jwtSecret });
    },
    { prefix: API_PREFIX },
  );

  await app.register(webPlugin, { root: config.webDist });

  await ensureFirstAdmin(database.db, config, app.log);
  await seedOrganizations(database.db);
  await seedDemoData(database.db, config, app.storage, app.log);
  return app;
}
