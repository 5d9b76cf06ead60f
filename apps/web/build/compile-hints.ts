import type { Plugin } from 'vite';

/** V8's magic comment: compile the whole file while it downloads, not each function on its first call. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts V8's compile hint on the first line of the named chunks (decision 204): the chunks that every page
 * runs nearly all of at start. Chromium then compiles them on a background thread as they stream in,
 * instead of on the main thread at each function's first call; other engines read a comment. Added last,
 * after Vite's own additions to a chunk's head, since the comment must open the file.
 */
export function compileHints(chunkNames: readonly string[]): Plugin {
  return {
    name: 'portal:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.config.build.ssr) return;
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunkNames.includes(chunk.name) || chunk.isDynamicEntry) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // The source map's lines move down by one.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        }
      },
    },
  };
}
