import { describe, expect, it } from 'vitest';
import { HISTORY_SOURCES } from '../../../src/ui/processes/story/recordHistory.ts';
import { importState, importSteps, packageState, packageSteps, proposalState, proposalSteps, recipientState, recordedSteps, taskHistorySteps, taskSteps, withDerivedPast } from '../../../src/machines/records/historySteps.ts';
import { PROCESS_STORIES } from '../../../src/machines/stories.ts';

// Issue 35 point 5: every record's live view shows its history on the diagram: its recorded moves, preceded by what
// the record itself says of the past before they were recorded.

const statesOf = (machineId: string) => new Set(PROCESS_STORIES.find((story) => story.machineId === machineId)?.states.map((state) => state.id));

describe('a task’s steps', () => {
  it('a running task: created stopped, then started by whoever started it', () => {
    const steps = taskSteps({ status: 'started', createdAt: '2026-11-02 09:00:00', updatedAt: '2026-11-03 10:00:00', startedAt: '2026-11-03 10:00:00', startedBy: { id: 4, name: 'Rossi 4711' }, completedAt: null });
    expect(steps).toEqual([
      { state: 'paused', who: null, at: '2026-11-02 09:00:00' },
      { state: 'started', who: 'Rossi 4711', at: '2026-11-03 10:00:00' },
    ]);
  });

  it('a completed task ends on its completion; a stopped one shows its creation only', () => {
    expect(taskSteps({ status: 'completed', createdAt: '2026-11-02 09:00:00', startedAt: null, completedAt: '2026-11-04 18:00:00' }).map((step) => step.state)).toEqual(['paused', 'completed']);
    expect(taskSteps({ status: 'paused', createdAt: '2026-11-02 09:00:00', startedAt: null, completedAt: null }).map((step) => step.state)).toEqual(['paused']);
  });
});

describe('a task’s history', () => {
  const task = { status: 'started', createdAt: '2026-11-02 09:00:00', startedAt: '2026-11-05 10:00:00', startedBy: { id: 4, name: 'Rossi 4711' }, completedAt: null };

  it('a task created since moves are recorded: the recorded moves only, none marked derived', () => {
    const recorded = [
      { state: 'paused', who: 'Rossi 4711', at: '2026-11-02 09:00:00' },
      { state: 'started', who: 'Rossi 4711', at: '2026-11-05 10:00:00' },
    ];
    expect(taskHistorySteps(task, recorded)).toEqual(recorded);
  });

  it('an older task: its creation read off its date (marked derived), then the moves recorded since', () => {
    const recorded = [{ state: 'started', who: 'Rossi 4711', at: '2026-11-05 10:00:00' }];
    expect(taskHistorySteps(task, recorded)).toEqual([{ state: 'paused', who: null, at: '2026-11-02 09:00:00', derived: true }, ...recorded]);
    expect(taskHistorySteps(task, []).every((step) => step.derived)).toBe(true);
  });
});

describe('an offer’s steps', () => {
  it('a draft, sent, revised by its author and sent again', () => {
    const steps = proposalSteps({ createdAt: '2026-10-01 09:00:00', status: 'sent', updatedAt: '2026-10-09 11:00:00' }, [
      { createdAt: '2026-10-05 15:00:00', author: { name: 'Bianchi 12' }, snapshot: { status: 'sent', updatedAt: '2026-10-02 10:00:00' } },
    ]);
    expect(steps).toEqual([
      { state: 'drafting', who: null, at: '2026-10-01 09:00:00' },
      { state: 'sent', who: null, at: '2026-10-02 10:00:00' },
      { state: 'drafting', who: 'Bianchi 12', at: '2026-10-05 15:00:00' },
      { state: 'sent', who: null, at: '2026-10-09 11:00:00' },
    ]);
  });

  it("an answered offer reads its answer off its last change (its sending left no date); a draft revised before sending never shows a sending", () => {
    expect(proposalSteps({ createdAt: '2026-10-01 09:00:00', status: 'accepted', updatedAt: '2026-10-03 09:00:00' }, []).map((step) => step.state)).toEqual(['drafting', 'accepted']);
    expect(proposalSteps({ createdAt: '2026-10-01 09:00:00', status: 'expired', updatedAt: '2026-10-03 09:00:00' }, []).map((step) => step.state)).toEqual(['drafting', 'expired']);
    const revisedDraft = proposalSteps({ createdAt: '2026-10-01 09:00:00', status: 'draft', updatedAt: '2026-10-03 09:00:00' }, [
      { createdAt: '2026-10-02 09:00:00', author: null, snapshot: { status: 'draft', updatedAt: '2026-10-01 12:00:00' } },
    ]);
    expect(revisedDraft.map((step) => step.state)).toEqual(['drafting', 'drafting']);
  });
});

