import { Effect } from 'effect';
import type { AnyMachineSnapshot } from 'xstate';
import type { ApiClient } from '../../../api/client.ts';
import type { ApiError } from '../../../api/errors.ts';
import { getPackage, listPackageEvaluations } from '../../../api/packages.ts';
import { getProposal, getProposalHistory } from '../../../api/proposals.ts';
import { getSampleHistory } from '../../../api/samples.ts';
import { getTaskHistory } from '../../../api/tasks.ts';
import { getVacationHistory } from '../../../api/vacations.ts';

/**
 * One step of a record's history as the diagram shows it: the status it led to, who, when; `derived` when read off
 * the record's own dates rather than from a log of its moves (the view says so).
 */
export type HistoryStep = { readonly state: string; readonly who: string | null; readonly at: string; readonly derived?: true };

export type HistorySource = {
  /**
   * What the read depends on (the record and its last change): the history is read again when it changes. `recordId`
   * is the record the screen shows, for the workflows whose machine does not hold it (a package).
   */
  readonly key: (snapshot: AnyMachineSnapshot, recordId: number | null) => string | null;
  readonly load: (client: ApiClient, snapshot: AnyMachineSnapshot, recordId: number | null) => Effect.Effect<readonly HistoryStep[], ApiError>;
};

/** Steps read off what the record itself says (its dates, status, revisions, ratings): some moves leave no date behind. */
const derived = (steps: readonly HistoryStep[]): readonly HistoryStep[] => steps.map((step) => ({ ...step, derived: true }));

/**
 * A task's history: the moves recorded since getTaskHistory exists, preceded by what the task's own dates say of
 * its earlier past (a task created before has no recorded creation; one created since has, and nothing is added).
 */
export const taskHistorySteps = (task: Record<string, unknown> | null, recorded: readonly HistoryStep[]): readonly HistoryStep[] => {
  const past = derived(taskSteps(task));
  const first = recorded[0];
  return first ? [...past.filter((step) => step.at < first.at), ...recorded] : past;
};

const recordOf = (snapshot: AnyMachineSnapshot, field: string): Record<string, unknown> | null => {
  const value: unknown = (snapshot.context as Record<string, unknown>)[field];
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
};

const idOf = (snapshot: AnyMachineSnapshot, field: string): number | null => {
  const id = recordOf(snapshot, field)?.['id'];
  return typeof id === 'number' ? id : null;
};

const keyOf = (snapshot: AnyMachineSnapshot, field: string, ...parts: readonly string[]): string | null => {
  const record = recordOf(snapshot, field);
  const id = idOf(snapshot, field);
  return id === null || record === null ? null : [id, ...parts.map((part) => JSON.stringify(record[part] ?? null))].join('|');
};

const text = (record: Record<string, unknown> | null, field: string): string | null => {
  const value = record?.[field];
  return typeof value === 'string' ? value : null;
};

const nameIn = (record: Record<string, unknown> | null, field: string): string | null => {
  const value = record?.[field];
  return typeof value === 'object' && value !== null && 'name' in value && typeof value.name === 'string' ? value.name : null;
};

const byTime = (steps: readonly HistoryStep[]): readonly HistoryStep[] => [...steps].sort((a, b) => a.at.localeCompare(b.at));

/**
 * A task's steps from its own fields: created (stopped), its last start (who, when) when it runs, its completion.
 * The pauses and earlier runs leave no date on the task.
 */
export const taskSteps = (task: Record<string, unknown> | null): readonly HistoryStep[] => {
  const created = text(task, 'createdAt');
  if (created === null) return [];
  const started = text(task, 'startedAt');
  const completed = text(task, 'completedAt');
  const status = text(task, 'status');
  return byTime([
    { state: 'paused', who: null, at: created },
    ...(status === 'started' && started !== null ? [{ state: 'started', who: nameIn(task, 'startedBy'), at: started }] : []),
    ...(status === 'completed' && completed !== null ? [{ state: 'completed', who: null, at: completed }] : []),
  ]);
};

type Revision = { readonly createdAt: string; readonly author: { readonly name: string } | null; readonly snapshot: { readonly status: string; readonly updatedAt: string } };

/**
 * An offer's steps from its kept revisions: each as it stood (sent, or still a draft, when last changed), then the
 * revision opened from it (who, when); then the offer now. An offer accepted, refused or expired had been sent.
 */
export const proposalSteps = (proposal: { readonly createdAt: string; readonly status: string; readonly updatedAt: string }, revisions: readonly Revision[]): readonly HistoryStep[] => {
  const stateOf = (status: string) => (status === 'draft' ? 'drafting' : 'sent');
  const kept = [...revisions].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return [
    { state: 'drafting', who: null, at: proposal.createdAt },
    ...kept.flatMap((revision) => [
      ...(stateOf(revision.snapshot.status) === 'sent' ? [{ state: 'sent', who: null, at: revision.snapshot.updatedAt }] : []),
      { state: 'drafting', who: revision.author?.name ?? null, at: revision.createdAt },
    ]),
    ...(stateOf(proposal.status) === 'sent' ? [{ state: 'sent', who: null, at: proposal.updatedAt }] : []),
  ];
};

