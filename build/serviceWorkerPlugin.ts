import { createHash } from 'node:crypto';
import { build, type Plugin, type Rolldown } from 'vite';

const ENTRY = 'src/sw/serviceWorker.ts';

/**
 * Writes `sw.js` (src/sw/serviceWorker.ts bundled into one classic script) beside the build. Its version is a hash
 * of the build's file names (which carry content hashes), so every deploy that changes the app changes the worker:
 * the browser installs it and it deletes the older caches. Registered by src/ui/app/registerServiceWorker.ts.
 */
export const serviceWorker = (): Plugin => ({
  name: 'bottega-service-worker',
  apply: 'build',
  enforce: 'post',
  async generateBundle(_, bundle) {
    const version = createHash('sha256').update(Object.keys(bundle).sort().join('\n')).digest('hex').slice(0, 16);
    const result = await build({
      configFile: false,
      logLevel: 'warn',
      publicDir: false,
      define: { __SW_VERSION__: JSON.stringify(version) },
      build: {
        write: false,
        minify: true,
        sourcemap: false,
        target: 'es2022',
        lib: { entry: ENTRY, formats: ['iife'], name: 'bottegaServiceWorker', fileName: () => 'sw.js' },
      },
    });
    const [output] = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    const chunk = output?.output.find((file) => file.type === 'chunk');
    if (!chunk) throw new Error(`the service worker (${ENTRY}) produced no script`);
    this.emitFile({ type: 'asset', fileName: 'sw.js', source: chunk.code });
  },
});
