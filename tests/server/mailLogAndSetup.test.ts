import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries } from '../../server/src/db/schema/audit.ts';
import { invitations, outbox, setupSteps, tenants } from '../../server/src/db/schema/core.ts';
import { imports } from '../../server/src/db/schema/imports.ts';
import { at } from './harness.ts';
import { schemaErrors } from './responseSchema.ts';
import { useTestServer } from './useServer.ts';

// Settings → Mail (what the tenant sent or tried, as it went, sent again), re-sending an invitation, and the
// first-run checklist of a new tenant (issue 33).

const server = useTestServer();

const as = async (slug: string, role: string, method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  server().request(slug, method, path, { token: await server().token(slug, `${role}@${slug}.test`), ...(body === undefined ? {} : { body }), ...(headers ? { headers } : {}) });

const list = (reply: { body: unknown }) => at(reply.body, 'data') as Record<string, unknown>[];

const operatorRole = async (slug: string): Promise<number> => Number(list(await as(slug, 'admin', 'GET', '/roles')).find((r) => r.name === 'operator')?.id);

describe('the mail log', { timeout: 60_000 }, () => {
  it('lists what was sent or kept, newest first, with the status people read and the tenant clock', async () => {
    const invited = await as('borgo', 'admin', 'POST', '/users', { name: 'Posta Uno', email: 'posta.uno@example.it', role_id: await operatorRole('borgo') });
    expect(invited.status).toBe(201);
    const page = await as('borgo', 'admin', 'GET', '/outbox');
    expect(page.status).toBe(200);
    expect(schemaErrors(server(), 'SentMail', list(page)[0])).toEqual([]);
    expect(list(page)[0]).toMatchObject({ to: 'posta.uno@example.it', status: 'not_sent', error: null, resent_from: null });
    expect(String(list(page)[0]?.queued_at)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Only this tenant's mail.
    const acme = await as('acme', 'admin', 'GET', '/outbox?page_size=100');
    expect(list(acme).some((m) => m.to === 'posta.uno@example.it')).toBe(false);
  });

  it('shows a failed mail with the mail server reason, and filters by status', async () => {
    const [borgo] = await server().database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'borgo'));
    const [row] = await server()
      .database.db.insert(outbox)
      .values({ tenantId: borgo?.id ?? 0, to: 'rifiuto@example.it', subject: 'Non recapitata', text: 'Testo', status: 'failed', error: '550 mailbox unavailable' })
      .returning({ id: outbox.id });
    const failed = await as('borgo', 'admin', 'GET', '/outbox?status=failed');
    expect(list(failed).map((m) => m.id)).toContain(row?.id);
    expect(list(failed).every((m) => m.status === 'failed')).toBe(true);
    expect(list(failed).find((m) => m.id === row?.id)).toMatchObject({ error: '550 mailbox unavailable' });
    const kept = await as('borgo', 'admin', 'GET', '/outbox?status=not_sent');
    expect(list(kept).some((m) => m.id === row?.id)).toBe(false);
  });

  it('shows one mail as it went and sends it again as a new entry naming the original, in the audit log', async () => {
    const page = await as('borgo', 'admin', 'GET', '/outbox?status=not_sent');
    const first = list(page).find((m) => m.to === 'posta.uno@example.it');
    const detail = await as('borgo', 'admin', 'GET', `/outbox/${String(first?.id)}`);
    expect(detail.status).toBe(200);
    expect(schemaErrors(server(), 'SentMailDetail', at(detail.body, 'data'))).toEqual([]);
    expect(String(at(detail.body, 'data.text'))).toContain('/join/');
    const again = await as('borgo', 'admin', 'POST', `/outbox/${String(first?.id)}/resend`);
    expect(again.status).toBe(201);
    expect(at(again.body, 'data')).toMatchObject({ to: 'posta.uno@example.it', resent_from: first?.id, subject: first?.subject });
    const resent = await as('borgo', 'admin', 'GET', `/outbox/${String(at(again.body, 'data.id'))}`);
    // Exactly as it went: the footer is not added twice.
    expect(at(resent.body, 'data.text')).toBe(at(detail.body, 'data.text'));
    const [entry] = await server().database.db.select().from(auditEntries).where(eq(auditEntries.action, 'mail.resent')).orderBy(desc(auditEntries.id)).limit(1);
    expect(entry).toMatchObject({ subjectType: 'mail', subjectId: first?.id });
  });

  it('is for those who may change the settings, and another tenant mail is not found', async () => {
    expect((await as('borgo', 'operator', 'GET', '/outbox')).status).toBe(403);
    expect((await as('borgo', 'operator', 'POST', '/outbox/1/resend')).status).toBe(403);
    // The demo seed gives acme sent mail (server/src/db/seed/mail.ts): one of its ids, asked for from borgo.
    const acme = list(await as('acme', 'admin', 'GET', '/outbox?page_size=1'))[0];
    expect(acme).toBeDefined();
    expect((await as('borgo', 'admin', 'GET', `/outbox/${String(acme?.id)}`)).status).toBe(404);
    expect((await as('borgo', 'admin', 'POST', `/outbox/${String(acme?.id)}/resend`)).status).toBe(404);
    expect((await as('borgo', 'admin', 'POST', '/outbox/999999/resend')).status).toBe(404);
  });
});

