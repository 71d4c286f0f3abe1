import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { askServer, startAdminChannel } from '../../server/src/cli/adminChannel.ts';
import type { CommandOutput } from '../../server/src/cli/context.ts';
import { contextOn, runRequest, serverRunner, withAbsolutePaths } from '../../server/src/cli/session.ts';
import { outbox, rolePermissions, roles, tenantSettings, tenants, users } from '../../server/src/db/schema/core.ts';
import { profiles } from '../../server/src/db/schema/directory.ts';
import { ratings } from '../../server/src/db/schema/evaluator.ts';
import { silentLogger } from '../../server/src/log.ts';
import { TEST_CLIENT } from './harness.ts';
import { useTestServer } from './useServer.ts';

// `npm run tenant -- …` (issue 33 point 1), run against a seeded instance through the same entry the CLI and the
// server's admin channel use.

const server = useTestServer();

type Captured = { out: CommandOutput; lines: string[]; errors: string[] };
const capture = (): Captured => {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, out: { line: (t) => lines.push(t), error: (t) => errors.push(t) } };
};

/** A command as the running server runs it for `npm run tenant` (its admin channel's runner, caches included). */
async function tenant(...argv: string[]): Promise<{ code: number; lines: string[]; errors: string[] }> {
  const c = capture();
  const code = await serverRunner(server().config, server().database, server().generation)({ tool: 'tenant', argv }, c.out);
  return { code, lines: c.lines, errors: c.errors };
}

const signIn = (slug: string, username: string, password: string, language = 'en') =>
  server().request(slug, 'POST', '/oauth/token', {
    body: { grant_type: 'password', ...TEST_CLIENT, username, password },
    headers: { 'accept-language': language, 'x-forwarded-for': `10.33.${Math.floor(Math.random() * 250)}.1` },
  });

describe('npm run tenant -- create', () => {
  it('makes an empty tenant with the default roles, its modules, and an invited administrator who can join', async () => {
    const r = await tenant('create', '--slug', 'rossi', '--name', 'Rossi Imballaggi S.r.l.', '--admin-email', 'Titolare@Rossi.test', '--language', 'en', '--modules', 'tasks,quotes,calendar');
    expect(r.errors).toEqual([]);
    expect(r.code).toBe(0);
    const link = r.lines.find((l) => l.startsWith('Join link: '))?.slice('Join link: '.length) ?? '';
    expect(link).toMatch(/^http:\/\/rossi\.localhost:\d+\/join\/[\w-]+$/);

    const db = server().database.db;
    const [row] = await db.select().from(tenants).where(eq(tenants.slug, 'rossi'));
    expect(row?.disabledAt).toBeNull();
    const id = row?.id ?? 0;
    const roleRows = await db.select({ id: roles.id, name: roles.name }).from(roles).where(eq(roles.tenantId, id));
    expect(roleRows.map((x) => x.name).sort()).toEqual(['admin', 'operator', 'sub_admin', 'supervisor']);
    const [perms] = await db.select({ n: count() }).from(rolePermissions).where(eq(rolePermissions.tenantId, id));
    expect(perms?.n).toBeGreaterThan(50);
    // No demo rows: one user (the invited administrator), no customers.
    const people = await db.select({ email: users.email, status: users.status }).from(users).where(eq(users.tenantId, id));
    expect(people).toEqual([{ email: 'titolare@rossi.test', status: 'unregistered' }]);
    const [customers] = await db.select({ n: count() }).from(profiles).where(eq(profiles.tenantId, id));
    expect(customers?.n).toBe(0);
    // The evaluators' rating scale, in the tenant's language: without it no goal could ever be rated (no call creates one).
    const scale = await db.select({ value: ratings.value, label: ratings.label }).from(ratings).where(eq(ratings.tenantId, id)).orderBy(ratings.value);
    expect(scale.map((r) => r.value)).toEqual([1, 2, 3, 4, 5]);
    expect(scale[0]?.label).toBe('Insufficient');
    const settings = new Map((await db.select().from(tenantSettings).where(eq(tenantSettings.tenantId, id))).map((s) => [s.key, s.value]));
    expect(settings.get('language')).toBe('en');
    expect(settings.get('modules.hidden')).toContain('vacations');
    expect(settings.get('modules.hidden')).not.toContain('tasks');
    // The invitation went through the mailer like any other (captured in the outbox).
    const [mail] = await db.select().from(outbox).where(and(eq(outbox.tenantId, id), eq(outbox.to, 'titolare@rossi.test')));
    expect(mail?.text).toContain(link);

    // Joining from the printed link signs the administrator in, with every permission of the admin role.
    const token = link.split('/join/')[1] ?? '';
    const joined = await server().request('rossi', 'POST', `/invitations/${token}/accept`, { body: { password: 'Rossi!Imballaggi2026', password_confirmation: 'Rossi!Imballaggi2026' } });
    expect(joined.status).toBe(200);
    expect((await signIn('rossi', 'titolare@rossi.test', 'Rossi!Imballaggi2026')).status).toBe(200);
  });

  it.each([
    ['Rossi', /upper-case/],
    ['ros si', /spaces/],
    ['www', /reserved/],
    ['api', /reserved/],
    ['admin', /reserved/],
    ['-rossi', /not valid/],
    ['acme', /taken/],
  ])('refuses the slug %s with a clear message, creating nothing', async (slug, why) => {
    const before = (await server().database.db.select({ n: count() }).from(tenants))[0]?.n;
    const r = await tenant('create', '--slug', slug, '--name', 'X', '--admin-email', 'a@b.test');
    expect(r.code).toBe(1);
    expect(r.errors.join('\n')).toMatch(why);
    expect((await server().database.db.select({ n: count() }).from(tenants))[0]?.n).toBe(before);
  });

  it('refuses a malformed e-mail, an unknown module and missing options', async () => {
    expect((await tenant('create', '--slug', 'bianchi', '--name', 'B', '--admin-email', 'not an email')).errors.join()).toMatch(/not a valid e-mail/);
    expect((await tenant('create', '--slug', 'bianchi', '--name', 'B', '--admin-email', 'a@b.test', '--modules', 'tasks,rockets')).errors.join()).toMatch(/Unknown module\(s\): rockets/);
    expect((await tenant('create', '--slug', 'bianchi')).code).toBe(2);
    expect((await tenant('frobnicate')).code).toBe(2);
  });
});

