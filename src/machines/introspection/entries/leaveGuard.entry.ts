import { leaveGuardMachine } from '../../generic/leaveGuard.machine.ts';
import type { MachineRegistryEntry } from '../registryEntry.ts';

export const leaveGuardEntry: MachineRegistryEntry = {
  id: 'leaveGuard',
  titleKey: 'machines.leaveGuard.title',
  descriptionKey: 'machines.leaveGuard.description',
  machine: leaveGuardMachine,
  stubbed: leaveGuardMachine,
  paths: {
    strategy: 'shortestAndSimple',
    starts: [{ id: 'default', labelKey: 'starts.default' }],
    events: [
      { type: 'leave.request', leaving: { kind: 'path', to: '/tasks', replace: false }, unsaved: false },
      { type: 'leave.request', leaving: { kind: 'path', to: '/tasks', replace: false }, unsaved: true },
      { type: 'leave.request', leaving: { kind: 'back' }, unsaved: true },
      { type: 'leave.stay' },
      { type: 'leave.discard' },
    ],
  },
};
