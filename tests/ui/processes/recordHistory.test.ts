import { describe, expect, it } from 'vitest';
import { HISTORY_SOURCES, packageSteps, proposalSteps, taskHistorySteps, taskSteps } from '../../../src/ui/processes/story/recordHistory.ts';
import { PROCESS_STORIES } from '../../../src/machines/stories.ts';

// Issue 35 point 2: tasks, offers and packages show their history on the diagram, read off what the record says.

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

  it('an accepted offer had been sent; a draft revised before sending never shows a sending', () => {
    expect(proposalSteps({ createdAt: '2026-10-01 09:00:00', status: 'accepted', updatedAt: '2026-10-03 09:00:00' }, []).map((step) => step.state)).toEqual(['drafting', 'sent']);
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

describe('history sources', () => {
  it('every step a source can produce is a status of its workflow’s diagram', () => {
    const produced = {
      taskTracking: ['paused', 'started', 'completed'],
      proposalSending: ['drafting', 'sent'],
      packageEvaluation: ['assigned', 'rated', 'acknowledged'],
    } as const;
    for (const [machineId, states] of Object.entries(produced)) {
      expect(HISTORY_SOURCES[machineId]).toBeDefined();
      for (const state of states) expect(statesOf(machineId).has(state), `${machineId}: ${state}`).toBe(true);
    }
  });

  it('a package’s history waits for the record the screen names (its machine does not hold it)', () => {
    const snapshot = { context: { facts: { goals: 2, evaluated: 1, sheetVisible: false, acknowledged: false } } } as never;
    expect(HISTORY_SOURCES['packageEvaluation']?.key(snapshot, null)).toBeNull();
    expect(HISTORY_SOURCES['packageEvaluation']?.key(snapshot, 9)).not.toBe(HISTORY_SOURCES['packageEvaluation']?.key({ context: { facts: { goals: 2, evaluated: 2, sheetVisible: false, acknowledged: false } } } as never, 9));
  });
});
