// What the service worker does with each request (src/sw/serviceWorker.ts), as pure functions a unit test can check.
// Data stays online: nothing under /api is ever cached (answers carry personal data and must be current).

export type SwRoute =
  /** Not handled: the browser goes to the network as if there were no service worker. */
  | 'network'
  /** Hashed build files (`/assets/name-hash.js`): never change, so the cached copy answers at once. */
  | 'cache-first'
  /** A page load: the current shell from the network, the cached one when the network fails or is too slow. */
  | 'shell'
  /** Other files of the app (first-paint script, icons): the network, the cached copy when offline. */
  | 'network-first';

export type SwRequest = { readonly method: string; readonly url: string; readonly mode: string };

/** Always from the network: the API, and what must be fresh to update the app (the worker itself, the manifest). */
const NEVER_CACHED = [/^\/api(\/|$)/, /^\/sw\.js$/, /^\/manifest\.webmanifest$/];

export const swRoute = (request: SwRequest, origin: string): SwRoute => {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  if (NEVER_CACHED.some((pattern) => pattern.test(url.pathname))) return 'network';
  if (request.mode === 'navigate') return 'shell';
  if (url.pathname.startsWith('/assets/')) return 'cache-first';
  return 'network-first';
};

/** The shell's key in the cache: every page of the single-page app is the same index.html. */
export const SHELL_PATH = '/';

/** Files the shell names (its scripts, styles, icons), cached when the worker installs so the next load needs none. */
export const shellFiles = (html: string): string[] => {
  const found = new Set<string>();
  for (const match of html.matchAll(/\s(?:src|href)="(\/[^"]*)"/g)) {
    const path = match[1];
    if (path !== undefined && swRoute({ method: 'GET', url: `http://app${path}`, mode: 'no-cors' }, 'http://app') !== 'network') found.add(path);
  }
  return [...found];
};

/** Caches of this app that an older deploy left (the worker's version names its cache). */
export const staleCaches = (names: readonly string[], current: string): string[] =>
  names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== current);

export const CACHE_PREFIX = 'bottega-shell-';

/** How long a page load waits for the network before starting from the cached shell (a poor connection). */
export const SHELL_NETWORK_TIMEOUT_MS = 3000;
