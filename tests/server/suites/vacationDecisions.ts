import { expect, it } from 'vitest';
import { at, type TestServer } from '../harness.ts';
import { roleClient, type Row } from './roleClient.ts';

// Decisions with reasons and a history (issue 30 point 5, contract changeVacationStatus / getVacationHistory):
// accepting with changes moves the period and recomputes the hours in the same call; a rejection keeps its
// reason; every step is in the request's history; the requester's notification says what changed and why.

const WEEK = { working_hours_per_day: '8', working_days: [1, 2, 3, 4, 5] };

type Entry = { kind: string; status: string; note: string | null; user: Row | null; before: Row | null; after: Row | null };

export function vacationDecisionsSuite(server: () => TestServer): void {
  const { call, admin, data, page, ok, userId } = roleClient(server);
  const hoursFor = async (role: 'operator' | 'supervisor', year: number) =>
    ok(await admin('POST', '/user-vacation-hours', { user_id: await userId('acme', role), year, vacation_hours: '40', permission_hours: '8', ...WEEK }), 201);
  const history = async (id: unknown, role: 'operator' | 'supervisor' = 'operator') => data(ok(await call('acme', role, 'GET', `/vacations/${String(id)}/history`), 200)) as unknown as Entry[];
  const lastDecisionNotice = async (vacationId: unknown) => {
    const mine = page(ok(await call('acme', 'operator', 'GET', '/notifications?page_size=50'), 200)).data;
    return mine.find((n) => n.kind === 'vacation.decided' && n.record_id === vacationId) as { params: Row } | undefined;
  };

  it('accepts with changes in one step: new period, hours recomputed, history before → after, the requester told what and why', async () => {
    await hoursFor('operator', 2075);
    const asked = data(ok(await call('acme', 'operator', 'POST', '/vacations', { type: 'vacation', start: '2075-03-04 00:00:00', end: '2075-03-06 23:59:59', all_day: true }), 201));
    expect(Number(asked.hours)).toBe(24);
    const decided = data(
      ok(await call('acme', 'supervisor', 'PUT', `/vacations/${String(asked.id)}/status`, { status: 'modified', start: '2075-03-04 00:00:00', end: '2075-03-05 23:59:59', notes: 'Due giorni: il 6 serve in sede.' }), 200),
    );
    expect(decided).toMatchObject({ status: 'modified', start: '2075-03-04 00:00:00', end: '2075-03-05 23:59:59', approver_notes: 'Due giorni: il 6 serve in sede.', approver: { id: await userId('acme', 'supervisor') } });
    expect(Number(decided.hours)).toBe(16);
    // The calendar event follows the new period.
    const event = decided.event as { id: number; calendar_id: number };
    expect(data(ok(await call('acme', 'operator', 'GET', `/calendars/${event.calendar_id}/events/${event.id}`), 200))).toMatchObject({ start: '2075-03-04 00:00:00', end: '2075-03-06 00:00:00' });

    const steps = await history(asked.id);
    expect(steps.map((s) => s.kind)).toEqual(['created', 'modified']);
    expect(steps[0]).toMatchObject({ status: 'pending', user: { id: await userId('acme', 'operator') }, before: null, after: { start: '2075-03-04 00:00:00', end: '2075-03-06 23:59:59', all_day: true } });
    expect(steps[1]).toMatchObject({
      status: 'modified',
      note: 'Due giorni: il 6 serve in sede.',
      user: { id: await userId('acme', 'supervisor') },
      before: { end: '2075-03-06 23:59:59' },
      after: { end: '2075-03-05 23:59:59' },
    });
    expect([Number(steps[1]?.before?.hours), Number(steps[1]?.after?.hours)]).toEqual([24, 16]);

    const notice = await lastDecisionNotice(asked.id);
    expect(notice?.params).toMatchObject({ status: 'modified', note: 'Due giorni: il 6 serve in sede.', previous_start: '2075-03-04 00:00:00', previous_end: '2075-03-06 23:59:59', previous_all_day: true, start: '2075-03-04 00:00:00', end: '2075-03-05 23:59:59', all_day: true });
  });

  it("refuses a changed period that breaks a request's rules, or comes with another decision", async () => {
    await hoursFor('operator', 2076);
    const v = data(ok(await call('acme', 'operator', 'POST', '/vacations', { type: 'vacation', start: '2076-09-07 00:00:00', end: '2076-09-07 23:59:59', all_day: true }), 201));
    const path = `/vacations/${String(v.id)}/status`;
    // Six working days are 48 hours, beyond the 40 allowed (September: last year's remainder expired on 30/06).
    const beyond = ok(await call('acme', 'supervisor', 'PUT', path, { status: 'modified', start: '2076-09-07 00:00:00', end: '2076-09-14 23:59:59' }), 422);
    expect(at(beyond.body, 'message')).toMatch(/48 h but only 40 h remain/);
    ok(await call('acme', 'supervisor', 'PUT', path, { status: 'accepted', start: '2076-09-07 00:00:00', end: '2076-09-08 23:59:59' }), 422);
    ok(await call('acme', 'supervisor', 'PUT', path, { status: 'modified', start: '2076-09-07 00:00:00' }), 422);
    // A weekend holds no working time.
    ok(await call('acme', 'supervisor', 'PUT', path, { status: 'modified', start: '2076-09-12 00:00:00', end: '2076-09-13 23:59:59' }), 422);
    // Nothing was decided or recorded by the refusals.
    expect(data(ok(await call('acme', 'operator', 'GET', `/vacations/${String(v.id)}`), 200))).toMatchObject({ status: 'pending', end: '2076-09-07 23:59:59' });
    expect((await history(v.id)).map((s) => s.kind)).toEqual(['created']);
  });

  it('keeps a rejection’s reason (optional), and every later step: reopened by editing, accepted, sent back to pending', async () => {
    await hoursFor('operator', 2077);
    const v = data(ok(await call('acme', 'operator', 'POST', '/vacations', { type: 'permission', start: '2077-03-02 09:00:00', end: '2077-03-02 11:00:00' }), 201));
    const path = `/vacations/${String(v.id)}`;
    ok(await call('acme', 'supervisor', 'PUT', `${path}/status`, { status: 'rejected', notes: 'Quel giorno serve in sede.' }), 200);
    expect((await lastDecisionNotice(v.id))?.params).toMatchObject({ status: 'rejected', note: 'Quel giorno serve in sede.' });
    // Moving a rejected request (here by an administrator: operators do not edit) keeps it rejected (an edit), with the period before and after.
    ok(await admin('PUT', path, { type: 'permission', start: '2077-03-03 09:00:00', end: '2077-03-03 11:00:00' }), 200);
    ok(await call('acme', 'supervisor', 'PUT', `${path}/status`, { status: 'accepted' }), 200);
    // Changing an accepted request's period reopens it.
    const reopened = data(ok(await admin('PUT', path, { type: 'permission', start: '2077-03-03 09:00:00', end: '2077-03-03 12:00:00' }), 200));
    expect(reopened.status).toBe('pending');
    ok(await call('acme', 'supervisor', 'PUT', `${path}/status`, { status: 'rejected' }), 200);
    ok(await call('acme', 'supervisor', 'PUT', `${path}/status`, { status: 'pending' }), 200);
    const steps = await history(v.id);
    expect(steps.map((s) => [s.kind, s.status])).toEqual([
      ['created', 'pending'],
      ['rejected', 'rejected'],
      ['edited', 'rejected'],
      ['accepted', 'accepted'],
      ['reopened', 'pending'],
      ['rejected', 'rejected'],
      ['returned', 'pending'],
    ]);
    expect(steps[1]).toMatchObject({ note: 'Quel giorno serve in sede.', before: null, after: null });
    expect(steps[2]).toMatchObject({ user: { id: await userId('acme', 'admin') }, before: { start: '2077-03-02 09:00:00' }, after: { start: '2077-03-03 09:00:00' } });
    expect([Number(steps[4]?.before?.hours), Number(steps[4]?.after?.hours)]).toEqual([2, 3]);
    // A rejection without a reason says so: no note.
    expect(steps[5]).toMatchObject({ note: null });
    // Sent back to pending after it: the requester's newest entry says it waits again; the rejection's before it has no note.
    expect((await lastDecisionNotice(v.id))?.params).toMatchObject({ status: 'pending', note: null });
    const decided = page(ok(await call('acme', 'operator', 'GET', '/notifications?page_size=50'), 200)).data.filter((n) => n.kind === 'vacation.decided' && n.record_id === v.id);
    expect(decided[1]?.params).toMatchObject({ status: 'rejected', note: null });
  });

  it('refuses a decision that repeats the status (409, in the reader\'s language): the approver and the history stay', async () => {
    await hoursFor('operator', 2078);
    const v = data(ok(await call('acme', 'operator', 'POST', '/vacations', { type: 'permission', start: '2078-03-02 09:00:00', end: '2078-03-02 11:00:00' }), 201));
    const path = `/vacations/${String(v.id)}/status`;
    ok(await call('acme', 'supervisor', 'PUT', path, { status: 'accepted' }), 200);
    // An administrator whose screen still showed it pending approves it too.
    const token = await server().token('acme', 'admin@acme.test');
    const again = (language: 'it' | 'en', body: Record<string, string>) => server().request('acme', 'PUT', path, { token, headers: { 'accept-language': language }, body });
    const it_ = await again('it', { status: 'accepted' });
    const en = await again('en', { status: 'accepted', notes: 'Ok' });
    expect([it_.status, en.status]).toEqual([409, 409]);
    expect([at(it_.body, 'message'), at(en.body, 'message')]).toEqual([
      "La richiesta è già in questo stato: non c'è nulla da decidere. Ricaricala per vedere chi l'ha decisa.",
      'The request already has this status: there is nothing to decide. Reload it to see who decided it.',
    ]);
    const now = data(ok(await call('acme', 'operator', 'GET', `/vacations/${String(v.id)}`), 200));
    expect(now).toMatchObject({ status: 'accepted', approver: { id: await userId('acme', 'supervisor') }, approver_notes: null });
    expect((await history(v.id)).map((s) => s.kind)).toEqual(['created', 'accepted']);
    // Sent back to pending once; a second "back to pending" is refused the same way, and a new period is a decision.
    ok(await call('acme', 'supervisor', 'PUT', path, { status: 'pending' }), 200);
    expect((await call('acme', 'supervisor', 'PUT', path, { status: 'pending' })).status).toBe(409);
    ok(await call('acme', 'supervisor', 'PUT', path, { status: 'modified', start: '2078-03-02 09:00:00', end: '2078-03-02 10:00:00' }), 200);
    ok(await call('acme', 'supervisor', 'PUT', path, { status: 'modified', start: '2078-03-02 10:00:00', end: '2078-03-02 11:00:00' }), 200);
  });

  it("refuses a decision made on a status another approver's decision replaced (seen_status, 409 in the reader's language): theirs stays", async () => {
    await hoursFor('operator', 2079);
    const v = data(ok(await call('acme', 'operator', 'POST', '/vacations', { type: 'permission', start: '2079-03-02 09:00:00', end: '2079-03-02 11:00:00' }), 201));
    const path = `/vacations/${String(v.id)}/status`;
    ok(await call('acme', 'supervisor', 'PUT', path, { status: 'accepted', seen_status: 'pending' }), 200);
    // An administrator whose screen still showed it pending rejects it: refused, in each reader's language.
    const token = await server().token('acme', 'admin@acme.test');
    const late = (language: 'it' | 'en', body: Record<string, string>) => server().request('acme', 'PUT', path, { token, headers: { 'accept-language': language }, body });
    const it_ = await late('it', { status: 'rejected', seen_status: 'pending', notes: 'No' });
    const en = await late('en', { status: 'modified', seen_status: 'pending', start: '2079-03-02 09:00:00', end: '2079-03-02 10:00:00' });
    expect([it_.status, en.status]).toEqual([409, 409]);
    expect([at(it_.body, 'message'), at(en.body, 'message')]).toEqual([
      'Nel frattempo un altro responsabile ha deciso questa richiesta: la tua decisione non è stata registrata. Guarda il suo stato attuale e, se serve, decidi di nuovo.',
      'Another approver decided this request meanwhile: your decision was not recorded. Check its current status and decide again if needed.',
    ]);
    const now = data(ok(await call('acme', 'operator', 'GET', `/vacations/${String(v.id)}`), 200));
    expect(now).toMatchObject({ status: 'accepted', approver: { id: await userId('acme', 'supervisor') }, approver_notes: null, end: '2079-03-02 11:00:00' });
    expect((await history(v.id)).map((s) => s.kind)).toEqual(['created', 'accepted']);
    // The supervisor's own second window, still showing it pending: told it was their own decision, not another's.
    const own = await server().request('acme', 'PUT', path, { token: await server().token('acme', 'supervisor@acme.test'), headers: { 'accept-language': 'en' }, body: { status: 'rejected', seen_status: 'pending' } });
    expect([own.status, at(own.body, 'message')]).toEqual([
      409,
      'You already decided this request in another window or tab: this decision was not recorded. Check its current status and decide again if needed.',
    ]);
    expect((await history(v.id)).map((s) => s.kind)).toEqual(['created', 'accepted']);
    // Decided on what it now shows, the administrator's decision is taken; without seen_status, as before, too.
    expect(data(ok(await late('it', { status: 'rejected', seen_status: 'accepted' }), 200))).toMatchObject({ status: 'rejected', approver: { id: await userId('acme', 'admin') } });
    expect(data(ok(await call('acme', 'supervisor', 'PUT', path, { status: 'pending' }), 200)).status).toBe('pending');
    // Two approvers deciding the pending request at the same moment: one decision is taken, the other refused.
    const both = await Promise.all([
      call('acme', 'supervisor', 'PUT', path, { status: 'accepted', seen_status: 'pending' }),
      late('en', { status: 'rejected', seen_status: 'pending' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await history(v.id)).map((s) => s.kind).slice(-2)).toEqual(['returned', both[0].status === 200 ? 'accepted' : 'rejected']);
  });

  it("shows the history to whoever reads the request, and to nobody else (404)", async () => {
    await hoursFor('supervisor', 2078);
    const theirs = data(ok(await call('acme', 'supervisor', 'POST', '/vacations', { type: 'illness', start: '2078-03-02 09:00:00', end: '2078-03-02 10:00:00' }), 201));
    ok(await call('acme', 'operator', 'GET', `/vacations/${String(theirs.id)}/history`), 404);
    expect((await history(theirs.id, 'supervisor')).map((s) => s.kind)).toEqual(['created']);
    expect(page(ok(await admin('GET', `/vacations/${String(theirs.id)}/history`), 200)).data).toHaveLength(1);
    ok(await admin('GET', '/vacations/999999/history'), 404);
  });

  it('seeds each decided demo request with its history: the shortened one shows the period asked for and the reason', async () => {
    const seeded = page(ok(await admin('GET', '/vacations?status=modified&page_size=50'), 200)).data;
    const shortened = seeded.find((v) => v.approver_notes !== null);
    expect(shortened).toBeDefined();
    const steps = data(ok(await admin('GET', `/vacations/${String(shortened?.id)}/history`), 200)) as unknown as Entry[];
    expect(steps.map((s) => s.kind)).toEqual(['created', 'modified']);
    expect(Number(steps[1]?.before?.hours)).toBeGreaterThan(Number(steps[1]?.after?.hours));
    expect(steps[1]?.note).toBe(shortened?.approver_notes);
  });
}
