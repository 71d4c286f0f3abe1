import { assign, fromPromise, setup } from 'xstate';
import type { SampleDecision, SampleDepartment } from '../../domain/sampleApproval.ts';
import { guardMessage } from '../../domain/guards/guardMessages.ts';
import { errorTagOf } from '../generic/errorTag.ts';
import type { ApprovableSample, DecisionRequest, SampleApprovalContext, SampleApprovalEvent, SampleApprovalInput } from './sampleApproval.types.ts';

const approvalOf = (sample: ApprovableSample, department: SampleDepartment) => (department === 'technical_direction' ? sample.approvals.technicalDirection : sample.approvals.salesManagement);

const otherOf = (department: SampleDepartment): SampleDepartment => (department === 'technical_direction' ? 'sales_management' : 'technical_direction');

/** Whether the user took the other department's decision (any decision: two decisions, two people). */
const decidedOther = (context: { sample: ApprovableSample; userId: number }, department: SampleDepartment): boolean => {
  const other = approvalOf(context.sample, otherOf(department));
  return other.status !== 'pending' && other.by?.id === context.userId;
};

/**
 * The server's words for a decision someone else's overtook (409: another person of the department decided
 * meanwhile), in the user's language; other failures are told by their tag.
 */
const conflictMessageOf = (error: unknown): string | null => {
  if (errorTagOf(error) !== 'Conflict' || typeof error !== 'object' || error === null || !('message' in error)) return null;
  return typeof error.message === 'string' ? error.message : null;
};

const keyOf = (department: SampleDepartment) => (department === 'technical_direction' ? 'technicalDirection' : 'salesManagement');

/** `answer`, with `held`'s approval for `other` when that one was decided later than the answer's. */
const withNewerOther = <Sample extends ApprovableSample>(answer: Sample, held: Sample, other: SampleDepartment): Sample => {
  const key = keyOf(other);
  const kept = held.approvals[key];
  const answered = answer.approvals[key];
  if ((kept.at ?? '') <= (answered.at ?? '')) return answer;
  return { ...answer, approvals: { ...answer.approvals, [key]: kept } };
};

/**
 * Sample dual approval (spec §4): Technical Direction ∥ Sales Management, two parallel regions that decide
 * independently (approve, evaluate, deny) through `POST /samples/{id}/departments/{deptId}/update-status`. The
 * sample's overall status is derived from both (src/domain/sampleApproval.ts). A decision is confirmed before it is
 * sent, with an optional note. A user without `samples.approve` has no decision to take (`snapshot.can()` is false:
 * the screen shows no buttons); nor has anyone the decision a department already holds (approving an approved one). Refused without a call, with the reason in context: deciding for one department when
 * the same person decided for the other, whatever either decision (two decisions, two people; the server holds the
 * same rule). Each decision names the department's status it was made on: when someone else in the department
 * decided meanwhile, the server refuses it (409); the region keeps the server's words and has the screen read the sample
 * again (`departmentDecisionOvertaken`), whose new decisions arrive as `sample.updated`.
 */
