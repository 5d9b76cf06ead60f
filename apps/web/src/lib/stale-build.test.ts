import { describe, expect, it } from 'vitest';
import { reloadForNewBuild, STALE_BUILD_KEY, STALE_BUILD_WINDOW_MS, type StaleBuildDeps } from './stale-build';

function tab(overrides: Partial<StaleBuildDeps> = {}) {
  const stored = new Map<string, string>();
  const visits: string[] = [];
  const deps: StaleBuildDeps = {
    storage: { getItem: (k) => stored.get(k) ?? null, setItem: (k, v) => void stored.set(k, v) },
    isOnline: true,
    now: 1_000_000,
    assign: (url) => void visits.push(url),
    ...overrides,
  };
  return { deps, stored, visits };
}

describe('reloadForNewBuild', () => {
  it('loads the page the user was going to afresh, and remembers when', () => {
    const { deps, stored, visits } = tab();
    expect(reloadForNewBuild('/faq?tab=2#funding', deps)).toBe(true);
    expect(visits).toEqual(['/faq?tab=2#funding']);
    expect(stored.get(STALE_BUILD_KEY)).toBe('1000000');
  });

  it('does not reload again within a minute: a build that stays broken shows the error instead of a reload loop', () => {
    const { deps, visits } = tab();
    reloadForNewBuild('/faq', deps);
    expect(reloadForNewBuild('/faq', { ...deps, now: deps.now + STALE_BUILD_WINDOW_MS - 1 })).toBe(false);
    expect(reloadForNewBuild('/faq', { ...deps, now: deps.now + STALE_BUILD_WINDOW_MS })).toBe(true);
    expect(visits).toEqual(['/faq', '/faq']);
  });

  it("does nothing offline, where a reload would leave the portal for the browser's error page", () => {
    const { deps, stored, visits } = tab({ isOnline: false });
    expect(reloadForNewBuild('/faq', deps)).toBe(false);
    expect(visits).toEqual([]);
    expect(stored.size).toBe(0);
  });
});
