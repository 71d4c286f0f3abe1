import { createPagedListMachine } from '../../generic/pagedList.machine.ts';
import { neverSettling } from '../neverSettling.ts';
import { actorDone, actorError, taggedError, type MachineRegistryEntry } from '../registryEntry.ts';

const machine = createPagedListMachine<{ id: number }>();

const page = (currentPage: number, lastPage: number, items: readonly { id: number }[]) => ({
  items,
  meta: { currentPage, lastPage, perPage: 50, total: items.length },
});

export const pagedListEntry: MachineRegistryEntry = {
  id: 'pagedList',
  titleKey: 'machines.pagedList.title',
  descriptionKey: 'machines.pagedList.description',
  machine,
  stubbed: machine.provide({ actors: { loadPage: neverSettling() } }),
  paths: {
    strategy: 'shortestAndSimple',
    starts: [{ id: 'default', labelKey: 'starts.default', input: {} }],
    events: [
      actorDone('loadPage', page(1, 2, [{ id: 1 }])),
      actorDone('loadPage', page(1, 1, [])),
      actorError('loadPage', taggedError('Server')),
      { type: 'list.page', page: 2 },
      { type: 'list.filter', filters: { q: 'a' } },
      { type: 'list.sort', sort: '-start' },
      { type: 'list.restore', page: 2, filters: { q: 'b' }, sort: 'name' },
      { type: 'list.reload' },
      { type: 'list.retry' },
    ],
  },
};