export const createSampleApprovalMachine = <Sample extends ApprovableSample = ApprovableSample>() =>
  setup({
    types: {
      context: {} as SampleApprovalContext<Sample>,
      events: {} as SampleApprovalEvent<Sample>,
      input: {} as SampleApprovalInput<Sample>,
    },
    actors: {
      decideTechnical: fromPromise<Sample, DecisionRequest>(async () => {
        throw new Error('decideTechnical must be provided by the screen');
      }),
      decideSales: fromPromise<Sample, DecisionRequest>(async () => {
        throw new Error('decideSales must be provided by the screen');
      }),
    },
    guards: {
      technicalStatus: ({ context }, params: { status: string }) => context.sample.approvals.technicalDirection.status === params.status,
      salesStatus: ({ context }, params: { status: string }) => context.sample.approvals.salesManagement.status === params.status,
      // A department's decision changes it: the one it already holds again would only repeat it in the history.
      mayDecide: ({ context, event }, params: { department: SampleDepartment }) =>
        context.canApprove && !decidedOther(context, params.department) && !('decision' in event && approvalOf(context.sample, params.department).status === event.decision),
      isSameApprover: ({ context }, params: { department: SampleDepartment }) => context.canApprove && decidedOther(context, params.department),
      // Someone else in the department decided after the screen showed its status (409): nothing was recorded.
      isDepartmentDecidedMeanwhile: (_, params: { error: unknown }) => errorTagOf(params.error) === 'Conflict',
    },
    actions: {
      requestDecision: assign(({ context }, params: { department: SampleDepartment; decision: SampleDecision }) => {
        const request: DecisionRequest = {
          sampleId: context.sample.id,
          department: params.department,
          status: params.decision,
          notes: null,
          seenStatus: approvalOf(context.sample, params.department).status,
        };
        return { ...(params.department === 'technical_direction' ? { technicalPending: request } : { salesPending: request }), refusal: null, failure: null };
      }),
      noteDecision: assign(({ context }, params: { department: SampleDepartment; notes: string }) => {
        const key = params.department === 'technical_direction' ? 'technicalPending' : 'salesPending';
        const pending = context[key];
        const notes = params.notes.trim() === '' ? null : params.notes.trim();
        return pending ? { [key]: { ...pending, notes } } : {};
      }),
      dropDecision: assign((_, params: { department: SampleDepartment }) => (params.department === 'technical_direction' ? { technicalPending: null } : { salesPending: null })),
      refuseDecision: assign((_, params: { department: SampleDepartment }) => ({
        refusal: { department: params.department, message: guardMessage('sampleSameApprover') },
        failure: null,
      })),
      // The answer is the sample as the server left it after this decision. Two decisions may be in flight at once and
      // their answers may cross: the other department's approval is taken from this answer unless the one already
      // held is newer (an answer stored meanwhile), so a late answer never rolls back the other region's decision.
      storeSample: assign(({ context }, params: { department: SampleDepartment; sample: unknown }) => ({
        sample: withNewerOther(params.sample as Sample, context.sample, otherOf(params.department)),
        ...(params.department === 'technical_direction' ? { technicalPending: null } : { salesPending: null }),
      })),
      storeFailure: assign((_, params: { department: SampleDepartment; error: unknown }) => ({
        failure: { department: params.department, tag: errorTagOf(params.error), message: conflictMessageOf(params.error) },
        ...(params.department === 'technical_direction' ? { technicalPending: null } : { salesPending: null }),
      })),
      dismissMessages: assign({ refusal: null, failure: null }),
      // The sample as the screen read it again: both departments' decisions as the server holds them now.
      storeReadSample: assign((_, params: { sample: Sample }) => ({ sample: params.sample })),
      /** Named effect: the screen refreshes the sample it shows (overall status, history). */
      decisionRecorded: () => undefined,
      /** Named effect: the screen reads the sample again (someone else's decision overtook this one). */
      departmentDecisionOvertaken: () => undefined,
    },
  }).createMachine({
    id: 'sampleApproval',
    context: ({ input }) => ({ sample: input.sample, userId: input.userId, canApprove: input.canApprove, technicalPending: null, salesPending: null, refusal: null, failure: null }),
    type: 'parallel',
    on: { 'approval.dismiss': { actions: 'dismissMessages' } },
    states: {
      technical: {
        initial: 'idle',
        states: {
          idle: {
            initial: 'routing',
            states: {
              routing: {
                always: [
                  { guard: { type: 'technicalStatus', params: { status: 'approved' } }, target: 'approved' },
                  { guard: { type: 'technicalStatus', params: { status: 'evaluated' } }, target: 'evaluated' },
                  { guard: { type: 'technicalStatus', params: { status: 'denied' } }, target: 'denied' },
                  { target: 'pending' },
                ],
              },
              pending: {},
              approved: {},
              evaluated: {},
              denied: {},
            },
            on: {
              'technical.decide': [
                {
                  guard: { type: 'mayDecide', params: { department: 'technical_direction' } },
                  target: 'confirming',
                  actions: { type: 'requestDecision', params: ({ event }) => ({ department: 'technical_direction', decision: event.decision }) },
                },
                { guard: { type: 'isSameApprover', params: { department: 'technical_direction' } }, actions: { type: 'refuseDecision', params: { department: 'technical_direction' } } },
              ],
              // Read again (someone else decided meanwhile): the region shows the department's decision as it is now.
              'sample.updated': { target: '.routing', actions: { type: 'storeReadSample', params: ({ event }) => ({ sample: event.sample }) } },
            },
          },
          confirming: {
            on: {
              // Read again while the decision is being confirmed: it keeps the status it was asked on (the server judges).
              'sample.updated': { actions: { type: 'storeReadSample', params: ({ event }) => ({ sample: event.sample }) } },
              'technical.confirm': { target: 'deciding', actions: { type: 'noteDecision', params: ({ event }) => ({ department: 'technical_direction', notes: event.notes }) } },
              'technical.cancel': { target: 'idle', actions: { type: 'dropDecision', params: { department: 'technical_direction' } } },
            },
          },
          deciding: {
            // Read again while the decision is on its way: its answer, later, is the sample as the decision left it.
            on: { 'sample.updated': { actions: { type: 'storeReadSample', params: ({ event }) => ({ sample: event.sample }) } } },
            invoke: {
              id: 'decideTechnical',
              src: 'decideTechnical',
              input: ({ context }) =>
                context.technicalPending ?? { sampleId: context.sample.id, department: 'technical_direction', status: 'evaluated', notes: null, seenStatus: context.sample.approvals.technicalDirection.status },
              onDone: { target: 'idle', actions: [{ type: 'storeSample', params: ({ event }) => ({ department: 'technical_direction', sample: event.output }) }, 'decisionRecorded'] },
              // A 409 (someone else in the department decided meanwhile) keeps the server's words and has the screen read
              // the sample again; any other failure keeps its tag, and the department's decision stays as it was.
              onError: [
                {
                  guard: { type: 'isDepartmentDecidedMeanwhile', params: ({ event }) => ({ error: event.error }) },
                  target: 'idle',
                  actions: [{ type: 'storeFailure', params: ({ event }) => ({ department: 'technical_direction', error: event.error }) }, 'departmentDecisionOvertaken'],
                },
                { target: 'idle', actions: { type: 'storeFailure', params: ({ event }) => ({ department: 'technical_direction', error: event.error }) } },
              ],
            },
          },
        },
      },
      sales: {
        initial: 'idle',
        states: {
          idle: {
            initial: 'routing',
            states: {
              routing: {
                always: [
                  { guard: { type: 'salesStatus', params: { status: 'approved' } }, target: 'approved' },
                  { guard: { type: 'salesStatus', params: { status: 'evaluated' } }, target: 'evaluated' },
                  { guard: { type: 'salesStatus', params: { status: 'denied' } }, target: 'denied' },
                  { target: 'pending' },
                ],
              },
              pending: {},
              approved: {},
              evaluated: {},
              denied: {},
            },
            on: {
              'sales.decide': [
                {
                  guard: { type: 'mayDecide', params: { department: 'sales_management' } },
                  target: 'confirming',
                  actions: { type: 'requestDecision', params: ({ event }) => ({ department: 'sales_management', decision: event.decision }) },
                },
                { guard: { type: 'isSameApprover', params: { department: 'sales_management' } }, actions: { type: 'refuseDecision', params: { department: 'sales_management' } } },
              ],
              // Read again (someone else decided meanwhile): the region shows the department's decision as it is now.
              'sample.updated': { target: '.routing', actions: { type: 'storeReadSample', params: ({ event }) => ({ sample: event.sample }) } },
            },
          },
          confirming: {
            on: {
              // Read again while the decision is being confirmed: it keeps the status it was asked on (the server judges).
              'sample.updated': { actions: { type: 'storeReadSample', params: ({ event }) => ({ sample: event.sample }) } },
              'sales.confirm': { target: 'deciding', actions: { type: 'noteDecision', params: ({ event }) => ({ department: 'sales_management', notes: event.notes }) } },
              'sales.cancel': { target: 'idle', actions: { type: 'dropDecision', params: { department: 'sales_management' } } },
            },
          },
          deciding: {
            // Read again while the decision is on its way: its answer, later, is the sample as the decision left it.
            on: { 'sample.updated': { actions: { type: 'storeReadSample', params: ({ event }) => ({ sample: event.sample }) } } },
            invoke: {
              id: 'decideSales',
              src: 'decideSales',
              input: ({ context }) =>
                context.salesPending ?? { sampleId: context.sample.id, department: 'sales_management', status: 'evaluated', notes: null, seenStatus: context.sample.approvals.salesManagement.status },
              onDone: { target: 'idle', actions: [{ type: 'storeSample', params: ({ event }) => ({ department: 'sales_management', sample: event.output }) }, 'decisionRecorded'] },
              // A 409 (someone else in the department decided meanwhile) keeps the server's words and has the screen read
              // the sample again; any other failure keeps its tag, and the department's decision stays as it was.
              onError: [
                {
                  guard: { type: 'isDepartmentDecidedMeanwhile', params: ({ event }) => ({ error: event.error }) },
                  target: 'idle',
                  actions: [{ type: 'storeFailure', params: ({ event }) => ({ department: 'sales_management', error: event.error }) }, 'departmentDecisionOvertaken'],
                },
                { target: 'idle', actions: { type: 'storeFailure', params: ({ event }) => ({ department: 'sales_management', error: event.error }) } },
              ],
            },
          },
        },
      },
    },
  });

export type SampleApprovalMachine<Sample extends ApprovableSample = ApprovableSample> = ReturnType<typeof createSampleApprovalMachine<Sample>>;
