import { clockMachine } from '../../generic/clock.machine.ts';
import { silentCallback } from '../neverSettling.ts';
import type { MachineRegistryEntry } from '../registryEntry.ts';

export const clockEntry: MachineRegistryEntry = {
  id: 'clock',
  titleKey: 'machines.clock.title',
  descriptionKey: 'machines.clock.description',
  machine: clockMachine,
  stubbed: clockMachine.provide({ actors: { ticker: silentCallback() } }),
  paths: {
    strategy: 'shortest',
    starts: [{ id: 'default', labelKey: 'starts.default', input: { timeZone: 'Europe/Rome', now: '2026-03-02 09:00:00' } }],
    events: [{ type: 'clock.tick', now: '2026-03-02 09:00:01' }],
  },
};
