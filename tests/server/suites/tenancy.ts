import { describe, expect, it } from 'vitest';
import type { WebManifest } from '../../../server/src/http/webManifest.ts';
import type { TestServer } from '../harness.ts';

export function tenancySuite(server: () => TestServer): void {
  describe('tenancy', () => {
    it('answers 404 Tenant not found for an unknown host, on tenants/current and on every /api call', async () => {
      const current = await server().request('nowhere', 'GET', '/tenants/current');
      expect(current.status).toBe(404);
      expect(current.body).toEqual({ message: 'Tenant not found.' });
      const other = await server().request('nowhere', 'GET', '/users/me');
      expect(other.status).toBe(404);
      expect(other.body).toEqual({ message: 'Tenant not found.' });
    });

    it('tells tenants apart by host', async () => {
      const acme = await server().request('acme', 'GET', '/tenants/current');
      const borgo = await server().request('borgo', 'GET', '/tenants/current');
      expect(acme.status).toBe(200);
      expect(acme.body).toEqual({ data: { slug: 'acme', name: 'Acme Forniture S.r.l.', avatar_url: null, favicon_url: null } });
      expect(borgo.body).toMatchObject({ data: { slug: 'borgo', name: 'Borgo Alimentari S.p.A.' } });
    });

    it('maps exactly the bare base domain to the default tenant, and a host naming no tenant to the no-tenant answer', async () => {
      const bare = await server().request('', 'GET', '/tenants/current');
      expect(bare.body).toMatchObject({ data: { slug: 'acme' } });
      const current = async (host: string) => server().app.request(`http://${host}/api/tenants/current`);
      expect(((await (await current('localhost.:3000')).json()) as { data: { slug: string } }).data.slug).toBe('acme');
      expect(((await (await current('BORGO.localhost')).json()) as { data: { slug: string } }).data.slug).toBe('borgo');
      // Prefixes, suffixes, look-alikes and addresses name no tenant (issue 21 §8), whatever DNS sends here.
      for (const host of ['127.0.0.1:3000', '[::1]:3000', 'www.acme.localhost', 'a.b.acme.localhost', 'acme.localhost.evil.test', 'acmelocalhost', 'localhost.evil.test', 'evil-localhost', 'xlocalhost', 'acme_x.localhost']) {
        const res = await current(host);
        expect(res.status, host).toBe(404);
        // No tenant, no Accept-Language: the product's default language.
        expect(await res.json(), host).toEqual({ message: 'Azienda non trovata.' });
      }
    });

    it("refuses one tenant's token on another tenant", async () => {
      const token = await server().token('acme', 'admin@acme.test');
      expect((await server().request('acme', 'GET', '/users/me', { token })).status).toBe(200);
      const cross = await server().request('borgo', 'GET', '/users/me', { token });
      expect(cross.status).toBe(401);
      expect(cross.body).toEqual({ message: 'Unauthenticated.' });
    });

    it('answers unknown paths with 404 JSON, wrong methods with 405, and accepts a trailing slash', async () => {
      const unknown = await server().request('acme', 'GET', '/no/such/thing');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: 'Not found.' });
      const wrong = await server().request('acme', 'PATCH', '/tenants/current');
      expect(wrong.status).toBe(405);
      expect(wrong.headers.get('allow')).toBe('GET');
      const slash = await server().request('acme', 'GET', '/tenants/current/');
      expect(slash.status).toBe(200);
    });

    it('scopes users by tenant: the same role e-mail exists per tenant with its own data', async () => {
      const acme = await server().request('acme', 'GET', '/users/me', { token: await server().token('acme', 'supervisor@acme.test') });
      const cantiere = await server().request('cantiere', 'GET', '/users/me', { token: await server().token('cantiere', 'supervisor@cantiere.test') });
      expect(acme.body).toMatchObject({ data: { email: 'supervisor@acme.test', name: 'Luca Ferrari', role: { name: 'supervisor' } } });
      expect(cantiere.body).toMatchObject({ data: { email: 'supervisor@cantiere.test', name: 'Paolo Gallo' } });
      // The supervisor leads the operator (related users).
      expect(acme.body).toMatchObject({ data: { relationships: [{ email: 'operator@acme.test' }] } });
    });
  });

  // Installing the app (issue 22): the manifest is per tenant, by Host, like /api.
  describe('web app manifest', () => {
    const manifestOf = async (host: string): Promise<Response> => server().app.request(`http://${host}/manifest.webmanifest`);

    it("carries the tenant's own name and maskable icons, and is revalidated on every use", async () => {
      const acme = await manifestOf('acme.localhost');
      expect(acme.status).toBe(200);
      expect(acme.headers.get('content-type')).toBe('application/manifest+json');
      expect(acme.headers.get('cache-control')).toBe('no-cache');
      const body = (await acme.json()) as WebManifest;
      expect(body).toMatchObject({ name: 'Acme Forniture S.r.l.', short_name: 'Acme', start_url: '/', display: 'standalone' });
      expect(body.icons.filter((icon) => icon.purpose === 'maskable').map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
      const borgo = (await (await manifestOf('borgo.localhost')).json()) as WebManifest;
      expect(borgo.name).toBe('Borgo Alimentari S.p.A.');
      expect((await manifestOf('nowhere.example')).status).toBe(404);
    });
  });
}
