import { expect, it } from 'vitest';
import { at, type TestServer } from '../harness.ts';
import { SAMPLES } from '../../../server/src/db/seed/salesData.ts';
import { schemaErrors } from '../responseSchema.ts';
import { roleClient, type Role, type Row } from './roleClient.ts';

// In-app notifications (issue 22 point 4): written by each triggering event for the right users only, never across
// tenants or users, marked read one by one or all at once, and delivered live on the event stream.

type Notice = Row & { kind: string; record_type: string; record_id: number; params: Record<string, unknown>; read_at: string | null };

export function notificationsSuite(server: () => TestServer): void {
  const { as, call, data, page, ok } = roleClient(server);
  const noticesOf = async (slug: string, role: Role, query = 'page_size=100'): Promise<Notice[]> => page(ok(await call(slug, role, 'GET', `/notifications?${query}`), 200)).data as Notice[];
  const about = (list: Notice[], recordType: string, id: number) => list.filter((x) => x.record_type === recordType && x.record_id === id);
  let slot = 0;
  /**
   * A one-hour permission in a slot of its own: the first three working days of this month at distinct hours (the
   * seed's requests fall on later days, and this year's allowance covers them).
   */
  const requestLeave = async (slug: string, role: Role): Promise<Row> => {
    const now = new Date();
    const days: string[] = [];
    for (let d = new Date(Date.UTC(now.getFullYear(), now.getMonth(), 1)); days.length < 3; d.setUTCDate(d.getUTCDate() + 1)) {
      if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) days.push(d.toISOString().slice(0, 10));
    }
    const date = days[slot % 3];
    const hour = String(8 + Math.floor(slot / 3)).padStart(2, '0');
    slot += 1;
    return data(ok(await call(slug, role, 'POST', '/vacations', { type: 'permission', start: `${date} ${hour}:00:00`, end: `${date} ${hour}:59:59` }), 201));
  };

  /** The stream's raw answer (the harness reads bodies whole; a stream never ends by itself). */
  const openStream = (slug: string, token: string | null, query = ''): Promise<Response> =>
    Promise.resolve(server().app.request(`http://${slug}.localhost/api/notifications/stream${query}`, { headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) } }));

  /** Reads the stream until `count` notification events arrived (or the time is up). */
  async function readEvents(body: ReadableStream<Uint8Array>, count: number, ms = 5_000): Promise<Notice[]> {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const found: Notice[] = [];
    const deadline = Date.now() + ms;
    try {
      while (found.length < count && Date.now() < deadline) {
        const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now()))]);
        if (chunk === null || chunk.done) break;
        text += decoder.decode(chunk.value, { stream: true });
        let end: number;
        while ((end = text.indexOf('\n\n')) >= 0) {
          const block = text.slice(0, end);
          text = text.slice(end + 2);
          if (!block.split('\n').includes('event: notification')) continue;
          const line = block.split('\n').find((l) => l.startsWith('data: '));
          if (line) found.push(JSON.parse(line.slice(6)) as Notice);
        }
      }
    } finally {
      await reader.cancel();
    }
    return found;
  }

  type Unread = { through: number; count: number; ids: number[]; recent: number[] };

  /**
   * Runs `act` once the stream says it is connected (its starting state taken), then reads its `unread` events until
   * one satisfies `done` (or the time is up); returns them all.
   */
  async function unreadAfter(body: ReadableStream<Uint8Array>, act: () => Promise<unknown>, done: (u: Unread) => boolean, ms = 5_000): Promise<Unread[]> {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const found: Unread[] = [];
    const deadline = Date.now() + ms;
    let acted: Promise<unknown> | null = null;
    try {
      while (!found.some(done) && Date.now() < deadline) {
        const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now()))]);
        if (chunk === null || chunk.done) break;
        text += decoder.decode(chunk.value, { stream: true });
        if (acted === null && text.includes(': connected')) acted = act();
        let end: number;
        while ((end = text.indexOf('\n\n')) >= 0) {
          const block = text.slice(0, end).split('\n');
          text = text.slice(end + 2);
          const line = block.find((l) => l.startsWith('data: '));
          if (block.includes('event: unread') && line) found.push(JSON.parse(line.slice(6)) as Unread);
        }
      }
    } finally {
      await reader.cancel();
    }
    await acted;
    return found;
  }

  it('a leave request tells its approvers; the decision tells the requester; nobody else, no other tenant', async () => {
    const v = await requestLeave('acme', 'operator');
    const adminNotices = about(await noticesOf('acme', 'admin'), 'vacation', v.id);
    expect(adminNotices).toHaveLength(1);
    expect(adminNotices[0]).toMatchObject({ kind: 'vacation.pending', read_at: null, params: { requester: expect.any(String) } });
    expect(schemaErrors(server(), 'Notification', adminNotices[0])).toEqual([]);
    // The requester is not told of their own request; another tenant's admin hears nothing.
    expect(about(await noticesOf('acme', 'operator'), 'vacation', v.id)).toEqual([]);
    expect(about(await noticesOf('borgo', 'admin'), 'vacation', v.id)).toEqual([]);

    ok(await call('acme', 'admin', 'PUT', `/vacations/${v.id}/status`, { status: 'accepted' }), 200);
    const mine = about(await noticesOf('acme', 'operator'), 'vacation', v.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ kind: 'vacation.decided', params: { status: 'accepted', actor: expect.any(String) } });
    // The decider is not told of their own decision.
    expect(about(await noticesOf('acme', 'admin'), 'vacation', v.id).map((x) => x.kind)).toEqual(['vacation.pending']);
    // Another approver's "needs your decision" is answered: it stays in their bell, read, and leaves the unread count.
    const others = about(await noticesOf('acme', 'supervisor'), 'vacation', v.id);
    expect(others.map((x) => x.kind)).toEqual(['vacation.pending']);
    expect(others[0]?.read_at).toEqual(expect.any(String));
    expect(about(await noticesOf('acme', 'supervisor', 'unread=true&page_size=100'), 'vacation', v.id)).toEqual([]);
  });

  it('a decided request whose period is changed waits again: its approvers are told, the one who changed it is not', async () => {
    const v = await requestLeave('acme', 'operator');
    ok(await call('acme', 'supervisor', 'PUT', `/vacations/${v.id}/status`, { status: 'accepted' }), 200);
    const before = about(await noticesOf('acme', 'admin'), 'vacation', v.id).length;
    const start = String(v.start);
    const moved = data(ok(await call('acme', 'admin', 'PUT', `/vacations/${v.id}`, { type: 'permission', start, end: `${start.slice(0, 11)}${start.slice(11, 13)}:29:59` }), 200));
    expect(moved.status).toBe('pending');
    // The admin changed it: not told of their own change; the supervisor, an approver, is.
    expect(about(await noticesOf('acme', 'admin'), 'vacation', v.id)).toHaveLength(before);
    const told = about(await noticesOf('acme', 'supervisor'), 'vacation', v.id).filter((x) => x.kind === 'vacation.pending');
    expect(told).toHaveLength(2);
    expect(told[0]).toMatchObject({ read_at: null, params: { end: moved.end } });
    // The requester, whose accepted leave someone else changed, hears it waits again.
    expect(about(await noticesOf('acme', 'operator'), 'vacation', v.id)[0]).toMatchObject({ kind: 'vacation.decided', params: { status: 'pending', end: moved.end } });
    // Edited again while pending: nothing new to decide, nobody told again.
    ok(await call('acme', 'admin', 'PUT', `/vacations/${v.id}`, { type: 'permission', start, end: String(moved.end), notes: 'Solo mezz\'ora' }), 200);
    expect(about(await noticesOf('acme', 'supervisor'), 'vacation', v.id).filter((x) => x.kind === 'vacation.pending')).toHaveLength(2);
  });

  it('a deleted task or leave request leaves no notification that would open it', async () => {
    const supervisor = at((await call('acme', 'supervisor', 'GET', '/users/me')).body, 'data.id') as number;
    const task = data(ok(await call('acme', 'admin', 'POST', '/tasks', { summary: 'Da cancellare', assignee_id: supervisor, with_event: false }), 201));
    expect(about(await noticesOf('acme', 'supervisor'), 'task', task.id)).toHaveLength(1);
    ok(await call('acme', 'admin', 'DELETE', `/tasks/${task.id}`), 204);
    expect(about(await noticesOf('acme', 'supervisor'), 'task', task.id)).toEqual([]);
    const v = await requestLeave('acme', 'operator');
    ok(await call('acme', 'supervisor', 'PUT', `/vacations/${v.id}/status`, { status: 'rejected' }), 200);
    expect(about(await noticesOf('acme', 'admin'), 'vacation', v.id)).toHaveLength(1);
    expect(about(await noticesOf('acme', 'operator'), 'vacation', v.id)).toHaveLength(1);
    ok(await call('acme', 'admin', 'DELETE', `/vacations/${v.id}`), 204);
    expect(about(await noticesOf('acme', 'admin'), 'vacation', v.id)).toEqual([]);
    expect(about(await noticesOf('acme', 'operator'), 'vacation', v.id)).toEqual([]);
  });

  it('a task assigned to someone else tells the assignee, on create and when the assignee changes', async () => {
    const supervisor = at((await call('acme', 'supervisor', 'GET', '/users/me')).body, 'data.id') as number;
    const operator = at((await call('acme', 'operator', 'GET', '/users/me')).body, 'data.id') as number;
    const task = data(ok(await call('acme', 'admin', 'POST', '/tasks', { summary: 'Controllare la linea 3', assignee_id: supervisor, with_event: false }), 201));
    expect(about(await noticesOf('acme', 'supervisor'), 'task', task.id)).toMatchObject([{ kind: 'task.assigned', params: { label: 'Controllare la linea 3' } }]);
    expect(about(await noticesOf('acme', 'operator'), 'task', task.id)).toEqual([]);
    ok(await call('acme', 'admin', 'PUT', `/tasks/${task.id}`, { assignee_id: operator }), 200);
    expect(about(await noticesOf('acme', 'operator'), 'task', task.id)).toMatchObject([{ kind: 'task.assigned' }]);
    // One's own task: nobody to tell.
    const own = data(ok(await call('acme', 'admin', 'POST', '/tasks', { summary: 'Mio', with_event: false }), 201));
    expect(about(await noticesOf('acme', 'admin'), 'task', own.id)).toEqual([]);
  });

  it('a sample waits for its approvers; the final decision tells its agent', async () => {
    const customer = (page(await call('acme', 'admin', 'GET', '/profiles?type=customer')).data[0] as Row).id;
    const agent = at((await call('acme', 'supervisor', 'GET', '/users/me')).body, 'data.id') as number;
    const sample = data(ok(await call('acme', 'sub_admin', 'POST', '/samples', { customer_id: customer, agent_id: agent, materials: ['PE'] }), 201));
    expect(about(await noticesOf('acme', 'admin'), 'sample', sample.id)).toMatchObject([{ kind: 'sample.pending', params: { label: sample.number } }]);
    expect(about(await noticesOf('acme', 'sub_admin'), 'sample', sample.id)).toEqual([]);
    expect(about(await noticesOf('acme', 'operator'), 'sample', sample.id)).toEqual([]);
    ok(await call('acme', 'admin', 'POST', `/samples/${sample.id}/departments/technical_direction/update-status`, { status: 'denied' }), 200);
    // The supervisor, agent and approver, heard of the sample waiting and then of its decision.
    expect(about(await noticesOf('acme', 'supervisor'), 'sample', sample.id)).toMatchObject([{ kind: 'sample.decided', params: { status: 'denied' } }, { kind: 'sample.pending' }]);
    // Decided: the sample no longer waits for anybody (its "waits for approval" reads as read).
    expect(about(await noticesOf('acme', 'supervisor'), 'sample', sample.id)[1]?.read_at).toEqual(expect.any(String));
    // The author hears of the decision too; the decider does not.
    expect(about(await noticesOf('acme', 'sub_admin'), 'sample', sample.id)).toMatchObject([{ kind: 'sample.decided' }]);
    expect(about(await noticesOf('acme', 'admin'), 'sample', sample.id).map((x) => x.kind)).toEqual(['sample.pending']);
  });

  it("a decision resolves the approvers' \"to decide\" entries for every approver, whoever decided; the news of the decision stays unread", async () => {
    const v = await requestLeave('acme', 'operator');
    const pendingOf = async (role: Role) => about(await noticesOf('acme', role), 'vacation', v.id).filter((x) => x.kind === 'vacation.pending');
    expect((await pendingOf('admin')).map((x) => x.read_at)).toEqual([null]);
    expect((await pendingOf('supervisor')).map((x) => x.read_at)).toEqual([null]);
    ok(await call('acme', 'supervisor', 'PUT', `/vacations/${v.id}/status`, { status: 'accepted' }), 200);
    // The other approver's entry no longer asks for a decision, nor the decider's own.
    expect((await pendingOf('admin')).map((x) => x.read_at)).toEqual([expect.any(String)]);
    expect((await pendingOf('supervisor')).map((x) => x.read_at)).toEqual([expect.any(String)]);
    expect(about(await noticesOf('acme', 'operator'), 'vacation', v.id)).toMatchObject([{ kind: 'vacation.decided', read_at: null }]);
    // Back to pending through a new period: a new entry asks again, unread.
    const start = String(v.start);
    ok(await call('acme', 'admin', 'PUT', `/vacations/${v.id}`, { type: 'permission', start, end: `${start.slice(0, 11)}${start.slice(11, 13)}:29:59` }), 200);
    expect((await pendingOf('supervisor')).map((x) => x.read_at)).toEqual([null, expect.any(String)]);

    const customer = (page(await call('acme', 'admin', 'GET', '/profiles?type=customer')).data[0] as Row).id;
    const sample = data(ok(await call('acme', 'sub_admin', 'POST', '/samples', { customer_id: customer, materials: ['PE'] }), 201));
    const samplePendingOf = async (role: Role) => about(await noticesOf('acme', role), 'sample', sample.id).filter((x) => x.kind === 'sample.pending');
    ok(await call('acme', 'admin', 'POST', `/samples/${sample.id}/departments/technical_direction/update-status`, { status: 'approved' }), 200);
    // One department of two: the sample still waits for the other, so the entries still ask.
    expect((await samplePendingOf('supervisor')).map((x) => x.read_at)).toEqual([null]);
    ok(await call('acme', 'supervisor', 'POST', `/samples/${sample.id}/departments/sales_management/update-status`, { status: 'approved' }), 200);
    expect((await samplePendingOf('supervisor')).map((x) => x.read_at)).toEqual([expect.any(String)]);
    expect((await samplePendingOf('admin')).map((x) => x.read_at)).toEqual([expect.any(String)]);
  });

  it('a decided request put back to pending asks its approvers again, as a new request does; not the one who reopened it, not the requester', async () => {
    const v = await requestLeave('acme', 'operator');
    const pendingOf = async (role: Role) => about(await noticesOf('acme', role), 'vacation', v.id).filter((x) => x.kind === 'vacation.pending');
    ok(await call('acme', 'supervisor', 'PUT', `/vacations/${v.id}/status`, { status: 'accepted' }), 200);
    expect((await pendingOf('admin')).map((x) => x.read_at)).toEqual([expect.any(String)]);
    ok(await call('acme', 'supervisor', 'PUT', `/vacations/${v.id}/status`, { status: 'pending' }), 200);
    // The other approver is asked again (a new unread entry above the resolved one); the one who reopened it is not.
    expect(await pendingOf('admin')).toMatchObject([{ read_at: null, params: { requester: expect.any(String), start: v.start, end: v.end } }, { read_at: expect.any(String) }]);
    expect((await pendingOf('supervisor')).map((x) => x.read_at)).toEqual([expect.any(String)]);
    expect(await pendingOf('operator')).toEqual([]);
    // The requester hears that the leave they counted on waits again, from whom.
    expect(about(await noticesOf('acme', 'operator'), 'vacation', v.id)).toMatchObject([{ kind: 'vacation.decided', read_at: null, params: { status: 'pending', actor: expect.any(String) } }, { kind: 'vacation.decided', params: { status: 'accepted' } }]);
    // Decided again: the new entry is resolved like the first.
    ok(await call('acme', 'admin', 'PUT', `/vacations/${v.id}/status`, { status: 'rejected' }), 200);
    expect((await pendingOf('admin')).map((x) => x.read_at)).toEqual([expect.any(String), expect.any(String)]);
  });

  it('a decided sample back in evaluation, an approved one reopened by an edit, and a duplicate each ask the approvers again', async () => {
    const customer = (page(await call('acme', 'admin', 'GET', '/profiles?type=customer')).data[0] as Row).id;
    const sample = data(ok(await call('acme', 'sub_admin', 'POST', '/samples', { customer_id: customer, materials: ['PE'] }), 201));
    const pendingOf = async (role: Role, id: number) => about(await noticesOf('acme', role), 'sample', id).filter((x) => x.kind === 'sample.pending');
    const decide = async (role: Role, dept: string, status: string) => ok(await call('acme', role, 'POST', `/samples/${sample.id}/departments/${dept}/update-status`, { status }), 200);
    await decide('admin', 'technical_direction', 'denied');
    expect((await pendingOf('supervisor', sample.id)).map((x) => x.read_at)).toEqual([expect.any(String)]);
    const outcomesOf = async (role: Role) => about(await noticesOf('acme', role), 'sample', sample.id).filter((x) => x.kind === 'sample.decided');
    expect((await outcomesOf('sub_admin')).map((x) => x.params.status)).toEqual(['denied']);
    // Technical Direction re-evaluates its denial: in evaluation again, the sample waits for a decision.
    await decide('admin', 'technical_direction', 'evaluated');
    expect((await pendingOf('supervisor', sample.id)).map((x) => x.read_at)).toEqual([null, expect.any(String)]);
    expect((await pendingOf('admin', sample.id)).map((x) => x.read_at)).toEqual([expect.any(String)]);
    // Its author, told of the denial, hears that the denial no longer stands; the one who reopened it does not.
    expect(await outcomesOf('sub_admin')).toMatchObject([{ read_at: null, params: { status: 'in_evaluation', actor: expect.any(String), label: sample.number } }, { params: { status: 'denied' } }]);
    expect(await outcomesOf('admin')).toEqual([]);
    // Both approve; an edit of what was evaluated reopens it: asked again, the editor excepted.
    await decide('admin', 'technical_direction', 'approved');
    await decide('supervisor', 'sales_management', 'approved');
    expect((await pendingOf('supervisor', sample.id)).every((x) => x.read_at !== null)).toBe(true);
    const editorHad = (await pendingOf('sub_admin', sample.id)).length;
    const reopened = data(ok(await call('acme', 'sub_admin', 'PUT', `/samples/${sample.id}`, { customer_id: customer, materials: ['PE', 'PP'] }), 200));
    expect(reopened.status).toBe('draft');
    expect((await pendingOf('supervisor', sample.id)).map((x) => x.read_at)).toEqual([null, expect.any(String), expect.any(String)]);
    expect(await pendingOf('sub_admin', sample.id)).toHaveLength(editorHad);
    // The author made the change: told of the approval, not of their own edit.
    expect((await outcomesOf('sub_admin')).map((x) => x.params.status)).toEqual(['approved', 'in_evaluation', 'denied']);
    // Approved again, then changed by someone else: the author hears the approval no longer stands.
    await decide('admin', 'technical_direction', 'approved');
    await decide('supervisor', 'sales_management', 'approved');
    ok(await call('acme', 'admin', 'PUT', `/samples/${sample.id}`, { customer_id: customer, materials: ['PE'] }), 200);
    expect(await outcomesOf('sub_admin')).toMatchObject([{ read_at: null, params: { status: 'draft' } }, { params: { status: 'approved' } }, { params: { status: 'approved' } }, { params: { status: 'in_evaluation' } }, { params: { status: 'denied' } }]);
    // A duplicate is a new draft waiting for approval, as a created one is.
    const copy = data(ok(await call('acme', 'sub_admin', 'POST', `/samples/${sample.id}/duplicate`), 201));
    expect(await pendingOf('admin', copy.id)).toMatchObject([{ read_at: null, params: { label: copy.number } }]);
    expect(await pendingOf('sub_admin', copy.id)).toEqual([]);
  });

  it('a proposal sent by someone else tells its agent', async () => {
    const agent = at((await call('acme', 'supervisor', 'GET', '/users/me')).body, 'data.id') as number;
    const customer = page(await call('acme', 'admin', 'GET', '/profiles?type=customer')).data.find((c) => typeof c.email === 'string' && c.email !== '');
    const p = data(ok(await call('acme', 'admin', 'POST', '/proposals', { customer_id: customer?.id, agent_id: agent, rows: [] }), 201));
    ok(await call('acme', 'admin', 'POST', `/proposals/${p.id}/send-to-assigned-customer`, {}), 204);
    expect(about(await noticesOf('acme', 'supervisor'), 'proposal', p.id)).toMatchObject([{ kind: 'proposal.sent', params: { label: p.number } }]);
    expect(about(await noticesOf('acme', 'admin'), 'proposal', p.id)).toEqual([]);
  });

  it('the demo notifications of pending whole-day requests say so, as a live one does (the bell reads days, not 00:00 – 23:59)', async () => {
    const pending = (await noticesOf('borgo', 'supervisor')).filter((x) => x.kind === 'vacation.pending');
    expect(pending.length).toBeGreaterThan(0);
    for (const notice of pending) {
      const request = data(ok(await call('borgo', 'supervisor', 'GET', `/vacations/${notice.record_id}`), 200));
      expect(notice.params.all_day, `notification ${notice.id}`).toBe(request.all_day);
    }
    expect(pending.some((x) => x.params.all_day === true)).toBe(true);
  });

  it('every demo sample still waiting for a decision (a draft, or in evaluation) asks its approvers, in every tenant, as the live workflow would have', async () => {
    let checked = 0;
    let checkedDecided = 0;
    for (const slug of ['acme', 'borgo', 'cantiere']) {
      const listed = await call(slug, 'admin', 'GET', '/samples?page_size=100');
      if (listed.status !== 200) continue;
      const waiting = (page(listed).data as (Row & { status: string; number: string })[]).filter((x) => x.status === 'draft' || x.status === 'in_evaluation');
      const notices = (await noticesOf(slug, 'admin', 'page_size=100')).filter((x) => x.kind === 'sample.pending');
      for (const sample of waiting) {
        // (Other cases here may have asked again for samples they made; one entry at least.)
        expect(about(notices, 'sample', sample.id).length, `${slug} ${sample.number} (${sample.status})`).toBeGreaterThan(0);
        checked += sample.status === 'in_evaluation' ? 1 : 0;
      }
      // Decided demo samples: the approvers' entries are there and read; the agent (the supervisor, also their author)
      // heard of the approval made by someone else, and not of the denial they made themselves.
      const decided = (page(listed).data as (Row & { status: string; number: string })[]).filter((x) => x.status === 'approved' || x.status === 'denied');
      const agents = (await noticesOf(slug, 'supervisor', 'page_size=100')).filter((x) => x.kind === 'sample.decided');
      // The demo's own (numbered first); the cases above decided samples of their own.
      for (const sample of decided.filter((x) => Number(x.number.slice(-4)) <= SAMPLES.length)) {
        expect(about(notices, 'sample', sample.id).map((x) => x.read_at !== null), `${slug} ${sample.number}`).toEqual([true]);
        expect(about(agents, 'sample', sample.id).map((x) => x.params.status), `${slug} ${sample.number}`).toEqual(sample.status === 'approved' ? ['approved'] : []);
        checkedDecided += 1;
      }
    }
    // acme and cantiere have samples (borgo has them switched off): two of the demo's in evaluation and two decided each.
    expect(checked).toBeGreaterThanOrEqual(4);
    expect(checkedDecided).toBe(4);
  });

  it("marks one read, then all; someone else's notification is not found", async () => {
    await requestLeave('acme', 'operator');
    await requestLeave('acme', 'operator');
    const unread = await noticesOf('acme', 'admin', 'unread=true&page_size=100');
    expect(unread.length).toBeGreaterThanOrEqual(2);
    const [first] = unread;
    if (!first) throw new Error('no notification');
    // Not the operator's, not another tenant's admin's: 404, and it stays unread.
    expect((await call('acme', 'operator', 'POST', `/notifications/${first.id}/read`)).status).toBe(404);
    expect((await call('borgo', 'admin', 'POST', `/notifications/${first.id}/read`)).status).toBe(404);
    const read = data(ok(await call('acme', 'admin', 'POST', `/notifications/${first.id}/read`), 200));
    expect(read.read_at).toEqual(expect.any(String));
    const after = page(ok(await call('acme', 'admin', 'GET', '/notifications?unread=true&page_size=1'), 200));
    expect(after.meta.total).toBe(unread.length - 1);
    ok(await call('acme', 'admin', 'POST', '/notifications/read'), 204);
    expect(page(ok(await call('acme', 'admin', 'GET', '/notifications?unread=true'), 200)).meta.total).toBe(0);
    // The operator's own unread ones are untouched by the admin's "all read".
    expect((await noticesOf('acme', 'operator')).every((x) => x.record_type !== 'vacation' || x.kind === 'vacation.decided')).toBe(true);
  });

  it("tells an approver's open stream when another approver's decision resolved their \"to decide\" entry, when the request is withdrawn, and when they read elsewhere", async () => {
    const v = await requestLeave('acme', 'operator');
    const [entry] = about(await noticesOf('acme', 'admin'), 'vacation', v.id);
    if (!entry) throw new Error('no entry');
    const unreadBefore = page(ok(await call('acme', 'admin', 'GET', '/notifications?unread=true&page_size=1'), 200)).meta.total;
    const token = await as('acme', 'admin');
    const stream = await openStream('acme', token);
    if (!stream.body) throw new Error('no stream');
    // The supervisor decides: the admin's entry is marked read by the server; the admin's bell hears the new state.
    const decide = async () => ok(await call('acme', 'supervisor', 'PUT', `/vacations/${v.id}/status`, { status: 'accepted' }), 200);
    const states = await unreadAfter(stream.body, decide, (u) => u.through >= entry.id && !u.ids.includes(entry.id));
    expect(states.at(-1)).toMatchObject({ count: unreadBefore - 1 });
    expect(states.at(-1)?.ids).not.toContain(entry.id);
    // "Mark all read" in another tab: this one hears a count of none.
    await requestLeave('acme', 'operator');
    const again = await openStream('acme', token);
    if (!again.body) throw new Error('no stream');
    // A request withdrawn: its entry is gone, and the open bell's count follows.
    const withdrawn = await requestLeave('acme', 'operator');
    const [asked] = about(await noticesOf('acme', 'admin'), 'vacation', withdrawn.id);
    const gone = await openStream('acme', token);
    if (!gone.body || !asked) throw new Error('no stream');
    const withdraw = async () => ok(await call('acme', 'operator', 'POST', `/vacations/${withdrawn.id}/withdraw`), 204);
    expect((await unreadAfter(gone.body, withdraw, (u) => !u.ids.includes(asked.id))).at(-1)?.ids).not.toContain(asked.id);
    // One already read, withdrawn: no count changes, yet the open bell hears it is gone (else it kept the entry, its
    // link leading to "not found").
    const readThenGone = await requestLeave('acme', 'operator');
    const [seen] = about(await noticesOf('acme', 'admin'), 'vacation', readThenGone.id);
    if (!seen) throw new Error('no notification');
    ok(await call('acme', 'admin', 'POST', `/notifications/${seen.id}/read`), 200);
    const watching = await openStream('acme', token);
    if (!watching.body) throw new Error('no stream');
    const withdrawRead = async () => ok(await call('acme', 'operator', 'POST', `/vacations/${readThenGone.id}/withdraw`), 204);
    const heard = await unreadAfter(watching.body, withdrawRead, (u) => u.through >= seen.id && !u.recent.includes(seen.id));
    expect(heard.at(-1)?.recent).not.toContain(seen.id);
    expect(heard.at(-1)?.recent.length).toBeGreaterThan(0);
    const cleared = await unreadAfter(again.body, async () => ok(await call('acme', 'admin', 'POST', '/notifications/read'), 204), (u) => u.count === 0);
    expect(cleared.at(-1)).toMatchObject({ count: 0, ids: [] });
  });

  it("delivers the user's own new notifications live on the stream, and nobody else's", async () => {
    const token = await as('acme', 'operator');
    const stream = await openStream('acme', token);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const body = stream.body;
    if (!body) throw new Error('no stream');
    const events = readEvents(body, 1);
    // First someone else's (the supervisor is assigned a task), then the operator's (a decision on their request).
    const supervisor = at((await call('acme', 'supervisor', 'GET', '/users/me')).body, 'data.id') as number;
    ok(await call('acme', 'admin', 'POST', '/tasks', { summary: 'Per il supervisore', assignee_id: supervisor, with_event: false }), 201);
    const v = await requestLeave('acme', 'operator');
    ok(await call('acme', 'admin', 'PUT', `/vacations/${v.id}/status`, { status: 'rejected' }), 200);
    const got = await events;
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ kind: 'vacation.decided', record_id: v.id, params: { status: 'rejected' } });
    // `after` resends what a reconnecting client missed; without a token there is no stream.
    const again = await openStream('acme', token, `?after=${(got[0]?.id ?? 0) - 1}`);
    if (!again.body) throw new Error('no stream');
    expect(await readEvents(again.body, 1)).toMatchObject([{ id: got[0]?.id }]);
    expect((await openStream('acme', null)).status).toBe(401);
    // A plain call (not accepting an event stream) is told at once instead of waiting minutes for the end.
    expect((await call('acme', 'operator', 'GET', '/notifications/stream')).status).toBe(406);
    expect((await openStream('borgo', token)).status).toBe(401);
  });
}
