import type { SnapshotFrom } from 'xstate';
import type { SearchGroup } from '../../api/search.ts';
import type { ErrorTag } from '../generic/errorTag.ts';
import type { CommandPaletteMachine } from './commandPalette.machine.ts';

type Snapshot = SnapshotFrom<CommandPaletteMachine>;

const none: readonly SearchGroup[] = [];

export const selectPaletteOpen = (s: Snapshot): boolean => s.matches('open');
export const selectPaletteQuery = (s: Snapshot): string => s.context.query;
/** The server's hits, only once it answered for what is typed now. */
export const selectPaletteGroups = (s: Snapshot): readonly SearchGroup[] => (s.matches({ open: 'results' }) ? s.context.groups : none);
/** Waiting for the pause or for the server: the list says "Searching…" politely. */
export const selectPaletteSearching = (s: Snapshot): boolean => s.matches({ open: 'waiting' }) || s.matches({ open: 'searching' });
export const selectPaletteEmpty = (s: Snapshot): boolean => s.matches({ open: 'empty' });
export const selectPaletteFailure = (s: Snapshot): ErrorTag | null => (s.matches({ open: 'failed' }) ? s.context.errorTag : null);
