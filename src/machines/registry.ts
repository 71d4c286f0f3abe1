import { clockEntry } from './introspection/entries/clock.entry.ts';
import { commandEntry } from './introspection/entries/command.entry.ts';
import { eventEditorEntry } from './introspection/entries/eventEditor.entry.ts';
import { duplicateCheckEntry } from './introspection/entries/duplicateCheck.entry.ts';
import { commandPaletteEntry } from './introspection/entries/commandPalette.entry.ts';
import { dataImportEntry } from './introspection/entries/dataImport.entry.ts';
import { confirmActionEntry } from './introspection/entries/confirmAction.entry.ts';
import { formEntry } from './introspection/entries/form.entry.ts';
import { leaveGuardEntry } from './introspection/entries/leaveGuard.entry.ts';
import { newsletterSubscriptionEntry } from './introspection/entries/newsletterSubscription.entry.ts';
import { notificationStreamEntry } from './introspection/entries/notificationStream.entry.ts';
import { packageEvaluationEntry } from './introspection/entries/packageEvaluation.entry.ts';
import { pagedListEntry } from './introspection/entries/pagedList.entry.ts';
import { profileMergeEntry } from './introspection/entries/profileMerge.entry.ts';
import { proposalSendingEntry } from './introspection/entries/proposalSending.entry.ts';
import { recordEntry } from './introspection/entries/record.entry.ts';
import { remoteValueEntry } from './introspection/entries/remoteValue.entry.ts';
import { sampleApprovalEntry } from './introspection/entries/sampleApproval.entry.ts';
import { sectionAccessEntry } from './introspection/entries/sectionAccess.entry.ts';
import { sessionEntry } from './introspection/entries/session.entry.ts';
import { taskTrackingEntry } from './introspection/entries/taskTracking.entry.ts';
import { uploadEntry } from './introspection/entries/upload.entry.ts';
import { vacationStatusEntry } from './introspection/entries/vacationStatus.entry.ts';
import type { MachineRegistryEntry } from './introspection/registryEntry.ts';

/**
 * Every workflow machine (DESIGN §5), with its title and plain-language description: the statechart viewer draws
 * these, docs/processes is generated from them, and tests/machines/registryCoverage.test.ts generates their paths.
 * A machine added under src/machines must be added here (a test compares this list with the machine files).
 */
export const MACHINE_REGISTRY: readonly MachineRegistryEntry[] = [
  sessionEntry,
  taskTrackingEntry,
  profileMergeEntry,
  dataImportEntry,
  duplicateCheckEntry,
  commandPaletteEntry,
  eventEditorEntry,
  vacationStatusEntry,
  proposalSendingEntry,
  sampleApprovalEntry,
  newsletterSubscriptionEntry,
  packageEvaluationEntry,
  sectionAccessEntry,
  remoteValueEntry,
  pagedListEntry,
  formEntry,
  leaveGuardEntry,
  confirmActionEntry,
  commandEntry,
  recordEntry,
  uploadEntry,
  clockEntry,
  notificationStreamEntry,
];

export const registryEntry = (id: string): MachineRegistryEntry | undefined => MACHINE_REGISTRY.find((entry) => entry.id === id);
