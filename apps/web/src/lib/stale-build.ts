/** Where the last reload for a new build is remembered, so that a build that stays broken is not reloaded forever. */
export const STALE_BUILD_KEY = 'portal:stale-build-reload';
/** Another failure within this time of a reload is an outage, not a new build. */
export const STALE_BUILD_WINDOW_MS = 60_000;

export type StaleBuildDeps = {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  isOnline: boolean;
  now: number;
  assign(url: string): void;
};

/**
 * A tab opened before a new version was deployed asks for chunks whose names carry the old build's
 * hashes, and the server no longer has them: the page it was going to would stop on the router's error.
 * Load that page afresh instead, whose index.html names the new chunks. Only online (offline, the
 * browser's own error page would replace the portal's), and once a minute: a second failure so soon is
 * an outage, and takes the ordinary error path. Answers whether it reloads.
 */
export function reloadForNewBuild(target: string, deps: StaleBuildDeps): boolean {
  if (!deps.isOnline) return false;
  const last = Number(deps.storage.getItem(STALE_BUILD_KEY) ?? 0);
  if (deps.now - last < STALE_BUILD_WINDOW_MS) return false;
  deps.storage.setItem(STALE_BUILD_KEY, String(deps.now));
  deps.assign(target);
  return true;
}

/** This tab's storage, connection, clock and location, as reloadForNewBuild reads them. */
export function browserStaleBuildDeps(): StaleBuildDeps {
  return { storage: sessionStorage, isOnline: navigator.onLine, now: Date.now(), assign: (url) => window.location.assign(url) };
}
