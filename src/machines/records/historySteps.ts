// A record's history as the live view beside it shows it (issue 35 point 5), pure: the steps read off the record's
// own fields (derived, for the past before its moves were recorded), the recorded statuses translated into the
// states of its workflow's diagram, and the two put together.

/**
 * One step of a record's history as the diagram shows it: the status it led to (a state of the story), who, when;
 * `derived` when read off the record's own dates rather than from a log of its moves (the view says so).
 */
export type HistoryStep = { readonly state: string; readonly who: string | null; readonly at: string; readonly derived?: true };

/** A recorded move as the API gives it (WorkflowStep, TaskHistoryEntry…): the status after it, when, who. */
export type RecordedMove = { readonly status: string; readonly at: string; readonly user: { readonly name: string } | null };

const derived = (steps: readonly HistoryStep[]): readonly HistoryStep[] => steps.map((step) => ({ ...step, derived: true }));

const byTime = (steps: readonly HistoryStep[]): readonly HistoryStep[] => [...steps].sort((a, b) => a.at.localeCompare(b.at));

/**
 * The recorded moves, preceded by what the record's own fields say of the past before the first of them (marked
 * derived): a record made before moves were recorded keeps its dated past, one made since has nothing added.
 */
export const withDerivedPast = (past: readonly HistoryStep[], recorded: readonly HistoryStep[]): readonly HistoryStep[] => {
  const first = recorded[0];
  const older = derived(past);
  return first ? [...older.filter((step) => step.at < first.at), ...recorded] : older;
};

/** Recorded moves as diagram steps: `stateOf` names the story state of a recorded status (null: none, skipped). */
export const recordedSteps = (moves: readonly RecordedMove[], stateOf: (status: string) => string | null): readonly HistoryStep[] =>
  moves.flatMap((move) => {
    const state = stateOf(move.status);
    return state === null ? [] : [{ state, who: move.user?.name ?? null, at: move.at }];
  });

/** An offer's statuses on its diagram: a draft is being drafted, a resent offer is sent; the answers and expiry are boxes of their own. */
const PROPOSAL_STATES: Readonly<Record<string, string>> = { draft: 'drafting', sent: 'sent', resent: 'sent', accepted: 'accepted', rejected: 'rejected', expired: 'expired' };
export const proposalState = (status: string): string => PROPOSAL_STATES[status] ?? 'sent';

/** A package's derived status is its diagram's state. */
export const packageState = (status: string): string | null => (['assigned', 'rated', 'visible', 'acknowledged'].includes(status) ? status : null);

/** The mailing service's statuses of a recipient in a list. */
const RECIPIENT_STATES: Readonly<Record<string, string>> = { PENDING: 'pending', OPTIN: 'subscribed', OPTOUT: 'unsubscribed' };
export const recipientState = (status: string): string | null => RECIPIENT_STATES[status] ?? null;

/** An import's stored statuses: mapping and checking are one status to the owner (preparing); a failed or cancelled run wrote nothing. */
const IMPORT_STATES: Readonly<Record<string, string>> = { uploaded: 'preparing', checked: 'preparing', importing: 'importing', done: 'done', failed: 'notWritten', cancelled: 'notWritten', undone: 'undone' };
export const importState = (status: string): string | null => IMPORT_STATES[status] ?? null;

const text = (record: Record<string, unknown> | null, field: string): string | null => {
  const value = record?.[field];
  return typeof value === 'string' ? value : null;
};

const nameIn = (record: Record<string, unknown> | null, field: string): string | null => {
  const value = record?.[field];
  return typeof value === 'object' && value !== null && 'name' in value && typeof value.name === 'string' ? value.name : null;
};

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

/** A task's history: its recorded moves, preceded by what its dates say of its earlier past. */
export const taskHistorySteps = (task: Record<string, unknown> | null, recorded: readonly HistoryStep[]): readonly HistoryStep[] => withDerivedPast(taskSteps(task), recorded);

type Revision = { readonly createdAt: string; readonly author: { readonly name: string } | null; readonly snapshot: { readonly status: string; readonly updatedAt: string } };

/**
 * An offer's steps from its kept revisions: each as it stood (sent, answered, expired, or still a draft, when last
 * changed), then the revision opened from it (who, when); then the offer now.
 */
export const proposalSteps = (proposal: { readonly createdAt: string; readonly status: string; readonly updatedAt: string }, revisions: readonly Revision[]): readonly HistoryStep[] => {
  const kept = [...revisions].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return [
    { state: 'drafting', who: null, at: proposal.createdAt },
    ...kept.flatMap((revision) => [
      ...(revision.snapshot.status !== 'draft' ? [{ state: proposalState(revision.snapshot.status), who: null, at: revision.snapshot.updatedAt }] : []),
      { state: 'drafting', who: revision.author?.name ?? null, at: revision.createdAt },
    ]),
    ...(proposal.status !== 'draft' ? [{ state: proposalState(proposal.status), who: null, at: proposal.updatedAt }] : []),
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

type ImportDates = { readonly status: string; readonly createdAt: string; readonly createdBy: { readonly name: string } | null; readonly finishedAt: string | null; readonly undoneAt: string | null };

/**
 * An import's steps from its own dates: uploaded (by whoever uploaded it), its end when it ended (done, failed or
 * cancelled), its undo. The check and the start of the run leave no date on the import.
 */
export const importSteps = (record: ImportDates): readonly HistoryStep[] => {
  const who = record.createdBy?.name ?? null;
  const ended = record.status === 'undone' ? 'done' : record.status;
  const end = importState(ended);
  return byTime([
    { state: 'preparing', who, at: record.createdAt },
    ...(record.finishedAt !== null && end !== null && end !== 'preparing' && end !== 'importing' ? [{ state: end, who: null, at: record.finishedAt }] : []),
    ...(record.undoneAt !== null ? [{ state: 'undone', who: null, at: record.undoneAt }] : []),
  ]);
};