describe('re-sending an invitation', { timeout: 60_000 }, () => {
  it('mails a fresh link and makes the earlier ones stop working', async () => {
    const made = await as('cantiere', 'admin', 'POST', '/users', { name: 'Invito Due', email: 'invito.due@example.it', role_id: await operatorRole('cantiere') });
    expect(made.status).toBe(201);
    const id = Number(at(made.body, 'data.id'));
    const [old] = await server().database.db.select().from(invitations).where(eq(invitations.email, 'invito.due@example.it'));
    const resent = await as('cantiere', 'admin', 'POST', `/users/${id}/invitation`);
    expect(resent.status).toBe(201);
    expect(at(resent.body, 'data.mail_status')).toBe('not_sent');
    expect(String(at(resent.body, 'data.expires_at'))).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const oldView = await server().request('cantiere', 'GET', `/invitations/${old?.token ?? ''}`);
    expect(at(oldView.body, 'data.status')).toBe('expired');
    const all = await server().database.db.select().from(invitations).where(and(eq(invitations.email, 'invito.due@example.it')));
    expect(all).toHaveLength(2);
    const newest = all.find((i) => i.token !== old?.token);
    expect(at((await server().request('cantiere', 'GET', `/invitations/${newest?.token ?? ''}`)).body, 'data.status')).toBe('pending');
    const mails = list(await as('cantiere', 'admin', 'GET', '/outbox?page_size=5')).filter((m) => m.to === 'invito.due@example.it');
    expect(mails).toHaveLength(2);
    // The log shows the mail without the live join link: an administrator reading it cannot join in the guest's
    // name; sending it again still mails the link.
    const newestMail = mails[0];
    const shown = await as('cantiere', 'admin', 'GET', `/outbox/${String(newestMail?.id)}`);
    expect(shown.status).toBe(200);
    const shownText = `${String(at(shown.body, 'data.text'))} ${String(at(shown.body, 'data.html'))}`;
    expect(shownText).toContain('/join/[redacted]');
    expect(shownText).not.toContain(newest?.token ?? 'missing token');
    const again = await as('cantiere', 'admin', 'POST', `/outbox/${String(newestMail?.id)}/resend`);
    expect(again.status).toBe(201);
    const [stored] = await server().database.db.select().from(outbox).where(eq(outbox.id, Number(at(again.body, 'data.id'))));
    expect(stored?.text).toContain(`/join/${newest?.token ?? 'missing token'}`);
  });

  it('is refused, in the reader language, for a user who has already joined', async () => {
    const people = list(await as('cantiere', 'admin', 'GET', '/users?page_size=100'));
    const operator = people.find((u) => u.email === 'operator@cantiere.test');
    const it = await as('cantiere', 'admin', 'POST', `/users/${String(operator?.id)}/invitation`, undefined, { 'accept-language': 'it' });
    expect(it.status).toBe(409);
    expect(it.body).toMatchObject({ code: 'already_joined' });
    expect(String(at(it.body, 'message'))).toMatch(/ha già scelto la sua password/);
    const en = await as('cantiere', 'admin', 'POST', `/users/${String(operator?.id)}/invitation`);
    expect(String(at(en.body, 'message'))).toMatch(/has already chosen a password/);
    expect((await as('cantiere', 'operator', 'POST', `/users/${String(operator?.id)}/invitation`)).status).toBe(403);
  });
});

