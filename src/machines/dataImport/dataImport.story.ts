import type { ProcessStory } from '../story/processStory.ts';
import { doneOf, errorOf, transitionId as tr } from '../story/transitionId.ts';

const m = 'dataImport';
const discarded = doneOf(`${m}.discarding`, 'cancelImport');
const undone = doneOf(`${m}.undoing`, 'undoImport');
const progress = (branch: number) => tr(`${m}.importing.following`, 'import.progress', branch);
const download = (state: string) => [tr(`${m}.${state}.idle`, 'errors.download'), doneOf(`${m}.${state}.downloading`, 'downloadErrors'), errorOf(`${m}.${state}.downloading`, 'downloadErrors')];

/** A spreadsheet brought in: uploaded, mapped, checked by a dry run, written all or nothing or without its bad rows, undone. */
export const dataImportStory: ProcessStory = {
  machineId: m,
  initial: ['upload'],
  states: [
    { id: 'upload', machineStates: [`${m}.upload.loadingHistory`, `${m}.upload.ready`, `${m}.upload.historyFailed`] },
    // Mapping the columns and reviewing the dry run are one status to the owner: the file is being prepared.
    { id: 'preparing', machineStates: [`${m}.mapping`, `${m}.reviewed.idle`] },
    { id: 'importing', machineStates: [`${m}.importing.following`] },
    { id: 'done', machineStates: [`${m}.done.idle`] },
    { id: 'notWritten', machineStates: [`${m}.failed.idle`, `${m}.cancelled`] },
    { id: 'undone', machineStates: [`${m}.undone`], final: true },
  ],
  transitions: [
    { id: 'upload', from: 'upload', to: 'preparing', role: 'user', path: [tr(`${m}.upload`, 'import.upload'), doneOf(`${m}.uploading`, 'uploadImport')] },
    { id: 'discardMapping', from: 'preparing', to: 'upload', role: 'user', path: [tr(`${m}.mapping`, 'import.cancel'), discarded] },
    { id: 'discardReview', from: 'preparing', to: 'upload', role: 'user', path: [tr(`${m}.reviewed`, 'import.cancel'), discarded] },
    { id: 'run', from: 'preparing', to: 'importing', role: 'user', path: [tr(`${m}.reviewed`, 'import.run'), doneOf(`${m}.importing.starting`, 'runImport')] },
    { id: 'finish', from: 'importing', to: 'done', role: 'system', path: [progress(0)] },
    { id: 'fail', from: 'importing', to: 'notWritten', role: 'system', path: [progress(1)] },
    { id: 'stopped', from: 'importing', to: 'notWritten', role: 'system', path: [progress(2)] },
    { id: 'cancelRun', from: 'importing', to: 'notWritten', role: 'user', path: [tr(`${m}.importing.following`, 'import.cancel'), doneOf(`${m}.importing.cancelling`, 'cancelImport')] },
    { id: 'undo', from: 'done', to: 'undone', role: 'user', path: [tr(`${m}.done`, 'import.undo'), undone] },
    { id: 'undoPast', from: 'upload', to: 'undone', role: 'user', path: [tr(`${m}.upload`, 'history.undo'), undone] },
    { id: 'newFromDone', from: 'done', to: 'upload', role: 'user', path: [tr(`${m}.done`, 'import.restart')] },
    { id: 'newFromFailed', from: 'notWritten', to: 'upload', role: 'user', path: [tr(`${m}.failed`, 'import.restart')] },
    { id: 'newFromCancelled', from: 'notWritten', to: 'upload', role: 'user', path: [tr(`${m}.cancelled`, 'import.restart')] },
    { id: 'newFromUndone', from: 'undone', to: 'upload', role: 'user', path: [tr(`${m}.undone`, 'import.restart')] },
  ],
  conditions: ['nothingBeforeRun', 'badRows', 'undoKeeps'],
  scenarios: [
    { id: 'clean', steps: ['upload', 'run', 'finish', 'newFromDone'] },
    { id: 'skippedAndUndone', steps: ['upload', 'run', 'finish', 'undo', 'newFromUndone'] },
    { id: 'allOrNothing', steps: ['upload', 'run', 'fail', 'newFromFailed'] },
    { id: 'cancelled', steps: ['upload', 'run', 'cancelRun', 'newFromCancelled'] },
    { id: 'stoppedElsewhere', steps: ['upload', 'run', 'stopped'] },
    { id: 'discarded', steps: ['upload', 'discardMapping', 'upload', 'discardReview'] },
    { id: 'undoLater', steps: ['undoPast'] },
  ],
  internalStates: [
    `${m}.uploading`,
    `${m}.checking`,
    `${m}.reviewed.downloading`,
    `${m}.importing.starting`,
    `${m}.importing.cancelling`,
    `${m}.done.downloading`,
    `${m}.failed.downloading`,
    `${m}.discarding`,
    `${m}.undoing`,
  ],
  internalTransitions: [
    tr(`${m}.upload`, 'kind.choose'),
    tr(`${m}.upload`, 'file.choose'),
    doneOf(`${m}.upload.loadingHistory`, 'loadHistory'),
    errorOf(`${m}.upload.loadingHistory`, 'loadHistory'),
    tr(`${m}.upload.historyFailed`, 'history.retry'),
    errorOf(`${m}.uploading`, 'uploadImport'),
    tr(`${m}.mapping`, 'mapping.set'),
    tr(`${m}.mapping`, 'mapping.suggest'),
    tr(`${m}.mapping`, 'createMissing.set'),
    // Checking and changing the mapping move between the two faces of preparing the file.
    tr(`${m}.mapping`, 'import.check'),
    doneOf(`${m}.checking`, 'checkImport'),
    tr(`${m}.reviewed`, 'import.remap'),
    errorOf(`${m}.checking`, 'checkImport'),
    tr(`${m}.reviewed`, 'mode.choose'),
    ...download('reviewed'),
    ...download('done'),
    ...download('failed'),
    errorOf(`${m}.importing.starting`, 'runImport'),
    progress(3),
    errorOf(`${m}.importing.cancelling`, 'cancelImport'),
    errorOf(`${m}.discarding`, 'cancelImport'),
    errorOf(`${m}.undoing`, 'undoImport', 0),
    errorOf(`${m}.undoing`, 'undoImport', 1),
  ],
};
