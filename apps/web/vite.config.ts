import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './build/precompress';

export default defineConfig(({ command }) => {
  // A build is always a production build: NODE_ENV=development in the shell (as `npm start` may inherit)
  // would otherwise ship React's development bundle and jsx-dev-runtime. Vite reads it after this runs.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [react(), tailwindcss(), precompress()],
    resolve: { conditions: ['source', ...defaultClientConditions] },
    build: {
      target: 'es2022',
      sourcemap: false,
      // The inline module-preload polyfill would need 'unsafe-inline' under our CSP; modern browsers need none.
      modulePreload: { polyfill: false },
    },
    server: {
      port: 5173,
      proxy: { '/api': 'http://127.0.0.1:3000' },
    },
  };
});
