import type { JsonObject } from '../contract/document.ts';
import type { MockRuntime, TypedHttp } from '../runtime.ts';
import { seededRecord } from './generic.ts';
import { roleOfAccessToken } from '../tokens.ts';
import { MOCK_USERS } from '../users.ts';

// The named workflows' decisions, written by hand because their effect must show on the next read and their
// refusals follow the contract's rules: a sample department's decision (overall status derived from both), and a
// vacation request's status (nobody decides on their own request). Proposal sending and newsletter subscription
// answer through the generic handlers; their failures are injected per test (window.__mocks.fail).

const wireNow = (): string => {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

const userSummary = (runtime: MockRuntime, request: Request) => {
  const user = MOCK_USERS[roleOfAccessToken(runtime.state, request.headers.get('authorization')) ?? 'operator'];
  return { id: user.id, name: user.name, email: `${user.role}@acme.test`, avatar_url: null };
};

type Approval = { status: string };

/** The sample's overall status from its two departments (the contract's SampleStatus rule). */
export const overallSampleStatus = (technical: string, sales: string): string => {
  if (technical === 'denied' || sales === 'denied') return 'denied';
  if (technical === 'approved' && sales === 'approved') return 'approved';
  if (technical === 'pending' && sales === 'pending') return 'draft';
  return 'in_evaluation';
};

const notFound = { message: 'No query results.' };

export const workflowHandlers = (runtime: MockRuntime, api: TypedHttp) => [
  api.post('/samples/{id}/departments/{deptId}/update-status', async ({ params, request, response }) => {
    const sample = seededRecord(runtime, '/samples', String(params.id));
    if (sample === undefined) return response(404).json(notFound);
    const body = (await request.json()) as { status: string; notes?: string | null };
    const approvals = sample.approvals as Record<string, Approval & JsonObject>;
    approvals[params.deptId] = { status: body.status, by: userSummary(runtime, request), at: wireNow(), notes: body.notes ?? null };
    sample.status = overallSampleStatus(approvals.technical_direction?.status ?? 'pending', approvals.sales_management?.status ?? 'pending');
    return response(200).json({ data: sample } as never);
  }),

  api.put('/vacations/{id}/status', async ({ params, request, response }) => {
    const vacation = seededRecord(runtime, '/vacations', String(params.id));
    if (vacation === undefined) return response(404).json(notFound);
    const me = userSummary(runtime, request);
    if ((vacation.user as { id?: number } | null)?.id === me.id) return response(403).json({ message: 'Nobody decides on their own request.' });
    const body = (await request.json()) as { status: string; notes?: string | null; start?: string; end?: string; all_day?: boolean; seen_status?: string };
    // Decided on a status another approver's decision replaced meanwhile: refused, as the real server does.
    if (body.seen_status !== undefined && body.seen_status !== vacation.status) return response(409).json({ message: 'Another approver decided this request meanwhile: your decision was not recorded. Check its current status and decide again if needed.' } as never);
    // Accepting with changes carries the approver's period (the real server also recomputes the hours).
    if (body.start !== undefined || body.end !== undefined) {
      if (body.status !== 'modified' || body.start === undefined || body.end === undefined) return response(422).json({ message: 'Given data are not valid', errors: { start: ['A new period can only be given when accepting with changes (modified), with both start and end.'] } } as never);
      vacation.start = body.start;
      vacation.end = body.end;
      if (body.all_day !== undefined) vacation.all_day = body.all_day;
    }
    vacation.status = body.status;
    vacation.approver = body.status === 'pending' ? null : { id: me.id, name: me.name, email: me.email, avatar_url: null };
    if (body.notes !== undefined) vacation.approver_notes = body.notes;
    return response(200).json({ data: vacation } as never);
  }),
];
