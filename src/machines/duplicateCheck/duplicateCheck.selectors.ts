import type { SnapshotFrom } from 'xstate';
import type { DuplicateCheckMachine, DuplicateMatch } from './duplicateCheck.machine.ts';

type Snapshot = SnapshotFrom<DuplicateCheckMachine>;

const none: readonly DuplicateMatch[] = [];

/** The matches to warn about: only once the server has answered for what is typed now. */
export const selectDuplicateMatches = (snapshot: Snapshot): readonly DuplicateMatch[] => (snapshot.matches('matches') ? snapshot.context.matches : none);

/** The look-up could not be made (the form says so quietly; saving is not held back). */
export const selectDuplicateCheckFailed = (snapshot: Snapshot): boolean => snapshot.matches('failed');
