import { fillMessage, MESSAGES } from '@portal/shared';
import { AppError } from './errors.js';

export const HOUR_MS = 3_600_000;

/**
 * A fixed-window counter per key, kept in memory. Limits therefore hold per server instance; behind
 * several instances they multiply by the instance count (decision 006).
 */
export class RateLimiter {
  /** Windows in the order they opened (a reopened key moves to the end), so the oldest come first. */
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    /** The most keys kept: a flood of distinct keys neither grows memory nor makes every hit scan them all. */
    private readonly maxKeys = 50_000,
  ) {}

  /** Counts one hit; throws 429 once the key is over its limit for the current window. */
  hit(key: string, message: string): void {
    const now = Date.now();
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + this.windowMs };
      this.windows.delete(key);
      this.windows.set(key, w);
      if (this.windows.size > this.maxKeys) this.sweep(now);
    }
    w.count += 1;
    if (w.count > this.max) {
      const seconds = Math.ceil((w.resetAt - now) / 1000);
      throw new AppError('TOO_MANY_REQUESTS', fillMessage(MESSAGES.tryAgainIn, { message, wait: formatWait(seconds) }));
    }
  }

  /** Whether the key has used its whole limit in the current window (the next hit would be refused); counts nothing. */
  spent(key: string): boolean {
    const w = this.windows.get(key);
    return Boolean(w && w.resetAt > Date.now() && w.count >= this.max);
  }

  /** Forgets a key's count, e.g. once its owner has proven who they are. */
  clear(key: string): void {
    this.windows.delete(key);
  }

  /**
   * Drops the ended windows; if live ones still fill nine tenths, the oldest of them go too, so the
   * next sweep is a tenth of the keys away. The newest windows, a flood's current ones, keep counting.
   */
  private sweep(now: number): void {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
    let excess = this.windows.size - Math.floor(this.maxKeys * 0.9);
    for (const key of this.windows.keys()) {
      if (excess-- <= 0) break;
      this.windows.delete(key);
    }
  }

  /** How many keys are kept (for tests). */
  get size(): number {
    return this.windows.size;
  }
}

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
