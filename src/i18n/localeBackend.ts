import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';

/** What `import.meta.glob('…/locales/*\/*.json')` returns: one lazy import per locale file, keyed by path. */
export type LocaleLoaders = Readonly<Record<string, () => Promise<unknown>>>;

const LOCALE_PATH = /locales\/([^/]+)\/([^/]+)\.json$/;

const indexByLanguageAndNamespace = (loaders: LocaleLoaders): ReadonlyMap<string, () => Promise<unknown>> =>
  new Map(
    Object.entries(loaders).flatMap(([path, load]) => {
      const match = LOCALE_PATH.exec(path);
      return match === null ? [] : [[`${match[1]}/${match[2]}`, load] as const];
    }),
  );

// A JSON module imported dynamically arrives as `{ default: {...} }`; a test double may hand over the object.
const resourcesOf = (module: unknown): ResourceKey =>
  (typeof module === 'object' && module !== null && 'default' in module ? module.default : module) as ResourceKey;

/**
 * An i18next backend over Vite's lazy glob imports: each `locales/<language>/<namespace>.json` becomes its
 * own chunk, fetched the first time i18next asks for it. Keeps i18next-http-backend (and a second way of
 * serving locale files) out of the bundle.
 */
export const createLocaleBackend = (loaders: LocaleLoaders): BackendModule => {
  const index = indexByLanguageAndNamespace(loaders);
  return {
    type: 'backend',
    callbackApi: true,
    init: () => undefined,
    read: (language: string, namespace: string, callback: ReadCallback) => {
      const load = index.get(`${language}/${namespace}`);
      // `false` as the second argument tells i18next not to retry: a file that is not there will not appear.
      if (load === undefined) {
        callback(new Error(`No locale file for ${language}/${namespace}`), false);
        return;
      }
      load().then(
        (module) => callback(null, resourcesOf(module)),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
      );
    },
  };
};
