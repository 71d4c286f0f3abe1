import { describe, expect, it } from 'vitest';
import { createSectionAccessMachine } from '../../../src/machines/sectionAccess/sectionAccess.machine.ts';
import { actorDone, actorError, generateMachinePaths, pathCoverage, type MachinePath, type SampleEvent } from '../pathTestHelper.ts';
import { neverSettling } from '../../../src/machines/introspection/neverSettling.ts';

// Generated paths through the section access chart (locked → unlocking → open → expired): the calls' outcomes and
// the window's end are sample events; the actor follows every path.

const stubbed = createSectionAccessMachine().provide({ actors: { checkAccess: neverSettling(), unlock: neverSettling() } });

const events: readonly SampleEvent[] = [
  { type: 'access.submit', password: 'Bottega!2026' },
  actorDone('checkAccess', 540),
  actorDone('checkAccess', 0),
  actorError('checkAccess', { _tag: 'Network' }),
  actorDone('unlock', 600),
  actorDone('unlock', 0),
  actorError('unlock', { _tag: 'Invalid', fields: { password: ['The password is incorrect.'] } }),
  actorError('unlock', { _tag: 'TooManyRequests', retryAfterSeconds: 840 }),
  { type: 'xstate.after.window.sectionAccess.open' },
  { type: 'access.refused' },
];

const paths = generateMachinePaths(stubbed, { events, input: { section: 'evaluators' } });

describe('section access statechart: generated paths', () => {
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path: MachinePath) => {
    await path.run();
  });

  it('covers every state and every transition', () => {
    expect(pathCoverage(stubbed, paths)).toEqual({ unreachedStates: [], untakenTransitions: [] });
  });

  it('never keeps the password in the context', () => {
    for (const path of paths) for (const snapshot of path.snapshots) expect(JSON.stringify(snapshot.context)).not.toContain('Bottega!2026');
  });
});
