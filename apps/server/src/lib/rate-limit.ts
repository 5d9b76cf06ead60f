import { fillMessage, MESSAGES } from '@portal/shared';
import { AppError } from './errors.js';

/**
 * A fixed-window counter per key, kept in memory. Limits therefore hold per server instance; behind
 * several instances they multiply by the instance count (decision 006).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one hit; throws 429 once the key is over its limit for the current window. */
  hit(key: string, message: string): void {
    const now = Date.now();
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, w);
      if (this.windows.size > 50_000) this.sweep(now);
    }
    w.count += 1;
    if (w.count > this.max) {
      const seconds = Math.ceil((w.resetAt - now) / 1000);
      throw new AppError('TOO_MANY_REQUESTS', fillMessage(MESSAGES.tryAgainIn, { message, wait: formatWait(seconds) }));
    }
  }

  /** Forgets a key's count, e.g. once its owner has proven who they are. */
  clear(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