describe('the first-run checklist', { timeout: 60_000 }, () => {
  it('is finished for the demo tenants', async () => {
    const state = await as('acme', 'admin', 'GET', '/setup');
    expect(state.status).toBe(200);
    expect(schemaErrors(server(), 'SetupState', at(state.body, 'data'))).toEqual([]);
    expect(at(state.body, 'data.finished')).toBe(true);
    expect(at(state.body, 'data.hints.identity_has_vat_number')).toBe(true);
  });

  it('saves each step on its own, closes and reopens, and is for administrators only', async () => {
    const [borgo] = await server().database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'borgo'));
    await server().database.db.delete(setupSteps).where(eq(setupSteps.tenantId, borgo?.id ?? 0));
    const fresh = await as('borgo', 'admin', 'GET', '/setup');
    expect(at(fresh.body, 'data.finished')).toBe(false);
    expect((at(fresh.body, 'data.steps') as { done: boolean }[]).every((s) => !s.done)).toBe(true);

    const one = await as('borgo', 'admin', 'PUT', '/setup/steps/identity', { done: true });
    expect(one.status).toBe(200);
    const steps = at(one.body, 'data.steps') as { step: string; done: boolean; done_at: string | null }[];
    expect(steps.find((s) => s.step === 'identity')).toMatchObject({ done: true });
    expect(steps.filter((s) => s.done)).toHaveLength(1);
    // Saved on its own: read back as another request would after a crash.
    expect((at((await as('borgo', 'admin', 'GET', '/setup')).body, 'data.steps') as { done: boolean }[]).filter((s) => s.done)).toHaveLength(1);
    // Marking twice is harmless; undoing a step works.
    expect((await as('borgo', 'admin', 'PUT', '/setup/steps/identity', { done: true })).status).toBe(200);
    const undone = await as('borgo', 'admin', 'PUT', '/setup/steps/identity', { done: false });
    expect((at(undone.body, 'data.steps') as { done: boolean }[]).some((s) => s.done)).toBe(false);

    expect(at((await as('borgo', 'admin', 'PUT', '/setup/steps/finished', { done: true })).body, 'data.finished')).toBe(true);
    expect(at((await as('borgo', 'admin', 'PUT', '/setup/steps/finished', { done: false })).body, 'data.finished')).toBe(false);
    // Each tenant's checklist is its own: borgo reopened, acme's stays closed.
    expect(at((await as('acme', 'admin', 'GET', '/setup')).body, 'data.finished')).toBe(true);
    await as('borgo', 'admin', 'PUT', '/setup/steps/finished', { done: true });

    // Importing: skipped is a mark with nothing imported; a finished import does the step by itself (from when it
    // ended), an undone one no longer does.
    const importStep = (body: unknown) => (at(body, 'data.steps') as { step: string; done: boolean; done_at: string | null }[]).find((s) => s.step === 'import');
    const skipped = await as('borgo', 'admin', 'PUT', '/setup/steps/import', { done: true });
    expect(importStep(skipped.body)?.done).toBe(true);
    expect(at(skipped.body, 'data.hints.imports')).toBe(0);
    expect(importStep((await as('borgo', 'admin', 'PUT', '/setup/steps/import', { done: false })).body)?.done).toBe(false);
    // A finished import whose every row was rejected (skip-bad-rows) brought nothing in: the step stays to do.
    const [empty] = await server()
      .database.db.insert(imports)
      .values({ tenantId: borgo?.id ?? 0, kind: 'customers', fileName: 'vuoto.csv', fileFormat: 'csv', status: 'done', finishedAt: '2026-11-20 09:00:00', counts: { created: 0, updated: 0, unchanged: 0, rejected: 3 } })
      .returning({ id: imports.id });
    const nothingIn = await as('borgo', 'admin', 'GET', '/setup');
    expect(importStep(nothingIn.body)?.done).toBe(false);
    expect(at(nothingIn.body, 'data.hints.imports')).toBe(0);
    await server().database.db.delete(imports).where(eq(imports.id, empty?.id ?? 0));
    const [run] = await server()
      .database.db.insert(imports)
      .values({ tenantId: borgo?.id ?? 0, kind: 'customers', fileName: 'rossi-4711.csv', fileFormat: 'csv', status: 'done', finishedAt: '2026-11-20 09:30:00' })
      .returning({ id: imports.id });
    const byImport = await as('borgo', 'admin', 'GET', '/setup');
    expect(schemaErrors(server(), 'SetupState', at(byImport.body, 'data'))).toEqual([]);
    expect(importStep(byImport.body)).toEqual({ step: 'import', done: true, done_at: '2026-11-20 09:30:00' });
    expect(at(byImport.body, 'data.hints.imports')).toBe(1);
    await server().database.db.update(imports).set({ undoneAt: '2026-11-20 10:00:00' }).where(eq(imports.id, run?.id ?? 0));
    expect(importStep((await as('borgo', 'admin', 'GET', '/setup')).body)?.done).toBe(false);
    await server().database.db.delete(imports).where(eq(imports.id, run?.id ?? 0));

    expect((await as('borgo', 'operator', 'GET', '/setup')).status).toBe(403);
    expect((await as('borgo', 'admin', 'PUT', '/setup/steps/coffee', { done: true })).status).toBe(422);
  });
});
