import type { Db } from '../../db/client.js';
import { describeError } from '../../lib/log-error.js';
import type { Logger } from '../../lib/logger.js';
import { claimDueMails, markFailed, markSent } from './mail.repo.js';
import type { MailTransport } from './mail.transport.js';

const BATCH = 10;
const LEASE_SECONDS = 120;
const MAX_ATTEMPTS = 8;
/**
 * How long stop() waits for the mail in hand. Past it the server stops anyway: that mail stays claimed
 * until its lease ends, and is then sent by another instance or the next start (decision 247).
 */
export const STOP_WAIT_MS = 3000;

/** Back-off after a failed try: 10 s, 20 s, 40 s … capped at one hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(10 * 2 ** (attempts - 1), 3600);
}

/** Sends the outbox in the background: polls, and is woken at once after a mail is queued. */
export class MailWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  /** idle until start(); closed after stop(), when a pass in progress ends after the mail in hand. */
  private state: 'idle' | 'polling' | 'closed' = 'idle';
  private again = false;

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
    if (this.state !== 'polling') return;
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
        this.schedule(soon ? 0 : this.pollMs);
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

  /** One pass: sends every due mail, batch by batch. */
  async drain(): Promise<void> {
    try {
      for (;;) {
        if (this.state === 'closed') return;
        const batch = await claimDueMails(this.db, BATCH, LEASE_SECONDS);
        for (const mail of batch) {
          try {
            await this.transport.send(mail);
            await markSent(this.db, mail.id);
          } catch (err) {
            const message = err instanceof Error ? err.message : String(err);
            const final = mail.attempts >= MAX_ATTEMPTS;
            await markFailed(this.db, mail.id, message, final ? null : retryDelaySeconds(mail.attempts));
            // The SMTP reply may quote the recipient: the log keeps its codes, the outbox row the text.
            const { code, responseCode } = err as { code?: string; responseCode?: number };
            this.log.warn({ mailId: mail.id, attempts: mail.attempts, final, err: { code, responseCode } }, 'mail not sent');
          }
        }
        if (batch.length < BATCH) break;
      }
    } catch (err) {
      if (this.state !== 'closed') this.log.error({ err: describeError(err) }, 'mail worker pass failed');
    }
  }
}
