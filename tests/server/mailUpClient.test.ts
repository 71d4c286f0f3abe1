import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailUpClient, type MailUpSettings } from '../../server/src/providers/mailing/mailUpClient.ts';
import { connectMailing, mailUpSettingsFrom } from '../../server/src/providers/mailing/connect.ts';
import { isProviderFailure } from '../../server/src/providers/mailing/provider.ts';

// A local double answering like MailUp REST v1.1 (127.0.0.1, port 0): OAuth2 password and refresh grants, console
// endpoints with MailUp's shapes (idList, listGuid, Company, IsPaginated/PageNumber/…, Deletable, bare integer ids,
// MobilePrefix/MobileNumber, Fields with Description). Tokens can be expired mid-session, and a 5xx injected.

type Recipient = { idRecipient: number; Email: string; Name: string | null; Fields: { Description: string; Id: number; Value: string }[]; status: 'Subscribed' | 'Pending' | 'Unsubscribed' };

const state = {
  issued: 0,
  valid: new Set<string>(),
  refreshTokens: new Set<string>(),
  grants: [] as string[],
  failNext: 0,
  requests: [] as string[],
  lists: [{ idList: 1, listGuid: 'a1b2c3d4-0000-4000-8000-000000000001', Name: 'Newsletter', Company: 'Acme', Description: 'Clienti' }],
  groups: [{ idGroup: 10, idList: 1, Name: 'Fiere', Notes: null as string | null, Deletable: true }],
  recipients: [] as Recipient[],
  nextId: 100,
};

const body = async (req: IncomingMessage): Promise<string> => {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text;
};

const send = (res: ServerResponse, status: number, payload?: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(payload === undefined ? '' : JSON.stringify(payload));
};

const page = <T>(items: T[], url: URL) => {
  const size = Number(url.searchParams.get('PageSize') ?? 20);
  const number = Number(url.searchParams.get('PageNumber') ?? 0);
  return { IsPaginated: true, Items: items.slice(number * size, number * size + size), PageNumber: number, PageSize: size, Skipped: number * size, TotalElementsCount: items.length };
};

const DESCRIPTIONS: Record<number, string> = { 1: 'nome', 2: 'cognome', 3: 'azienda', 8: 'paese' };

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const text = await body(req);
  state.requests.push(`${req.method} ${url.pathname}${url.search}`);
  if (url.pathname === '/oauth/token') {
    const form = new URLSearchParams(text);
    state.grants.push(form.get('grant_type') ?? '');
    if (form.get('client_id') !== 'bottega' || form.get('client_secret') !== 'shh') return send(res, 401, { error: 'invalid_client' });
    if (form.get('grant_type') === 'password' && (form.get('username') !== 'm123' || form.get('password') !== 'segreta')) return send(res, 400, { error: 'invalid_grant' });
    if (form.get('grant_type') === 'refresh_token' && !state.refreshTokens.has(form.get('refresh_token') ?? '')) return send(res, 400, { error: 'invalid_grant' });
    state.issued += 1;
    const access = `at-${state.issued}`;
    state.valid.add(access);
    state.refreshTokens.add(`rt-${state.issued}`);
    return send(res, 200, { access_token: access, refresh_token: `rt-${state.issued}`, expires_in: 3600 });
  }
  const auth = (req.headers.authorization ?? '').replace(/^Bearer /, '');
  if (!state.valid.has(auth)) return send(res, 401, { ErrorCode: '401', ErrorDescription: 'Unauthorized' });
  if (state.failNext > 0) {
    state.failNext -= 1;
    return send(res, 503, { ErrorCode: '503', ErrorDescription: 'Service unavailable' });
  }
  const path = url.pathname.replace(/^\/console/, '');
  const json: unknown = text ? JSON.parse(text) : null;
  const input = (json ?? {}) as { Name?: string; Notes?: string | null; Email?: string; Fields?: { Id: number; Value: string }[] };
  let m: RegExpExecArray | null;
  if (req.method === 'GET' && path === '/User/Lists') {
    const filter = url.searchParams.get('filterby') ?? '';
    const id = /idList==(\d+)/.exec(filter)?.[1];
    return send(res, 200, page(state.lists.filter((l) => !id || l.idList === Number(id)), url));
  }
  if (req.method === 'GET' && (m = /^\/List\/(\d+)\/Groups$/.exec(path))) return send(res, 200, page(state.groups.filter((g) => g.idList === Number(m?.[1])), url));
  if (req.method === 'POST' && (m = /^\/List\/(\d+)\/Group$/.exec(path))) {
    const group = { idGroup: state.nextId++, idList: Number(m[1]), Name: input.Name ?? '', Notes: input.Notes ?? null, Deletable: true };
    state.groups.push(group);
    return send(res, 200, group);
  }
  const subscribe = (confirm: boolean) => {
    const existing = state.recipients.find((r) => r.Email === input.Email);
    const fields = (input.Fields ?? []).map((f) => ({ Description: DESCRIPTIONS[f.Id] ?? '', Id: f.Id, Value: f.Value }));
    if (existing) {
      existing.status = confirm && existing.status !== 'Subscribed' ? 'Pending' : 'Subscribed';
      return existing.idRecipient;
    }
    const recipient: Recipient = { idRecipient: state.nextId++, Email: input.Email ?? '', Name: input.Name ?? null, Fields: fields, status: confirm ? 'Pending' : 'Subscribed' };
    state.recipients.push(recipient);
    return recipient.idRecipient;
  };
  const confirm = url.searchParams.get('ConfirmEmail') === 'true';
  if (req.method === 'POST' && /^\/List\/\d+\/Recipient$/.test(path)) return send(res, 200, subscribe(confirm));
  if (req.method === 'POST' && /^\/Group\/\d+\/Recipient$/.test(path)) return send(res, 200, subscribe(confirm));
  if (req.method === 'GET' && (m = /^\/List\/\d+\/Recipients\/(Subscribed|Pending|Unsubscribed)$/.exec(path))) {
    const id = /idRecipient==(\d+)/.exec(url.searchParams.get('filterby') ?? '')?.[1];
    const status = m[1];
    const items = state.recipients
      .filter((r) => r.status === status && (!id || r.idRecipient === Number(id)))
      .map(({ status: _status, ...r }) => ({ ...r, MobilePrefix: '', MobileNumber: '' }));
    return send(res, 200, page(items, url));
  }
  if (req.method === 'PUT' && path === '/Recipient/Detail') {
    const detail = (json ?? {}) as { idRecipient?: number; Email?: string; Name?: string | null; Fields?: { Id: number; Value: string }[] };
    const r = state.recipients.find((x) => x.idRecipient === detail.idRecipient);
    if (!r || detail.Email !== r.Email) return send(res, 400, { ErrorDescription: 'Recipient and address do not match' });
    r.Name = detail.Name ?? null;
    for (const f of detail.Fields ?? []) {
      const kept = r.Fields.find((x) => x.Id === f.Id);
      if (kept) kept.Value = f.Value;
      else r.Fields.push({ Description: DESCRIPTIONS[f.Id] ?? '', Id: f.Id, Value: f.Value });
    }
    return send(res, 200, { ...r });
  }
  if (req.method === 'DELETE' && (m = /^\/List\/\d+\/Unsubscribe\/(\d+)$/.exec(path))) {
    const r = state.recipients.find((x) => x.idRecipient === Number(m?.[1]));
    if (!r) return send(res, 404, { ErrorDescription: 'Not found' });
    r.status = 'Unsubscribed';
    return send(res, 200);
  }
  if (req.method === 'POST' && (m = /^\/Group\/\d+\/Subscribe\/(\d+)$/.exec(path))) {
    const r = state.recipients.find((x) => x.idRecipient === Number(m?.[1]));
    if (!r) return send(res, 404, { ErrorDescription: 'Not found' });
    if (r.status !== 'Subscribed') r.status = confirm ? 'Pending' : 'Subscribed';
    return send(res, 200);
  }
  return send(res, 404, { ErrorDescription: `No route ${req.method} ${path}` });
}