describe('npm run tenant -- disable / enable / list / delete', () => {
  it('a disabled tenant refuses sign-in with its own message in the reader\'s language, and keeps everything', async () => {
    // Someone signed in before: their access token stops at once, and their refresh reads the tenant's refusal.
    const before = (await signIn('borgo', 'operator@borgo.test', 'Bottega!2026')).body as { access_token: string; refresh_token: string };
    const asBefore = () => server().request('borgo', 'GET', '/users/me', { headers: { authorization: `Bearer ${before.access_token}` } });
    expect((await asBefore()).status).toBe(200);
    expect((await tenant('disable', 'borgo')).code).toBe(0);
    expect((await asBefore()).status).toBe(401);
    const refresh = await server().request('borgo', 'POST', '/oauth/token', { body: { grant_type: 'refresh_token', ...TEST_CLIENT, refresh_token: before.refresh_token } });
    expect(refresh.body).toMatchObject({ code: 'tenant_disabled' });
    const en = await signIn('borgo', 'admin@borgo.test', 'Bottega!2026');
    expect(en.status).toBe(403);
    expect(en.body).toMatchObject({ error: 'tenant_disabled', message: expect.stringMatching(/Borgo Alimentari S\.p\.A\. is disabled/) });
    const italian = await signIn('borgo', 'admin@borgo.test', 'Bottega!2026', 'it');
    expect(italian.body).toMatchObject({ message: expect.stringMatching(/è disattivato/) });
    expect((await tenant('list')).lines.find((l) => l.startsWith('borgo'))).toMatch(/disabled\s+4 users/);
    expect((await tenant('enable', 'borgo')).code).toBe(0);
    expect((await signIn('borgo', 'admin@borgo.test', 'Bottega!2026')).status).toBe(200);
    expect((await tenant('disable', 'nobody')).code).toBe(1);
  });

  it('delete needs the slug repeated and an export from the last 24 hours', async () => {
    expect((await tenant('delete', 'cantiere')).code).toBe(2);
    const refused = await tenant('delete', 'cantiere', '--confirm', 'cantiere');
    expect(refused.code).toBe(1);
    expect(refused.errors.join()).toMatch(/No export of cantiere from the last 24 hours/);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bottega-cli-')), 'cantiere.zip');
    expect((await tenant('export', 'cantiere', '--out', file)).code).toBe(0);
    const done = await tenant('delete', 'cantiere', '--confirm', 'cantiere');
    expect(done.code).toBe(0);
    expect(await server().database.db.select().from(tenants).where(eq(tenants.slug, 'cantiere'))).toEqual([]);
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });
});

describe('the admin channel (PGlite: the running server answers the CLI)', () => {
  it('runs a command sent over the socket in DATA_DIR and returns its lines and exit status', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bottega-ch-'));
    const channel = await startAdminChannel(dir, (request, out) => runRequest(contextOn(server().config, server().database, out), request), silentLogger);
    try {
      expect(fs.statSync(path.join(dir, 'admin.sock')).mode & 0o777).toBe(0o600);
      const c = capture();
      expect(await askServer(dir, { tool: 'tenant', argv: ['list'] }, c.out)).toBe(0);
      expect(c.lines.some((l) => l.startsWith('acme '))).toBe(true);
      const bad = capture();
      expect(await askServer(dir, { tool: 'tenant', argv: ['enable', 'nobody'] }, bad.out)).toBe(1);
      expect(bad.errors).toEqual(['No tenant "nobody".']);
    } finally {
      await channel.close();
    }
    // No server listening: the CLI opens the database itself.
    expect(await askServer(dir, { tool: 'tenant', argv: ['list'] }, capture().out)).toBeNull();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('file names on the command line', () => {
  it('are made absolute where the operator typed them, before the server runs the command', () => {
    expect(withAbsolutePaths({ tool: 'tenant', argv: ['export', 'acme', '--out', 'acme.zip'] }, '/home/op').argv).toEqual(['export', 'acme', '--out', '/home/op/acme.zip']);
    expect(withAbsolutePaths({ tool: 'tenant', argv: ['import', 'in/acme.zip', '--slug', 'x'] }, '/home/op').argv).toEqual(['import', '/home/op/in/acme.zip', '--slug', 'x']);
    expect(withAbsolutePaths({ tool: 'backup', argv: ['--out=b.tar'] }, '/srv').argv).toEqual(['--out=/srv/b.tar']);
    expect(withAbsolutePaths({ tool: 'tenant', argv: ['disable', 'acme'] }, '/srv').argv).toEqual(['disable', 'acme']);
  });
});
