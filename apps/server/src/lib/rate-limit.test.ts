import { afterEach, describe, expect, it, vi } from 'vitest';
import { RateLimiter } from './rate-limit.js';

const hits = (limiter: RateLimiter, key: string, n: number) => {
  for (let i = 0; i < n; i++) limiter.hit(key, 'Too many tries.');
};

describe('RateLimiter', () => {
  afterEach(() => vi.useRealTimers());

  it('refuses the hit past the limit with 429 and the wait, and counts again in the next window', () => {
    vi.useFakeTimers({ now: 0 });
    const limiter = new RateLimiter(3, 60_000);
    hits(limiter, 'a', 3);
    expect(() => limiter.hit('a', 'Too many tries.')).toThrow(expect.objectContaining({ statusCode: 429, message: expect.stringContaining('1 minute') }));
    hits(limiter, 'b', 3);
    vi.setSystemTime(60_000);
    expect(() => hits(limiter, 'a', 3)).not.toThrow();
  });

  it('keeps at most its key budget under a flood of live keys, dropping the oldest, and the newest still count', () => {
    vi.useFakeTimers({ now: 0 });
    const limiter = new RateLimiter(2, 60_000, 100);
    for (let i = 0; i < 1000; i++) limiter.hit(`flood-${i}`, 'Too many tries.');
    expect(limiter.size).toBeLessThanOrEqual(100);
    hits(limiter, 'flood-999', 1);
    expect(() => limiter.hit('flood-999', 'Too many tries.')).toThrow(expect.objectContaining({ statusCode: 429 }));
  });

  it('after a sweep leaves room for a tenth of the budget before the next', () => {
    vi.useFakeTimers({ now: 0 });
    const limiter = new RateLimiter(2, 60_000, 100);
    for (let i = 0; i <= 100; i++) limiter.hit(`k-${i}`, 'Too many tries.');
    expect(limiter.size).toBe(90);
    for (let i = 101; i <= 110; i++) limiter.hit(`k-${i}`, 'Too many tries.');
    expect(limiter.size).toBe(100);
  });

  it('a key whose window reopened counts as new, not as the oldest', () => {
    vi.useFakeTimers({ now: 0 });
    const limiter = new RateLimiter(1, 1000, 10);
    limiter.hit('early', 'Too many tries.');
    for (let i = 0; i < 7; i++) limiter.hit(`other-${i}`, 'Too many tries.');
    vi.setSystemTime(500);
    limiter.hit('late-1', 'Too many tries.');
    limiter.hit('late-2', 'Too many tries.');
    // 'early' and the others' windows end; 'early' opens a new one, now the newest of the three live keys.
    vi.setSystemTime(1000);
    limiter.hit('early', 'Too many tries.');
    // Eight new keys: the first sweep drops the ended windows, the second the two oldest live ones.
    vi.setSystemTime(1200);
    for (let i = 0; i < 8; i++) limiter.hit(`new-${i}`, 'Too many tries.');
    expect(limiter.size).toBe(9);
    // 'late-1' was evicted and starts afresh; 'early' kept its count.
    expect(() => limiter.hit('late-1', 'Too many tries.')).not.toThrow();
    expect(() => limiter.hit('early', 'Too many tries.')).toThrow(expect.objectContaining({ statusCode: 429 }));
  });
});
