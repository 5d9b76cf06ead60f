import './index.css';
import { browserStaleBuildDeps, reloadForNewBuild } from './lib/stale-build';

/**
 * The page's entry. Its first frame is painted from its HTML (a prerendered page, or the static shell of
 * index.html) before the app's code is fetched: until then the stylesheet and the page's images have the
 * network and the main thread to themselves. The app (main.tsx and everything it imports, one chunk) is
 * fetched right after that frame (decision 203). A tab opened in the background draws no frame until it
 * is shown, so it starts at once.
 */
function start() {
  import('./main').catch(() => {
    // The chunk of a build deployed since this page was served is gone: load the page afresh (decision 054).
    reloadForNewBuild(window.location.href, browserStaleBuildDeps());
  });
}

if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
