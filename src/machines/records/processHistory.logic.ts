import { Effect } from 'effect';
import type { ApiClient } from '../../api/client.ts';
import type { ApiError } from '../../api/errors.ts';
import { getPackage, listPackageEvaluations } from '../../api/packages.ts';
import { getProposal, getProposalHistory } from '../../api/proposals.ts';
import { getSampleHistory } from '../../api/samples.ts';
import { getTaskHistory } from '../../api/tasks.ts';
import { getVacationHistory } from '../../api/vacations.ts';
import { getImportSteps, getNewsletterRecipientSteps, getPackageSteps, getProposalSteps } from '../../api/workflowSteps.ts';
import { remoteValueLogic } from '../generic/remoteValue.logic.ts';
import {
  importState,
  importSteps,
  packageState,
  packageSteps,
  proposalState,
  proposalSteps,
  recipientState,
  recordedSteps,
  taskHistorySteps,
  withDerivedPast,
  type HistoryStep,
} from './historySteps.ts';

// Where each workflow's record has its history (issue 35 point 5), read for the live view beside the record:
// a leave request (getVacationHistory) and a sample (getSampleHistory) keep a log of their own; a task
// (getTaskHistory), an offer, a package, a newsletter recipient and an import have their moves recorded since those
// logs exist (getProposalSteps, getPackageSteps, getNewsletterRecipientSteps, getImportSteps), the older past of an
// offer, a package, a task and an import read off the record itself (marked derived). A recipient's past before
// its steps were recorded is not known: the mailing service keeps its status only.

/**
 * What the history of one record is read from. `version` changes with the record (its status, its last change):
 * a new version reads the history again (a decision adds a step).
 */
export type HistoryInput =
  | { readonly workflow: 'vacationStatus' | 'sampleApproval' | 'proposalSending' | 'packageEvaluation'; readonly id: number; readonly version: string }
  | { readonly workflow: 'taskTracking'; readonly id: number; readonly task: Record<string, unknown>; readonly version: string }
  | { readonly workflow: 'newsletterSubscription'; readonly listId: number; readonly recipientId: number; readonly version: string }
  | {
      readonly workflow: 'dataImport';
      readonly id: number;
      readonly record: { readonly status: string; readonly createdAt: string; readonly createdBy: { readonly name: string } | null; readonly finishedAt: string | null; readonly undoneAt: string | null };
      readonly version: string;
    };

const department = { technical_direction: 'technical', sales_management: 'sales' } as const;

const sampleSteps = (client: ApiClient, id: number) =>
  getSampleHistory(client, id).pipe(
    Effect.map((entries) =>
      entries.flatMap((entry): HistoryStep[] => {
        const who = entry.user?.name ?? null;
        if (entry.kind === 'created' || entry.kind === 'reopened') return [{ state: 'technicalPending', who, at: entry.at }, { state: 'salesPending', who, at: entry.at }];
        if (entry.kind !== 'decision' || entry.department === null || entry.status === null) return [];
        const region = department[entry.department];
        return [{ state: `${region}${entry.status[0]?.toUpperCase() ?? ''}${entry.status.slice(1)}`, who, at: entry.at }];
      }),
    ),
  );

/** The history of the record `input` names, oldest first. */
export const loadHistory = (client: ApiClient, input: HistoryInput): Effect.Effect<readonly HistoryStep[], ApiError> => {
  switch (input.workflow) {
    case 'vacationStatus':
      return getVacationHistory(client, input.id).pipe(Effect.map((entries) => entries.map((entry) => ({ state: entry.status, who: entry.user?.name ?? null, at: entry.at }))));
    case 'sampleApproval':
      return sampleSteps(client, input.id);
    case 'taskTracking':
      return getTaskHistory(client, input.id).pipe(Effect.map((entries) => taskHistorySteps(input.task, recordedSteps(entries, (status) => status))));
    case 'proposalSending':
      return Effect.all([getProposal(client, input.id), getProposalHistory(client, input.id), getProposalSteps(client, input.id)]).pipe(
        Effect.map(([proposal, history, steps]) => withDerivedPast(proposalSteps(proposal, history.revisions), recordedSteps(steps, proposalState))),
      );
    case 'packageEvaluation':
      return Effect.all([getPackage(client, input.id), listPackageEvaluations(client, input.id), getPackageSteps(client, input.id)]).pipe(
        Effect.map(([pkg, ratings, steps]) => withDerivedPast(packageSteps(pkg, ratings.items), recordedSteps(steps, packageState))),
      );
    case 'newsletterSubscription':
      return getNewsletterRecipientSteps(client, input.listId, input.recipientId).pipe(Effect.map((steps) => recordedSteps(steps, recipientState)));
    case 'dataImport':
      return getImportSteps(client, input.id).pipe(Effect.map((steps) => withDerivedPast(importSteps(input.record), recordedSteps(steps, importState))));
  }
};

/** The live view's history (null: the workflow or the record has none to read, e.g. a recipient not added yet). */
export const processHistory = remoteValueLogic<readonly HistoryStep[] | null, HistoryInput | null>((client, input) => (input === null ? Effect.succeed(null) : loadHistory(client, input)));
