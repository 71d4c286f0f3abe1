import type { ApiClient } from '../../api/client.ts';
import { decideSample, type Sample } from '../../api/samples.ts';
import { fromApiEffect } from '../generic/fromApiEffect.ts';
import { createSampleApprovalMachine } from './sampleApproval.machine.ts';
import type { DecisionRequest } from './sampleApproval.types.ts';

// The dual-approval statechart bound to the API (as session.logic.ts binds the session): both regions' decisions
// are the same department call, given a client, so the panel only renders and a test drives it without React.

/** The machine on the API's samples (the panel reads who decided, when and why from its context). */
export const sampleApprovalMachine = createSampleApprovalMachine<Sample>();

export type SampleApprovalDependencies = {
  readonly client: ApiClient;
  /** The screen refreshes the sample it shows (overall status, history), after a decision taken or overtaken. */
  readonly onChanged: () => void;
};

export const createSampleApprovalLogic = ({ client, onChanged }: SampleApprovalDependencies) => {
  // The decision names the department's status it was made on: someone else's decision since then comes back as a
  // 409 (the `departmentDecisionOvertaken` path), and the screen reads the sample again.
  const decide = fromApiEffect((request: DecisionRequest) =>
    decideSample(client, request.sampleId, request.department, { status: request.status, notes: request.notes, seenStatus: request.seenStatus }),
  );
  return sampleApprovalMachine.provide({
    actors: { decideTechnical: decide, decideSales: decide },
    actions: { decisionRecorded: () => onChanged(), departmentDecisionOvertaken: () => onChanged() },
  });
};

export type SampleApprovalLogic = ReturnType<typeof createSampleApprovalLogic>;
