import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestServer } from './useServer.ts';

// The API reference (issue 21 §7): the contract at /api/openapi.yaml and Swagger UI at /api/docs, public on any
// host, with same-origin scripts only (no inline script, for a `script-src 'self'` policy), never in the app bundle.

const ROOT = path.resolve(import.meta.dirname, '../..');
const server = useTestServer();

const get = (url: string, headers: Record<string, string> = {}) => server().app.request(url, { headers });

describe('API reference', () => {
  it('serves the contract as is, as cacheable YAML, on any host and without signing in', async () => {
    const file = fs.readFileSync(path.join(ROOT, 'openapi/api.yaml'), 'utf8');
    for (const host of ['acme.localhost', 'localhost', 'nowhere.example']) {
      const res = await get(`http://${host}/api/openapi.yaml`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/yaml; charset=utf-8');
      expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
      expect(await res.text()).toBe(file);
    }
    const first = await get('http://acme.localhost/api/openapi.yaml');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await get('http://acme.localhost/api/openapi.yaml', { 'if-none-match': etag ?? '' })).status).toBe(304);
    const zipped = await get('http://acme.localhost/api/openapi.yaml', { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
  });

  it('renders it at /api/docs with Swagger UI from this origin only, no inline script', async () => {
    const page = await get('http://acme.localhost/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self';");
    const html = await page.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(body?.trim()).toBe('');
      expect(attributes).toMatch(/^ src="\/api\/docs\/assets\/[\w.-]+\.js"$/);
    }
    expect(html).not.toMatch(/\son\w+=/i);
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(assets.every((a) => a.startsWith('/api/docs/assets/'))).toBe(true);
    for (const asset of assets) {
      const res = await get(`http://acme.localhost${asset}`);
      expect(res.status, asset).toBe(200);
      expect(res.headers.get('content-type')).toMatch(asset.endsWith('.css') ? /^text\/css/ : /^text\/javascript/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect(await (await get('http://acme.localhost/api/docs/assets/init.js')).text()).toContain("url: '/api/openapi.yaml'");
    expect((await get('http://acme.localhost/api/docs/assets/package.json')).status).toBe(404);
    expect((await get('http://acme.localhost/api/docs/assets/..%2F..%2Fpackage.json')).status).toBe(404);
  });

  it('keeps Swagger UI out of the app: no source of the web app imports it', () => {
    const offenders: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(p);
        else if (/\.(ts|tsx|css)$/.test(entry.name) && /swagger-ui/.test(fs.readFileSync(p, 'utf8'))) offenders.push(path.relative(ROOT, p));
      }
    };
    walk(path.join(ROOT, 'src'));
    expect(offenders).toEqual([]);
  });
});
