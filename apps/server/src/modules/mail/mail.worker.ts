import type { Db } from '../../db/client.js';
import { describeError } from '../../lib/log-error.js';
import type { Logger } from '../../lib/logger.js';
import { claimDueMails, markFailed, markSent, releaseMails } from './mail.repo.js';
import { type MailTransport, refusedByServer } from './mail.transport.js';

const BATCH = 10;
const LEASE_SECONDS = 120;
const MAX_ATTEMPTS = 8;
/**
 * How long stop() waits for the mail in hand. Past it the server stops anyway: that mail stays claimed
 * until its lease ends, and is then sent by another instance or the next start (decision 247).
 */
export const STOP_WAIT_MS = 3000;

/** Back-off after the SMTP server refused a mail: 10 s, 20 s, 40 s … capped at one hour; given up after the eighth. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(10 * 2 ** (attempts - 1), 3600);
}

/**
 * Back-off while the SMTP server is out of reach, after the `times`-th pass in a row that could not reach
 * it: 10 s, 20 s, 40 s … capped at five minutes. The worker's next pass waits that long, and so does the
 * mail it tried; such tries never count toward the limit, so an outage of any length loses no mail, and a
 * mail goes out at most five minutes after the server returns (decision 290).
 */
export function unreachableDelaySeconds(times: number): number {
  return Math.min(10 * 2 ** (times - 1), 300);
}

/** Sends the outbox in the background: polls, and is woken at once after a mail is queued. */
export class MailWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  /** idle until start(); closed after stop(), when a pass in progress ends after the mail in hand. */
  private state: 'idle' | 'polling' | 'closed' = 'idle';
  private again = false;
  /**
   * Passes in a row that met no SMTP server, and until when the next one waits, on the monotonic clock
   * (`performance.now()`): a step of the wall clock neither stretches nor cuts the back-off (decision 304).
   */
  private unreachable = 0;
  private pausedUntil = 0;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly log: Logger,
    private readonly pollMs: number,
  ) {}

  start(): void {
    if (this.state === 'closed') return;
    this.state = 'polling';
    this.schedule(0);
  }

  /** Asks for a pass now (after a commit that queued a mail). */
  wake(): void {
    // While the SMTP server is out of reach, the next pass is already set for the end of the back-off.
    if (this.state !== 'polling' || performance.now() < this.pausedUntil) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  async stop(): Promise<void> {
    this.state = 'closed';
    if (this.timer) clearTimeout(this.timer);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.running, new Promise((resolve) => (timer = setTimeout(resolve, STOP_WAIT_MS)))]);
    clearTimeout(timer);
    this.transport.close();
  }

  private schedule(ms: number): void {
    if (this.state !== 'polling') return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.drain().finally(() => {
        this.running = null;
        const soon = this.again;
        this.again = false;
        const paused = this.pausedUntil - performance.now();
        this.schedule(paused > 0 ? paused : soon ? 0 : this.pollMs);
      });
    }, ms);
    this.timer.unref();
  }

  /**
   * Sends every due mail now, and returns once no pass is in progress: a background pass that had claimed a
   * mail before this call has also marked it sent or failed (a backup taken next sees settled rows).
   */
  async flush(): Promise<void> {
    await this.running;
    await this.drain();
    await this.running;
  }

  /**
   * One pass: sends every due mail, batch by batch. It stops at the first try that reaches no SMTP
   * server: that mail is put off (not counted), the rest of the batch is handed back untried, and the
   * worker's next pass waits out the back-off (decision 290).
   */
  async drain(): Promise<void> {
    try {
      for (;;) {
        if (this.state === 'closed') return;
        const batch = await claimDueMails(this.db, BATCH, LEASE_SECONDS);
        for (const [i, mail] of batch.entries()) {
          try {
            await this.transport.send(mail);
            await markSent(this.db, mail.id);
            this.reachable();
          } catch (err) {
            const message = err instanceof Error ? err.message : String(err);
            // The SMTP reply may quote the recipient: the log keeps its codes, the outbox row the text.
            const { code, responseCode } = err as { code?: string; responseCode?: number };
            if (refusedByServer(err)) {
              this.reachable();
              const attempts = mail.attempts + 1;
              const final = attempts >= MAX_ATTEMPTS;
              await markFailed(this.db, mail.id, message, true, final ? null : retryDelaySeconds(attempts));
              this.log.warn({ mailId: mail.id, attempts, final, err: { code, responseCode } }, 'mail not sent');
              continue;
            }
            this.unreachable += 1;
            const delay = unreachableDelaySeconds(this.unreachable);
            this.pausedUntil = performance.now() + delay * 1000;
            await markFailed(this.db, mail.id, message, false, delay);
            await releaseMails(this.db, batch.slice(i + 1));
            this.log.warn(
              { mailId: mail.id, attempts: mail.attempts, retryInSeconds: delay, err: { code, responseCode } },
              'mail server unreachable: mail not sent, the pass stops',
            );
            return;
          }
        }
        if (batch.length < BATCH) break;
      }
    } catch (err) {
      if (this.state !== 'closed') this.log.error({ err: describeError(err) }, 'mail worker pass failed');
    }
  }

  private reachable(): void {
    this.unreachable = 0;
    this.pausedUntil = 0;
  }
}
