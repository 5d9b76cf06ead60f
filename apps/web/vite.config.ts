import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, loadEnv } from 'vite';
import { compileHints } from './build/compile-hints';
import { precompress } from './build/precompress';
import { publicApiKeyRecord, resolvePublicApiKey } from './build/public-api-key';

export default defineConfig(({ command, mode, isSsrBuild }) => {
  // A build is always a production build: NODE_ENV=development in the shell (as `npm start` may inherit)
  // would otherwise ship React's development bundle and jsx-dev-runtime. Vite reads it after this runs.
  if (command === 'build') process.env.NODE_ENV = 'production';
  // The public credential: VITE_PUBLIC_API_KEY, else the server's PUBLIC_API_KEY (decision 122). Vite
  // reads VITE_* from the environment after this runs, so the app gets it as import.meta.env.
  const publicApiKey = resolvePublicApiKey(loadEnv(mode, import.meta.dirname, ['VITE_PUBLIC_API_KEY', 'PUBLIC_API_KEY']));
  if (publicApiKey) process.env.VITE_PUBLIC_API_KEY = publicApiKey;
  return {
    plugins: [react(), tailwindcss(), compileHints(['main', 'react-dom']), precompress(), publicApiKeyRecord(publicApiKey)],
    resolve: { conditions: ['source', ...defaultClientConditions] },
    build: {
      target: 'es2022',
      sourcemap: false,
      // No <link rel="modulepreload"> in the pages: the browser finds the shell's modules from the entry's
      // imports, and a prerendered page paints before it fetches and compiles them (decision 201). The inline
      // polyfill would need 'unsafe-inline' under our CSP, and modern browsers need none. A lazy route's
      // chunks are still fetched together when it loads, and a chunk gone after a deploy still raises
      // 'vite:preloadError' (main.tsx; boot.ts for the app's own chunk).
      modulePreload: false,
      // Three chunks start every page (decisions 203 and 204). `boot`, the entry, with the stylesheet: it
      // imports the app after the first frame. `main`: main.tsx and every module it imports statically (React,
      // React Router, the layout, the route table, the session's state), which every page runs before it
      // draws; one file compresses better than the fifteen the automatic splitting made of them. `react-dom`,
      // which main.tsx imports itself once main has run, so that the browser compiles and runs the two in
      // separate tasks, neither long enough to block input. A group takes its modules' static imports with it
      // (`boot` first, so `main` does not take the modules they share); what they import lazily stays lazy.
      rolldownOptions: isSsrBuild
        ? undefined
        : {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'boot', test: /[\\/]src[\\/]boot\.ts$/, priority: 3 },
                  // Without React, which main's modules import: React DOM imports it from main.
                  { name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, includeDependenciesRecursively: false, priority: 2 },
                  { name: 'main', test: /[\\/]src[\\/]main\.tsx$/, priority: 1 },
                ],
              },
            },
          },
    },
    server: {
      port: 5173,
      proxy: { '/api': 'http://127.0.0.1:3000' },
    },
  };
});
