import type { SnapshotFrom } from 'xstate';
import type { DuplicateCheckMachine, DuplicateMatch } from './duplicateCheck.machine.ts';
import { selectDuplicateCheckFailed, selectDuplicateMatches } from './duplicateCheck.selectors.ts';

// What the duplicate warning shows, from a snapshot alone (DESIGN.md §6). Pure: tested without React.

export type DuplicateWarningView = {
  /** Matches for what is typed now (none while a newer look-up waits or runs). */
  readonly matches: readonly DuplicateMatch[];
  /** The look-up could not be made: said quietly, saving is not held back. */
  readonly failed: boolean;
};

export const connectDuplicateCheck = (snapshot: SnapshotFrom<DuplicateCheckMachine>): DuplicateWarningView => ({
  matches: selectDuplicateMatches(snapshot),
  failed: selectDuplicateCheckFailed(snapshot),
});