describe('a package’s steps', () => {
  const pkg = { createdAt: '2026-01-10 09:00:00', goals: [{}, {}], user: { name: 'Verdi 31' }, acknowledgement: { confirmedAt: null as string | null } };

  it('each rating by its evaluator, the one rating the last goal making it rated, then acknowledged by the person rated', () => {
    const steps = packageSteps({ ...pkg, acknowledgement: { confirmedAt: '2027-01-20 09:00:00' } }, [
      { createdAt: '2026-12-15 10:00:00', evaluator: { name: 'Neri 7' } },
      { createdAt: '2026-12-14 10:00:00', evaluator: { name: 'Neri 7' } },
    ]);
    expect(steps).toEqual([
      { state: 'assigned', who: null, at: '2026-01-10 09:00:00' },
      { state: 'assigned', who: 'Neri 7', at: '2026-12-14 10:00:00' },
      { state: 'rated', who: 'Neri 7', at: '2026-12-15 10:00:00' },
      { state: 'acknowledged', who: 'Verdi 31', at: '2027-01-20 09:00:00' },
    ]);
  });

  it('a package with goals still unrated stays assigned', () => {
    expect(packageSteps(pkg, [{ createdAt: '2026-12-14 10:00:00', evaluator: { name: 'Neri 7' } }]).map((step) => step.state)).toEqual(['assigned', 'assigned']);
  });
});

describe('recorded moves after the derived past', () => {
  const user = { name: 'Rossi 4711' };

  it('an offer made before moves were recorded: its creation and first sending read off it (derived), then the recorded revision and sending', () => {
    const past = proposalSteps({ createdAt: '2026-10-01 09:00:00', status: 'sent', updatedAt: '2026-10-09 11:00:00' }, [
      { createdAt: '2026-10-05 15:00:00', author: user, snapshot: { status: 'sent', updatedAt: '2026-10-02 10:00:00' } },
    ]);
    const recorded = recordedSteps(
      [
        { status: 'draft', at: '2026-10-05 15:00:00', user },
        { status: 'sent', at: '2026-10-09 11:00:00', user },
        { status: 'accepted', at: '2026-10-12 08:30:00', user: null },
      ],
      proposalState,
    );
    expect(withDerivedPast(past, recorded)).toEqual([
      { state: 'drafting', who: null, at: '2026-10-01 09:00:00', derived: true },
      { state: 'sent', who: null, at: '2026-10-02 10:00:00', derived: true },
      { state: 'drafting', who: 'Rossi 4711', at: '2026-10-05 15:00:00' },
      { state: 'sent', who: 'Rossi 4711', at: '2026-10-09 11:00:00' },
      // The customer's answer is a box of its own.
      { state: 'accepted', who: null, at: '2026-10-12 08:30:00' },
    ]);
  });

  it('a record made since: its recorded moves only, none derived; nothing recorded: all derived', () => {
    const pkg = { createdAt: '2026-01-10 09:00:00', goals: [{}], user: { name: 'Verdi 31' }, acknowledgement: { confirmedAt: null } };
    const past = packageSteps(pkg, [{ createdAt: '2026-02-01 10:00:00', evaluator: { name: 'Neri 7' } }]);
    const recorded = recordedSteps(
      [
        { status: 'assigned', at: '2026-01-10 09:00:00', user },
        { status: 'rated', at: '2026-02-01 10:00:00', user },
        { status: 'visible', at: '2026-03-01 10:00:00', user },
      ],
      packageState,
    );
    expect(withDerivedPast(past, recorded)).toEqual(recorded);
    expect(withDerivedPast(past, []).map((step) => [step.state, step.derived])).toEqual([
      ['assigned', true],
      ['rated', true],
    ]);
  });

  it('an import: its stored statuses on the diagram (checking is preparing, a failed or cancelled run wrote nothing); its dates before the first recorded move', () => {
    expect(['uploaded', 'checked', 'importing', 'done', 'failed', 'cancelled', 'undone'].map(importState)).toEqual(['preparing', 'preparing', 'importing', 'done', 'notWritten', 'notWritten', 'undone']);
    const record = { status: 'undone', createdAt: '2026-05-01 09:00:00', createdBy: user, finishedAt: '2026-05-01 09:10:00', undoneAt: '2026-05-03 12:00:00' };
    expect(importSteps(record)).toEqual([
      { state: 'preparing', who: 'Rossi 4711', at: '2026-05-01 09:00:00' },
      { state: 'done', who: null, at: '2026-05-01 09:10:00' },
      { state: 'undone', who: null, at: '2026-05-03 12:00:00' },
    ]);
    // Recorded from the undo on: the upload and the end stay, read off the import.
    const merged = withDerivedPast(importSteps(record), recordedSteps([{ status: 'undone', at: '2026-05-03 12:00:00', user }], importState));
    expect(merged.map((step) => [step.state, step.derived ?? false, step.who])).toEqual([
      ['preparing', true, 'Rossi 4711'],
      ['done', true, null],
      ['undone', false, 'Rossi 4711'],
    ]);
  });

  it('a newsletter recipient: the mailing service’s statuses on the diagram; an unknown one is left out', () => {
    const steps = recordedSteps(
      [
        { status: 'PENDING', at: '2026-06-01 09:00:00', user },
        { status: 'OPTIN', at: '2026-06-02 09:00:00', user: null },
        { status: 'BOUNCED', at: '2026-06-03 09:00:00', user: null },
        { status: 'OPTOUT', at: '2026-06-04 09:00:00', user },
      ],
      recipientState,
    );
    expect(steps.map((step) => [step.state, step.who])).toEqual([
      ['pending', 'Rossi 4711'],
      ['subscribed', null],
      ['unsubscribed', 'Rossi 4711'],
    ]);
  });
});

