import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompressPlugin.ts';
import { sourceStampPlugin } from './build/sourceStamp.ts';
import { serviceWorker } from './build/serviceWorkerPlugin.ts';
import { MOCK_MODE, mockMode } from './build/mockModePlugin.ts';
import { startupPreload } from './build/startupPreloadPlugin.ts';
import { signedInChunks } from './build/signedInChunksPlugin.ts';
import { preloadDependencies } from './build/preloadDependencies.ts';
import { staticCss } from './build/staticCssPlugin.ts';

// The signed-in shell and the dashboard as two chunks instead of ~60 (build/signedInChunksPlugin.ts).
const chunks = signedInChunks();
// Preload lists without the files a chunk has already imported (build/preloadDependencies.ts).
const preloads = preloadDependencies();

// In development /api goes to the reference server (npm start on 3000) or to any server implementing the contract.
const apiTarget = process.env.API_PROXY_TARGET ?? `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

export default defineConfig({
  // The mock build (mocks/, issue 23) is for tests and demos: not precompressed, and no head script sending the
  // session's calls (they would reach the network before the mock worker runs).
  // staticCss: the sources' literal css() calls become their class names at build time (build/staticCssPlugin.ts).
  plugins: [staticCss(), react(), serviceWorker(), { ...precompress(), apply: (_config, env) => env.command === 'build' && env.mode !== MOCK_MODE }, mockMode(), sourceStampPlugin(), chunks.plugin, preloads.plugin, { ...startupPreload(), apply: (_config, env) => env.command === 'build' && env.mode !== MOCK_MODE }],
  server: {
    host: process.env.HOST ?? '127.0.0.1',
    port: Number(process.env.VITE_PORT ?? 5173),
    allowedHosts: ['.localhost'],
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false, xfwd: true },
      // The tenant's web app manifest comes from the server too (its name and icon).
      '/manifest.webmanifest': { target: apiTarget, changeOrigin: false, xfwd: true },
    },
  },
  build: {
    outDir: 'dist/client',
    sourcemap: true,
    manifest: true,
    target: 'es2022',
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Effect serves the modules' API calls, not the sign-in page (its start-up calls are promises: src/api/
          // request.ts). Effect and its wrapper (src/api/effect.ts) get a chunk of their own, so the small API
          // modules the entry shares with the screens (errors, case, request) do not drag it into /login.
          groups: [
            ...chunks.groups,
            { name: 'api-edge', test: /src[\\/]api[\\/](errors|case|request)\.ts$/, priority: 2 },
            // i18next with the wall-clock dates its messages show ({{date, wallClock}}): every page needs both, and
            // the screens share the date module, which would otherwise be one more file of its own.
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]|src[\\/]domain[\\/](dateTime|numericDateFormat)\.ts$/, priority: 2 },
            { name: 'effect', test: /node_modules[\\/]effect[\\/]|src[\\/]api[\\/]effect\.ts$/, priority: 1 },
          ],
        },
      },
    },
  },
});
