import { describe, expect, it } from 'vitest';
import { CACHE_PREFIX, shellFiles, staleCaches, swRoute } from '../../../src/sw/swRouting.ts';

const ORIGIN = 'http://acme.localhost:3000';
const get = (path: string, mode = 'cors') => swRoute({ method: 'GET', url: `${ORIGIN}${path}`, mode }, ORIGIN);

describe('service worker routing', () => {
  it('never answers the API from a cache, whatever the method', () => {
    expect(get('/api/users/me')).toBe('network');
    expect(get('/api')).toBe('network');
    expect(get('/api/profiles?page=2', 'navigate')).toBe('network');
    expect(swRoute({ method: 'POST', url: `${ORIGIN}/api/oauth/token`, mode: 'cors' }, ORIGIN)).toBe('network');
  });

  it('takes hashed build files from the cache first, and page loads from the network first', () => {
    expect(get('/assets/index-BoDZ6w15.js')).toBe('cache-first');
    expect(get('/assets/main-B-x_9aQc.css', 'no-cors')).toBe('cache-first');
    expect(get('/dashboard', 'navigate')).toBe('shell');
    expect(get('/', 'navigate')).toBe('shell');
    expect(get('/theme.js', 'no-cors')).toBe('network-first');
  });

  it('leaves alone what must be fresh to update the app, other origins and writes', () => {
    expect(get('/sw.js')).toBe('network');
    expect(get('/manifest.webmanifest')).toBe('network');
    expect(swRoute({ method: 'GET', url: 'https://tiles.example/1/2/3.png', mode: 'no-cors' }, ORIGIN)).toBe('network');
    expect(swRoute({ method: 'PUT', url: `${ORIGIN}/assets/x-12345678.js`, mode: 'cors' }, ORIGIN)).toBe('network');
  });

  it('caches at install what the shell names, never the API or the manifest', () => {
    const html = `<!doctype html><link rel="icon" href="/favicon.svg" /><link rel="manifest" href="/manifest.webmanifest" />
      <script src="/theme.js"></script><script type="module" crossorigin src="/assets/index-BoDZ6w15.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/api-edge-Cq1x2y3z.js"><link rel="stylesheet" href="/assets/index-AbCdEf12.css">
      <link rel="preconnect" href="https://cdn.example">`;
    expect(shellFiles(html).sort()).toEqual(['/assets/api-edge-Cq1x2y3z.js', '/assets/index-AbCdEf12.css', '/assets/index-BoDZ6w15.js', '/favicon.svg', '/theme.js']);
  });

  it("a new deploy's worker deletes the caches of the previous ones, not other apps' caches", () => {
    const current = `${CACHE_PREFIX}new`;
    expect(staleCaches([`${CACHE_PREFIX}old`, current, 'msw-cache', `${CACHE_PREFIX}older`], current)).toEqual([`${CACHE_PREFIX}old`, `${CACHE_PREFIX}older`]);
  });
});
