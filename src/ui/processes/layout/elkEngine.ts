import type { ELK } from 'elkjs/lib/elk-api.js';

/**
 * One ELK instance per page, created on first use. In the browser it runs in a web worker (a large statechart takes
 * seconds to lay out; the screen stays responsive); under test, where there are no workers, the bundled build runs
 * in the same thread. Both are loaded lazily: only the Processi screen needs them.
 */
let engine: Promise<ELK> | undefined;

const createEngine = async (): Promise<ELK> => {
  if (import.meta.env.MODE !== 'test' && typeof Worker === 'function') {
    const { default: ElkApi } = await import('elkjs/lib/elk-api.js');
    return new ElkApi({ workerFactory: () => new Worker(new URL('./elk.worker.ts', import.meta.url), { type: 'module' }) });
  }
  const { default: ElkBundled } = await import('elkjs/lib/elk.bundled.js');
  return new ElkBundled();
};

export const elkEngine = (): Promise<ELK> => {
  engine ??= createEngine();
  return engine;
};
