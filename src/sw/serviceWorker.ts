import { CACHE_PREFIX, SHELL_NETWORK_TIMEOUT_MS, SHELL_PATH, shellFiles, staleCaches, swRoute } from './swRouting.ts';

// The service worker (`/sw.js`, built by build/serviceWorkerPlugin.ts): caches the app shell and the hashed build
// files so a reload on a poor connection starts at once; never caches /api (data stays online). Each build has its
// own version, so a new deploy installs a new worker that deletes the previous caches.

declare const __SW_VERSION__: string;

/** The few parts of the service-worker scope used here (the project's lib is DOM, not WebWorker). */
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { readonly request: Request; respondWith(response: Promise<Response>): void };
type WorkerScope = {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
};

const worker = self as unknown as WorkerScope;
const CACHE = `${CACHE_PREFIX}${__SW_VERSION__}`;

const install = async (): Promise<void> => {
  const cache = await caches.open(CACHE);
  const shell = await fetch(SHELL_PATH, { cache: 'no-cache' });
  if (!shell.ok) return;
  const files = shellFiles(await shell.clone().text());
  await cache.put(SHELL_PATH, shell);
  await cache.addAll(files);
};

const activate = async (): Promise<void> => {
  await Promise.all(staleCaches(await caches.keys(), CACHE).map((name) => caches.delete(name)));
  await worker.clients.claim();
};

const cacheFirst = async (request: Request): Promise<Response> => {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
};

const networkFirst = async (request: Request, key: RequestInfo, timeoutMs: number | null): Promise<Response> => {
  const cache = await caches.open(CACHE);
  const fromNetwork = fetch(request).then(async (response) => {
    if (response.ok) await cache.put(key, response.clone());
    return response;
  });
  const cached = async (): Promise<Response> => (await cache.match(key)) ?? fromNetwork;
  if (timeoutMs === null) return fromNetwork.catch(cached);
  // A slow network: start from the cached shell; the network's answer still refreshes the cache for next time.
  const slow = new Promise<'slow'>((resolve) => setTimeout(() => resolve('slow'), timeoutMs));
  try {
    const first = await Promise.race([fromNetwork, slow]);
    return first === 'slow' ? await cached() : first;
  } catch {
    return cached();
  }
};

worker.addEventListener('install', (event) => {
  event.waitUntil(install().then(() => worker.skipWaiting()));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(activate());
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const route = swRoute({ method: request.method, url: request.url, mode: request.mode }, worker.location.origin);
  if (route === 'cache-first') event.respondWith(cacheFirst(request));
  else if (route === 'shell') event.respondWith(networkFirst(request, SHELL_PATH, SHELL_NETWORK_TIMEOUT_MS));
  else if (route === 'network-first') event.respondWith(networkFirst(request, request, null));
});
