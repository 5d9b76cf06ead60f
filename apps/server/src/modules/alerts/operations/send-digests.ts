import {
  ALERT_API,
  ALERT_DIGEST_ITEMS_PER_KIND,
  ALERT_PATHS,
  API_PREFIX,
  type AlertFrequency,
  type AlertKind,
  indiaDate,
  type Language,
  PATHS,
  type RoundScheme,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.js';
import type { AlertSubscriptionRow } from '../../../db/schema/index.js';
import { challengeFocusAreas, challengesPublishedBetween } from '../../challenges/index.js';
import { queueMails } from '../../mail/index.js';
import { publicPostsBetween } from '../../proposals/index.js';
import { roundsOpenedBetween } from '../../rounds/index.js';
import { findContacts } from '../../users/index.js';
import * as repo from '../alerts.repo.js';
import { type DigestItem, digestMail } from '../alerts.mails.js';
import { nextDigestAt, periodOf } from './digest-periods.js';
import { signUnsubscribeToken } from './unsubscribe-token.js';

/** Subscribers handled per transaction. */
const BATCH = 500;
/** News read per kind for a batch: enough for every subscriber's share of a week (each mail shows at most 10 a kind). */
const FEED_LIMIT = 200;
/** No digest reaches further back than this (a weekly one, and a day of margin for a pass that came late). */
const LOOKBACK_MS = 8 * 24 * 3600 * 1000;

type News = { kind: AlertKind; id: string; title: string; focusAreas: string[] | null; at: Date; path: (language: Language) => string; closesOn?: string };

const SCHEME_PAGE: Record<RoundScheme, string> = { OI: PATHS.innovateSteel, SSA: PATHS.steelStartup, CM: PATHS.challengeMethod };

/** Everything new in (since, until], of every kind, newest first: three bounded, indexed reads for a whole batch. */
async function readNews(db: DbOrTx, since: Date, until: Date): Promise<News[]> {
  const [challenges, rounds, posts] = await Promise.all([
    challengesPublishedBetween(db, since, until, FEED_LIMIT),
    roundsOpenedBetween(db, since, until, indiaDate(until), FEED_LIMIT),
    publicPostsBetween(db, since, until, FEED_LIMIT),
  ]);
  const roundAreas = await challengeFocusAreas(
    db,
    rounds.flatMap((r) => (r.challengeId ? [r.challengeId] : [])),
  );
  return [
    ...challenges.map((c): News => ({ kind: 'CHALLENGE', id: c.id, title: c.title, focusAreas: c.focusAreas, at: c.at, path: () => PATHS.challenge(c.id) })),
    // A scheme's round is for every focus area; a Challenge Method round for its challenge's.
    ...rounds.map((r): News => ({
      kind: 'ROUND',
      id: r.id,
      title: r.name,
      focusAreas: r.challengeId ? (roundAreas.get(r.challengeId) ?? []) : null,
      at: r.at,
      closesOn: r.cutoffAt,
      path: () => (r.challengeId ? PATHS.challenge(r.challengeId) : SCHEME_PAGE[r.scheme]),
    })),
    ...posts.map((p): News => ({ kind: 'STEELCOLLAB', id: p.id, title: p.title, focusAreas: p.focusAreas, at: p.at, path: () => PATHS.problem(p.id) })),
  ];
}

/** What of the news a subscriber follows: their kinds, their focus areas (none chosen: every area), after what they have seen. */
function newsFor(sub: AlertSubscriptionRow, news: News[]): { items: News[]; more: number } {
  const items: News[] = [];
  let more = 0;
  for (const kind of sub.kinds) {
    const matching = news.filter(
      (n) =>
        n.kind === kind &&
        n.at > sub.coveredUntil &&
        (sub.focusAreas.length === 0 || n.focusAreas === null || n.focusAreas.some((a) => sub.focusAreas.includes(a))),
    );
    items.push(...matching.slice(0, ALERT_DIGEST_ITEMS_PER_KIND));
    more += Math.max(0, matching.length - ALERT_DIGEST_ITEMS_PER_KIND);
  }
  return { items, more };
}

/**
 * The digest pass (docs/architecture.md#alerts): every subscriber whose day or week has begun gets one mail
 * of what is new since their last digest, in their language, or none when nothing is new. Batch by
 * batch, each in one transaction that locks its subscribers (SKIP LOCKED), claims each one's period
 * (unique user and period), queues the mails and moves each to their next period, so two instances'
 * passes send a period's digest once. Answers how many mails were queued.
 */
export async function sendDigests(app: FastifyInstance, secret: string, now = new Date()): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await app.db.transaction(async (tx) => {
      const due = await repo.lockDueSubscriptions(tx, now, BATCH);
      if (due.length === 0) return null;
      const oldest = Math.min(...due.map((s) => s.coveredUntil.getTime()));
      const news = await readNews(tx, new Date(Math.max(oldest, now.getTime() - LOOKBACK_MS)), now);
      const found = due.map((sub) => ({ sub, ...newsFor(sub, news) }));
      const claimed = await repo.claimDigests(
        tx,
        found.map((f) => ({ userId: f.sub.userId, period: periodOf(f.sub.frequency as AlertFrequency, f.sub.nextDueAt!), items: f.items.length + f.more })),
      );
      const toMail = found.filter((f) => claimed.has(f.sub.userId) && f.items.length > 0);
      const contacts = await findContacts(
        tx,
        toMail.map((f) => f.sub.userId),
      );
      const mails = toMail.flatMap(({ sub, items, more }) => {
        const to = contacts.get(sub.userId);
        if (!to) return [];
        const language = to.language ?? 'en';
        const token = signUnsubscribeToken(secret, { userId: sub.userId, list: 'digest', generation: sub.generation });
        const content = digestMail(to, {
          items: items.map((n): DigestItem => ({
            kind: n.kind,
            title: n.title,
            url: app.mailer.url(n.path(language), language),
            ...(n.closesOn ? { closesOn: n.closesOn } : {}),
          })),
          more,
          settingsUrl: app.mailer.url(ALERT_PATHS.settings, language),
          unsubscribeUrl: app.mailer.url(`${ALERT_PATHS.unsubscribe}?token=${token}`, language),
        });
        return [
          {
            to: to.email,
            ...content,
            // RFC 8058: a mail client unsubscribes with one POST to this address, without opening a page.
            headers: {
              'List-Unsubscribe': `<${app.mailer.url(`${API_PREFIX}${ALERT_API.unsubscribe}?token=${token}`)}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
          },
        ];
      });
      await queueMails(tx, mails);
      await repo.markCovered(
        tx,
        due.map((s) => s.userId),
        now,
        { DAILY: nextDigestAt('DAILY', now), WEEKLY: nextDigestAt('WEEKLY', now) },
      );
      return mails.length;
    });
    if (batch === null) break;
    sent += batch;
  }
  if (sent > 0) app.mailer.wake();
  return sent;
}