type Rated = { readonly createdAt: string; readonly evaluator: { readonly name: string } };

/**
 * A package's steps from the package and its ratings: assigned when created, each rating (who, when; the one that
 * rates the last goal makes it rated), acknowledged when the person confirmed. Making the sheets visible leaves no
 * date on the package.
 */
export const packageSteps = (pkg: { readonly createdAt: string; readonly goals: readonly unknown[]; readonly user: { readonly name: string }; readonly acknowledgement: { readonly confirmedAt: string | null } }, ratings: readonly Rated[]): readonly HistoryStep[] => {
  const rated = [...ratings].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const confirmed = pkg.acknowledgement.confirmedAt;
  return [
    { state: 'assigned', who: null, at: pkg.createdAt },
    ...rated.map((rating, index) => ({ state: pkg.goals.length > 0 && index + 1 >= pkg.goals.length ? 'rated' : 'assigned', who: rating.evaluator.name, at: rating.createdAt })),
    ...(confirmed !== null ? [{ state: 'acknowledged', who: pkg.user.name, at: confirmed }] : []),
  ];
};

const department = { technical_direction: 'technical', sales_management: 'sales' } as const;

/**
 * Where each workflow's record has its history (issue 35 point 5): a leave request (getVacationHistory: every step
 * with the status after it), a sample (getSampleHistory: each department's decision) and a task (getTaskHistory: its
 * moves since that log exists, its earlier past read off its dates) keep a log of their moves; an offer and a package
 * have their steps read off the record (derived). A newsletter recipient lives in the mailing service, which gives
 * its status only: it shows where it is now.
 */
export const HISTORY_SOURCES: Readonly<Record<string, HistorySource>> = {
  vacationStatus: {
    key: (snapshot) => keyOf(snapshot, 'vacation', 'status', 'updatedAt'),
    load: (client, snapshot) =>
      getVacationHistory(client, idOf(snapshot, 'vacation') ?? 0).pipe(Effect.map((entries) => entries.map((entry) => ({ state: entry.status, who: entry.user?.name ?? null, at: entry.at })))),
  },
  sampleApproval: {
    key: (snapshot) => keyOf(snapshot, 'sample', 'approvals', 'updatedAt'),
    load: (client, snapshot) =>
      getSampleHistory(client, idOf(snapshot, 'sample') ?? 0).pipe(
        Effect.map((entries) =>
          entries.flatMap((entry) => {
            const who = entry.user?.name ?? null;
            if (entry.kind === 'created' || entry.kind === 'reopened') return [{ state: 'technicalPending', who, at: entry.at }, { state: 'salesPending', who, at: entry.at }];
            if (entry.kind !== 'decision' || entry.department === null || entry.status === null) return [];
            const region = department[entry.department];
            return [{ state: `${region}${entry.status[0]?.toUpperCase() ?? ''}${entry.status.slice(1)}`, who, at: entry.at }];
          }),
        ),
      ),
  },
  taskTracking: {
    key: (snapshot) => keyOf(snapshot, 'task', 'status', 'updatedAt', 'startedAt'),
    load: (client, snapshot) =>
      getTaskHistory(client, idOf(snapshot, 'task') ?? 0).pipe(
        Effect.map((entries) => taskHistorySteps(recordOf(snapshot, 'task'), entries.map((entry) => ({ state: entry.status, who: entry.user?.name ?? null, at: entry.at })))),
      ),
  },
  proposalSending: {
    key: (snapshot) => keyOf(snapshot, 'proposal', 'status', 'revision', 'updatedAt'),
    load: (client, snapshot) =>
      Effect.all([getProposal(client, idOf(snapshot, 'proposal') ?? 0), getProposalHistory(client, idOf(snapshot, 'proposal') ?? 0)]).pipe(
        Effect.map(([proposal, history]) => derived(proposalSteps(proposal, history.revisions))),
      ),
  },
  packageEvaluation: {
    key: (snapshot, recordId) => {
      const facts = (snapshot.context as Record<string, unknown>)['facts'];
      return recordId === null ? null : `${recordId}|${JSON.stringify(facts ?? null)}`;
    },
    load: (client, _snapshot, recordId) =>
      Effect.all([getPackage(client, recordId ?? 0), listPackageEvaluations(client, recordId ?? 0)]).pipe(Effect.map(([pkg, ratings]) => derived(packageSteps(pkg, ratings.items)))),
  },
};
