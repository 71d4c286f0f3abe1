import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { Profile } from '../../../src/api/profiles.ts';
import { connectProfileMerge } from '../../../src/machines/profileMerge/profileMerge.connect.ts';
import { createProfileMergeLogic } from '../../../src/machines/profileMerge/profileMerge.logic.ts';
import { profileMergeMachine } from '../../../src/machines/profileMerge/profileMerge.machine.ts';
import { fakeApiClient, type FakeAnswer, type FakeCall } from '../fakeApiClient.ts';

// What the merge dialog shows, read from snapshots alone, and the calls the logic makes given a client.

const current = { id: 1, name: 'Rossi 4711' };
const other = { id: 2, name: 'Rossi 4712' };
const row = (over: Record<string, number>) => ({ profile: other, contacts: 0, media: 0, events: 0, salesReports: 0, tasks: 0, works: 0, quotes: 0, proposals: 0, samples: 0, documents: 0, ...over });

const start = (answer: (call: FakeCall) => FakeAnswer) => {
  const { client, calls } = fakeApiClient(answer);
  const merged: Profile[] = [];
  let failures = 0;
  const actor = createActor(createProfileMergeLogic({ client, onMerged: (p) => merged.push(p), onMergeFailed: () => (failures += 1) }), { input: { current } }).start();
  return { actor, calls, merged, failures: () => failures, view: () => connectProfileMerge(actor.getSnapshot()) };
};

describe('profileMerge.connect', () => {
  it('offers the preview only once the other profile is picked; the survivor and source follow the choice', () => {
    const actor = createActor(profileMergeMachine, { input: { current } }).start();
    const view = () => connectProfileMerge(actor.getSnapshot());
    expect(view()).toMatchObject({ step: 'choosing', canPreview: false, other: null, survivor: current, source: null, failure: null });
    actor.send({ type: 'merge.pick', profile: other });
    expect(view()).toMatchObject({ canPreview: true, survivor: current, source: other });
    actor.send({ type: 'merge.keep', survivorId: other.id });
    expect(view()).toMatchObject({ survivorId: 2, survivor: other, source: current });
  });
});

describe('profileMerge.logic', () => {
  it('previews the moves (summed per part), merges on confirmation and hands over the survivor', async () => {
    const { actor, calls, merged, view } = start((call) =>
      call.method === 'GET' ? { status: 200, body: [row({ contacts: 2, quotes: 1 }), row({ contacts: 1, samples: 1 })] } : { status: 200, body: { id: 1, name: 'Rossi 4711' } },
    );
    actor.send({ type: 'merge.pick', profile: other });
    actor.send({ type: 'merge.preview' });
    expect(view()).toMatchObject({ step: 'previewing', busy: true });
    await waitFor(actor, (s) => s.matches('reviewing'));
    expect(view().moves).toMatchObject({ contacts: 3, quotes: 1, samples: 1, media: 0 });
    // Only what has something to move is listed (a tenant without samples reads no "0 samples").
    expect(view().movingParts).toEqual(['contacts', 'quotes', 'samples']);
    actor.send({ type: 'merge.confirm' });
    await waitFor(actor, (s) => s.matches('merged'));
    expect(calls).toMatchObject([
      { method: 'GET', path: '/profiles/{id}/merge-preview', params: { path: { id: 1 }, query: { sourceIds: [2] } } },
      { method: 'POST', path: '/profiles/{id}/merge', body: { sourceIds: [2] } },
    ]);
    expect(merged.map((p) => p.id)).toEqual([1]);
  });

  it("a failed merge says 'try later' once and offers a retry; a failed preview shows its error", async () => {
    const { actor, failures, view } = start((call) => (call.method === 'GET' ? { status: 200, body: [row({})] } : { status: 503, body: { message: 'busy' } }));
    actor.send({ type: 'merge.pick', profile: other });
    actor.send({ type: 'merge.preview' });
    await waitFor(actor, (s) => s.matches('reviewing'));
    expect(view().movingParts).toEqual([]);
    actor.send({ type: 'merge.confirm' });
    await waitFor(actor, (s) => s.matches('mergeFailed'));
    expect(view().failure).toEqual({ errorTag: 'Server', merging: true });
    expect(failures()).toBe(1);
    const preview = start(() => ({ status: 404, body: { message: 'gone' } }));
    preview.actor.send({ type: 'merge.pick', profile: other });
    preview.actor.send({ type: 'merge.preview' });
    await waitFor(preview.actor, (s) => s.matches('previewFailed'));
    expect(preview.view().failure).toEqual({ errorTag: 'NotFound', merging: false });
  });
});
