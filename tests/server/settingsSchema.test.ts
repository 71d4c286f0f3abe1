import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tenantSettings, tenants } from '../../server/src/db/schema/core.ts';
import { createWriteGeneration } from '../../server/src/cache/writeGeneration.ts';
import { PREFERENCE_SCHEMAS, SETTING_SCHEMAS } from '../../server/src/settings/schema.ts';
import { createTenantDirectory } from '../../server/src/tenancy/tenants.ts';
import { DEMO_PASSWORD } from '../../server/src/db/seed/demoTenants.ts';
import { TEST_CLIENT } from './harness.ts';
import { useTestServer } from './useServer.ts';

// Issue 36 point 5: no setting can take a tenant down. A bad value is a 422 naming the key; a stored value that
// no longer validates is ignored (the default used), never a 500 — for sign-in, reads and writes.

const server = useTestServer();
const SLUG = 'cantiere';
const ADMIN = `admin@${SLUG}.test`;

/** A fresh sign-in (not the harness's cached token): sign-in itself is what a bad setting used to break. */
async function signIn(): Promise<{ status: number; token: string }> {
  const r = await server().request(SLUG, 'POST', '/oauth/token', {
    body: { grant_type: 'password', ...TEST_CLIENT, username: ADMIN, password: DEMO_PASSWORD },
    headers: { 'x-forwarded-for': `10.36.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
  });
  return { status: r.status, token: (r.body as { access_token?: string }).access_token ?? '' };
}

/** The tenant still works: a fresh sign-in, a read that needs the wall clock, and a write. */
async function expectTenantWorks(): Promise<void> {
  const session = await signIn();
  expect(session.status).toBe(200);
  const token = session.token;
  expect((await server().request(SLUG, 'GET', '/users/me', { token })).status).toBe(200);
  const task = await server().request(SLUG, 'POST', '/tasks', { token, body: { summary: 'Ancora in piedi', with_event: false } });
  expect(task.status, task.text).toBe(201);
  const pref = await server().request(SLUG, 'POST', '/users/me/preferences', { token, body: { key: 'menu.size', value: 'small' } });
  expect(pref.status).toBeLessThan(300);
}

/** Wrong values for any key: other types, empty and oversized text, lookalikes of the right shape. */
const WRONG_VALUES: readonly unknown[] = [
  42,
  0,
  true,
  false,
  {},
  { value: 'Europe/Rome' },
  [],
  [1, 2],
  ['calendar', 'calendar'],
  ['nonexistent'],
  '',
  ' ',
  'dark',
  'x'.repeat(300),
  '13-45',
  '02-30',
  '02-31',
  'Mars/Olympus',
  'Europe/Rome\n',
  'not an email',
  '7',
  'IT',
  'Valutazioni ',
];

/** A value each key accepts (the fuzz's control: the schema must not refuse what people legitimately set). */
const VALID: Readonly<Record<string, unknown>> = {
  'modules.hidden': ['samples'],
  'evaluators.title': 'TPM',
  timezone: 'Europe/Rome',
  'vacations.allow_negative_balance': '0',
  'vacations.patron_saint': '06-24',
  'vacations.carry_over_expiry': '06-30',
  'mail.from_name': 'Cantiere Navale Ligure',
  'mail.from_address': 'ufficio@cantiere.test',
  'mail.reply_to': 'risposte@cantiere.test',
  'maps.api_key': 'AIza-test_key',
  language: 'it',
  first_day_of_week: '1',
  'menu.expanded': 'expanded',
  'menu.size': 'standard',
  theme: 'dark',
  'newsletter.enabled': 'disabled',
  'newsletter.username': 'cantiere',
  'newsletter.password': 'segreto',
};

/** The keys the contract lets clients write. */
function contractKeys(schema: 'SettingInput' | 'PreferenceInput'): string[] {
  const doc = server().contract.doc as unknown as { components: { schemas: Record<string, { properties: { key: { enum: string[] } } }> } };
  return doc.components.schemas[schema]?.properties.key.enum ?? [];
}

describe('a bad setting value', () => {
  it('timezone "dark" (the reproduction) is a 422 naming the key, in both languages, and the tenant keeps working', async () => {
    const { token } = await signIn();
    const en = await server().request(SLUG, 'POST', '/settings', { token, body: { key: 'timezone', value: 'dark' }, headers: { 'accept-language': 'en' } });
    expect(en.status).toBe(422);
    const enBody = en.body as { message: string; errors: { value: string[] } };
    expect(enBody.errors.value[0]).toContain('timezone');
    expect(enBody.errors.value[0]).toContain('dark');
    expect(enBody.errors.value[0]).toContain('time zone');
    const it = await server().request(SLUG, 'POST', '/settings', { token, body: { key: 'timezone', value: 'dark' }, headers: { 'accept-language': 'it' } });
    expect((it.body as { errors: { value: string[] } }).errors.value[0]).toMatch(/L'impostazione «timezone» non accetta il valore «dark»: serve un fuso orario/);
    expect((await server().request(SLUG, 'GET', '/settings/timezone', { token })).body).toEqual({ data: { key: 'timezone', value: 'Europe/Rome' } });
    await expectTenantWorks();
  });

  it('every key of the contract has a schema, and accepts its legitimate values', async () => {
    for (const key of contractKeys('SettingInput')) expect(SETTING_SCHEMAS.has(key), key).toBe(true);
    for (const key of contractKeys('PreferenceInput')) expect(PREFERENCE_SCHEMAS.has(key), key).toBe(true);
    const { token } = await signIn();
    for (const key of contractKeys('SettingInput')) {
      const r = await server().request(SLUG, 'POST', '/settings', { token, body: { key, value: VALID[key] } });
      expect(r.status, `${key}: ${r.text}`).toBeLessThan(300);
    }
    for (const key of contractKeys('PreferenceInput')) {
      const r = await server().request(SLUG, 'POST', '/users/me/preferences', { token, body: { key, value: VALID[key] } });
      expect(r.status, `${key}: ${r.text}`).toBeLessThan(300);
    }
  });

  it('fuzz: every setting and preference key with wrong types and values answers 422, and the tenant keeps working', async () => {
    const { token } = await signIn();
    const seen: string[] = [];
    for (const [path, keys] of [
      ['/settings', contractKeys('SettingInput')],
      ['/users/me/preferences', contractKeys('PreferenceInput')],
    ] as const) {
      for (const key of keys) {
        for (const value of WRONG_VALUES) {
          // A lookalike that happens to be right for this key (e.g. "dark" is a theme) is not a wrong value.
          if (path === '/settings' ? SETTING_SCHEMAS.get(key)?.accepts(value) : PREFERENCE_SCHEMAS.get(key)?.accepts(value)) continue;
          const r = await server().request(SLUG, 'POST', path, { token, body: { key, value } });
          if (r.status !== 422) seen.push(`${path} ${key}=${JSON.stringify(value)} → ${r.status}`);
        }
      }
    }
    expect(seen).toEqual([]);
    await expectTenantWorks();
  });
});

describe('a stored value that no longer validates', () => {
  const store = async (key: string, value: unknown): Promise<void> => {
    const db = server().database.db;
    const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, SLUG));
    if (!tenant) throw new Error('no tenant');
    await db
      .insert(tenantSettings)
      .values({ tenantId: tenant.id, key, value, updatedAt: '2026-11-27 10:00:00' })
      .onConflictDoUpdate({ target: [tenantSettings.tenantId, tenantSettings.key], set: { value } });
  };
  const unstore = async (key: string): Promise<void> => {
    const db = server().database.db;
    const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, SLUG));
    if (tenant) await db.delete(tenantSettings).where(and(eq(tenantSettings.tenantId, tenant.id), eq(tenantSettings.key, key)));
  };

  it('is ignored with a warning and its default used: the tenant directory never hands it to a request', async () => {
    await store('timezone', 'dark');
    await store('modules.hidden', 'vacations');
    await store('company.vat_rate', 'ventidue');
    try {
      const warnings: string[] = [];
      const directory = createTenantDirectory(server().database.db, createWriteGeneration(), 0, { warn: (line: string) => warnings.push(line) });
      const tenant = await directory.bySlug(SLUG);
      expect(tenant?.timezone).toBe('Europe/Rome');
      expect(tenant?.settings.has('timezone')).toBe(false);
      expect(tenant?.hiddenModules.size).toBe(0);
      expect(tenant?.settings.has('company.vat_rate')).toBe(false);
      expect(tenant?.settings.get('evaluators.title')).toBe('TPM');
      expect(warnings.join('\n')).toMatch(/setting timezone = "dark" is not valid/);
      expect(warnings.join('\n')).toMatch(/modules.hidden/);
      expect(warnings).toHaveLength(3);
    } finally {
      await unstore('company.vat_rate');
      await store('modules.hidden', ['vacations']);
    }
  });

  it('stored "timezone: dark" (written before the schema) leaves sign-in, reads, writes and both repairs working', async () => {
    await store('timezone', 'dark');
    // The directory caches by write stamp; a direct SQL write is behind its back: another app reads afresh.
    const fresh = server().withConfig({ cacheTtlSeconds: 0 });
    const session = await fresh.request(SLUG, 'POST', '/oauth/token', {
      body: { grant_type: 'password', ...TEST_CLIENT, username: ADMIN, password: DEMO_PASSWORD },
      headers: { 'x-forwarded-for': '10.36.1.1' },
    });
    expect(session.status).toBe(200);
    const token = (session.body as { access_token: string }).access_token;
    const task = await fresh.request(SLUG, 'POST', '/tasks', { token, body: { summary: 'Con un fuso sbagliato in archivio', with_event: false } });
    expect(task.status, task.text).toBe(201);
    // The stored value stays visible, so an administrator sees what to repair.
    expect((await fresh.request(SLUG, 'GET', '/settings/timezone', { token })).body).toEqual({ data: { key: 'timezone', value: 'dark' } });
    // Repair by replacing…
    expect((await fresh.request(SLUG, 'POST', '/settings', { token, body: { key: 'timezone', value: 'Europe/Rome' } })).status).toBe(200);
    await store('timezone', 'dark');
    // …or by deleting.
    expect((await fresh.request(SLUG, 'DELETE', '/settings/timezone', { token })).status).toBe(204);
  });
});