let server: Server;
let settings: MailUpSettings;
const credentials = { username: 'm123', password: 'segreta' };

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  settings = { tokenUrl: `http://127.0.0.1:${port}/oauth/token`, consoleUrl: `http://127.0.0.1:${port}/console`, clientId: 'bottega', clientSecret: 'shh' };
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  state.grants = [];
  state.requests = [];
  state.failNext = 0;
});

describe('MailUp REST v1.1 client against a local double', () => {
  it('signs in with the password grant and reads lists and groups in MailUp shapes', async () => {
    const client = mailUpClient(settings, credentials);
    const lists = await client.lists({ pageNumber: 0, pageSize: 50 });
    expect(lists).toEqual({
      IsPaginated: true,
      PageNumber: 0,
      PageSize: 50,
      Skipped: 0,
      TotalElementsCount: 1,
      Items: [{ idList: 1, listGuid: 'a1b2c3d4-0000-4000-8000-000000000001', Name: 'Newsletter', Company: 'Acme', Description: 'Clienti', Notes: null, OwnerEmail: null, Business: false, Customer: true }],
    });
    expect(state.grants).toEqual(['password']);
    expect(state.requests).toContain('GET /console/User/Lists?PageNumber=0&PageSize=50');
    const groups = await client.groups(1, { pageNumber: 0, pageSize: 20 });
    expect(isProviderFailure(groups) ? groups : groups.Items).toEqual([{ idGroup: 10, idList: 1, Name: 'Fiere', Notes: null, Deletable: true }]);
    const created = await client.createGroup(1, { Name: 'Webinar' });
    expect(created).toMatchObject({ idList: 1, Name: 'Webinar', Deletable: true });
    expect(await client.list(999)).toEqual({ _tag: 'ProviderNotFound' });
  });

  it('adds recipients with ConfirmEmail (PENDING) or without (OPTIN), reading the bare integer id back', async () => {
    const client = mailUpClient(settings, credentials);
    const pending = await client.subscribeToList(1, { Email: 'anna@example.it', Name: 'Anna', Fields: [{ Id: 1, Value: 'Anna' }] }, true);
    expect(pending).toMatchObject({ Email: 'anna@example.it', Status: 'PENDING', MobilePrefix: null, Fields: [{ Description: 'nome', Id: 1, Value: 'Anna' }] });
    expect(state.requests).toContain('POST /console/List/1/Recipient?ConfirmEmail=true');
    const id = isProviderFailure(pending) ? 0 : pending.idRecipient;
    // Confirmed by subscribing to a group without a further e-mail.
    expect(await client.addToGroup(10, id, false)).toBe(true);
    expect(state.requests).toContain(`POST /console/Group/10/Subscribe/${id}?ConfirmEmail=false`);
    expect(await client.listRecipient(1, id)).toMatchObject({ Status: 'OPTIN' });
    expect(await client.unsubscribeFromList(1, id)).toBe(true);
    expect(await client.listRecipient(1, id)).toMatchObject({ Status: 'OPTOUT' });
    const viaGroup = await client.subscribeToGroup(10, { Email: 'bruno@example.it' }, false);
    expect(viaGroup).toMatchObject({ Status: 'OPTIN', idGroup: 10 });
    const all = await client.listRecipients(1, { pageNumber: 0, pageSize: 50 });
    expect(isProviderFailure(all) ? all : all.Items.map((r) => [r.Email, r.Status])).toEqual([
      ['bruno@example.it', 'OPTIN'],
      ['anna@example.it', 'OPTOUT'],
    ]);
  });

  it('corrects a recipient through Recipient/Detail (its own address sent back, the status kept) and reads it back', async () => {
    const client = mailUpClient(settings, credentials);
    const added = await client.subscribeToList(1, { Email: 'carla@example.it', Name: 'Carla Bnchi', Fields: [{ Id: 1, Value: 'Carla' }] }, true);
    const id = isProviderFailure(added) ? 0 : added.idRecipient;
    const fixed = await client.updateRecipient(1, id, { Name: 'Carla Bianchi', Fields: [{ Id: 2, Value: 'Bianchi' }, { Id: 3, Value: 'Bianchi Srl' }] });
    expect(state.requests).toContain('PUT /console/Recipient/Detail');
    expect(fixed).toMatchObject({ idRecipient: id, Email: 'carla@example.it', Name: 'Carla Bianchi', Status: 'PENDING' });
    expect(isProviderFailure(fixed) ? fixed : fixed.Fields.map((f) => [f.Id, f.Value])).toEqual([
      [1, 'Carla'],
      [2, 'Bianchi'],
      [3, 'Bianchi Srl'],
    ]);
    // Only the name given changes: without one the current name is sent back as it is.
    expect(await client.updateRecipient(1, id, { Fields: [{ Id: 8, Value: 'IT' }] })).toMatchObject({ Name: 'Carla Bianchi' });
    expect(await client.updateRecipient(1, 999999, { Name: 'x' })).toEqual({ _tag: 'ProviderNotFound' });
  });

  it('renews an access token that expired mid-session with the refresh token, and signs in again when that fails too', async () => {
    const client = mailUpClient(settings, credentials);
    await client.lists({ pageNumber: 0, pageSize: 5 });
    state.valid.clear();
    state.grants = [];
    expect(isProviderFailure(await client.lists({ pageNumber: 0, pageSize: 5 }))).toBe(false);
    expect(state.grants).toEqual(['refresh_token']);
    state.valid.clear();
    state.refreshTokens.clear();
    state.grants = [];
    expect(isProviderFailure(await client.lists({ pageNumber: 0, pageSize: 5 }))).toBe(false);
    expect(state.grants).toEqual(['refresh_token', 'password']);
  });

  it('turns a 5xx into a provider failure and wrong credentials into a failed connection check', async () => {
    const client = mailUpClient(settings, credentials);
    state.failNext = 1;
    const failed = await client.lists({ pageNumber: 0, pageSize: 5 });
    expect(failed).toEqual({ _tag: 'ProviderError', message: 'GET /User/Lists answered 503' });
    expect(isProviderFailure(await client.lists({ pageNumber: 0, pageSize: 5 }))).toBe(false);
    expect(await client.check()).toBe(true);
    const wrong = mailUpClient(settings, { username: 'm123', password: 'sbagliata' });
    expect(await wrong.check()).toMatchObject({ _tag: 'ProviderError' });
  });

  it('is chosen by configuration, with configurable base URLs', async () => {
    expect(mailUpSettingsFrom({})).toBeNull();
    const env = { MAILING_PROVIDER: 'mailup', MAILUP_TOKEN_URL: settings.tokenUrl, MAILUP_CONSOLE_URL: settings.consoleUrl, MAILUP_CLIENT_ID: 'bottega', MAILUP_CLIENT_SECRET: 'shh' };
    expect(mailUpSettingsFrom(env)).toEqual(settings);
    expect(mailUpSettingsFrom({ MAILING_PROVIDER: 'mailup' })?.tokenUrl).toBe('https://services.mailup.com/Authorization/OAuth/Token');
    // The database is not touched when MailUp answers.
    const provider = connectMailing(null as never, 1, credentials, () => '2026-01-01 00:00:00', env);
    expect(await provider.check()).toBe(true);
  });
});