describe('history sources', () => {
  it('every step a source can produce is a status of its workflow’s diagram', () => {
    const produced = {
      taskTracking: ['paused', 'started', 'completed'],
      proposalSending: ['draft', 'sent', 'resent', 'accepted', 'rejected', 'expired'].map(proposalState),
      packageEvaluation: ['assigned', 'rated', 'visible', 'acknowledged'].map(packageState),
      newsletterSubscription: ['PENDING', 'OPTIN', 'OPTOUT'].map(recipientState),
      dataImport: ['uploaded', 'checked', 'importing', 'done', 'failed', 'cancelled', 'undone'].map(importState),
    } as const;
    for (const [machineId, states] of Object.entries(produced)) {
      expect(HISTORY_SOURCES[machineId]).toBeDefined();
      for (const state of states) expect(state !== null && statesOf(machineId).has(state), `${machineId}: ${state}`).toBe(true);
    }
  });

  it('a package’s history waits for the record the screen names (its machine does not hold it), and is read again when its facts change', () => {
    const snapshot = { context: { facts: { goals: 2, evaluated: 1, sheetVisible: false, acknowledged: false } } } as never;
    const source = HISTORY_SOURCES['packageEvaluation'];
    expect(source?.(snapshot, null)).toBeNull();
    expect(source?.(snapshot, 9)).not.toEqual(source?.({ context: { facts: { goals: 2, evaluated: 2, sheetVisible: false, acknowledged: false } } } as never, 9));
  });

  it('a recipient’s history is its list’s, once added; an import’s follows its status', () => {
    const recipient = HISTORY_SOURCES['newsletterSubscription'];
    expect(recipient?.({ context: { target: { kind: 'list', listId: 3 }, recipient: null } } as never, null)).toBeNull();
    expect(recipient?.({ context: { target: { kind: 'group', listId: 3, groupId: 8 }, recipient: { idRecipient: 12, Status: 'PENDING' } } } as never, null)).toMatchObject({ workflow: 'newsletterSubscription', listId: 3, recipientId: 12 });
    const imported = HISTORY_SOURCES['dataImport'];
    const record = { id: 5, status: 'checked', createdAt: '2026-05-01 09:00:00', createdBy: { name: 'Rossi 4711' }, finishedAt: null, undoneAt: null };
    expect(imported?.({ context: { record: null } } as never, null)).toBeNull();
    const checked = imported?.({ context: { record } } as never, null);
    expect(checked).toMatchObject({ workflow: 'dataImport', id: 5, record: { status: 'checked', createdBy: { name: 'Rossi 4711' } } });
    expect(imported?.({ context: { record: { ...record, status: 'importing' } } } as never, null)).not.toEqual(checked);
  });
});
