import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

// `vite --mode mock` (npm run dev:mock) and `vite build --mode mock` run the app on the mocked API (mocks/, issue 23).
// msw's service worker script is served from node_modules in that mode only, never copied into public/: the
// production build then has no trace of it. The mock build gets its own folder, so it never replaces the real one.

export const MOCK_MODE = 'mock';
export const MOCK_OUT_DIR = 'dist/mock';
const WORKER_URL = '/mockServiceWorker.js';

const workerScript = (): string => readFileSync(createRequire(import.meta.url).resolve('msw/mockServiceWorker.js'), 'utf8');

export const mockMode = (): Plugin => ({
  name: 'bottega-mock-mode',
  apply: (_config, env) => env.mode === MOCK_MODE,
  config: () => ({
    // Fast, small mock bundles: no source maps (the mocked e2e project builds one per run).
    build: { outDir: MOCK_OUT_DIR, sourcemap: false },
  }),
  configureServer(server) {
    server.middlewares.use(WORKER_URL, (_req, res) => {
      res.setHeader('Content-Type', 'text/javascript');
      res.end(workerScript());
    });
  },
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: WORKER_URL.slice(1), source: workerScript() });
  },
});
