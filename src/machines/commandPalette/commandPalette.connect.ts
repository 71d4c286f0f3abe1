import type { SearchGroup } from '../../api/search.ts';
import type { ErrorTag } from '../generic/errorTag.ts';
import type { CommandPaletteContext, CommandPaletteEvent } from './commandPalette.machine.ts';

// What the command palette shows, from a snapshot alone (pure, tested without React): open or not, what is typed,
// the search's phase and hits, and whether "Try again" is possible (`snapshot.can`).

type Phase = 'idle' | 'waiting' | 'searching' | 'results' | 'empty' | 'failed';

type Snapshot = {
  readonly context: CommandPaletteContext;
  matches: (state: 'open' | { open: Phase }) => boolean;
  can: (event: CommandPaletteEvent) => boolean;
};

export type CommandPaletteView = {
  readonly open: boolean;
  readonly query: string;
  /** Where the server search stands; null while the palette is closed. */
  readonly phase: Phase | null;
  readonly groups: readonly SearchGroup[];
  readonly errorTag: ErrorTag | null;
  readonly canRetry: boolean;
};

const PHASES: readonly Phase[] = ['idle', 'waiting', 'searching', 'results', 'empty', 'failed'];

export const connectCommandPalette = (snapshot: Snapshot): CommandPaletteView => ({
  open: snapshot.matches('open'),
  query: snapshot.context.query,
  phase: PHASES.find((phase) => snapshot.matches({ open: phase })) ?? null,
  groups: snapshot.context.groups,
  errorTag: snapshot.context.errorTag,
  canRetry: snapshot.can({ type: 'palette.retry' }),
});
