// Schedule-X checks events with `instanceof` against the global Temporal (STACK.md): use the browser's own when it
// has one, and load the polyfill (which overwrites `Temporal` and `Intl.DateTimeFormat`) only when it is missing.

type TemporalApi = typeof globalThis.Temporal;

export const loadTemporal = async (): Promise<TemporalApi> => {
  if (typeof globalThis.Temporal === 'undefined') await import('temporal-polyfill/global');
  return globalThis.Temporal;
};
