import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { ArchivedDocument } from '../../../src/api/documents.ts';
import { bindCommandLogic } from '../../../src/machines/generic/command.logic.ts';
import { bindConfirmActionLogic } from '../../../src/machines/generic/confirmAction.logic.ts';
import { documentDeletion, documentProfileOptions, documentSave, documentsList, documentsQuery } from '../../../src/machines/records/documents.logic.ts';
import { Effect } from 'effect';
import { fakeApiClient } from '../fakeApiClient.ts';
import { PAGE, settleList } from './recordsHarness.ts';

// The document archive's logic against a fake client: the list's query, the save, the deletion, the profile picker.

describe('documents logic', () => {
  it('documentsList sends the page, the order and only the filters given', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: PAGE([]) }));
    await settleList(documentsList, client, undefined, { filters: { search: 'contratto', category: '' }, sort: '-created_at' });
    expect(calls[0]?.path).toBe('/documents');
    expect((calls[0]?.params as { query: unknown }).query).toEqual({ page: 1, pageSize: 50, sort: '-created_at', search: 'contratto' });
  });

  it('documentsQuery is what the export reads: empty filters and no order are left out', () => {
    expect(documentsQuery({ search: '', category: 'Fatture' }, null)).toEqual({ category: 'Fatture' });
  });

  it('documentSave puts the changes to the document and hands back the saved one', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: { id: 3, title: 'Nuovo' } }));
    const saved: unknown[] = [];
    const actor = createActor(bindCommandLogic(documentSave, client, { onDone: (_, result) => saved.push(result) })).start();
    const changes = { title: 'Nuovo', category: null, description: null, profileId: 5 };
    actor.send({ type: 'command.run', command: { id: 3, changes } });
    await waitFor(actor, (snapshot) => snapshot.matches('idle') && saved.length === 1);
    expect(calls).toEqual([expect.objectContaining({ method: 'PUT', path: '/documents/{id}', params: { path: { id: 3 } }, body: changes })]);
    expect(saved).toEqual([{ id: 3, title: 'Nuovo' }]);
  });

  it('documentDeletion deletes the confirmed document', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 204 }));
    const actor = createActor(bindConfirmActionLogic(documentDeletion, client, { onDone: () => undefined })).start();
    actor.send({ type: 'confirm.open', payload: { id: 8 } as ArchivedDocument });
    actor.send({ type: 'confirm.accept' });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(calls).toEqual([expect.objectContaining({ method: 'DELETE', path: '/documents/{id}', params: { path: { id: 8 } } })]);
  });

  it('documentProfileOptions searches any profile by the typed text, labelled by name', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: PAGE([{ id: 2, name: 'Rossi 4711' }]) }));
    const page = await Effect.runPromise(documentProfileOptions(client)('ros'));
    expect((calls[0]?.params as { query: unknown }).query).toEqual({ pageSize: 20, search: 'ros' });
    expect(page.items).toEqual([{ value: '2', label: 'Rossi 4711' }]);
  });
});
