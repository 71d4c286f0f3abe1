import type { AnyMachineSnapshot } from 'xstate';
import type { HistoryInput } from '../../../machines/records/processHistory.logic.ts';

/**
 * Which record a live view's history is read for (issue 35 point 5): from the running machine's context (or the
 * record the screen names, for a package), with a version that changes when the record does, so the view reads the
 * history again after a move. The reads themselves are processHistory.logic.ts's.
 */
export type HistorySource = (snapshot: AnyMachineSnapshot, recordId: number | null) => HistoryInput | null;

const recordOf = (snapshot: AnyMachineSnapshot, field: string): Record<string, unknown> | null => {
  const value: unknown = (snapshot.context as Record<string, unknown>)[field];
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
};

const numberIn = (record: Record<string, unknown> | null, field: string): number | null => {
  const value = record?.[field];
  return typeof value === 'number' ? value : null;
};

const stringIn = (record: Record<string, unknown> | null, field: string): string | null => {
  const value = record?.[field];
  return typeof value === 'string' ? value : null;
};

/** The record's id and a version made of the fields that change with its moves, or null without a record. */
const versioned = (snapshot: AnyMachineSnapshot, field: string, ...parts: readonly string[]): { id: number; version: string; record: Record<string, unknown> } | null => {
  const record = recordOf(snapshot, field);
  const id = numberIn(record, 'id');
  return id === null || record === null ? null : { id, record, version: parts.map((part) => JSON.stringify(record[part] ?? null)).join('|') };
};

export const HISTORY_SOURCES: Readonly<Record<string, HistorySource>> = {
  vacationStatus: (snapshot) => {
    const found = versioned(snapshot, 'vacation', 'status', 'updatedAt');
    return found && { workflow: 'vacationStatus', id: found.id, version: found.version };
  },
  sampleApproval: (snapshot) => {
    const found = versioned(snapshot, 'sample', 'approvals', 'updatedAt');
    return found && { workflow: 'sampleApproval', id: found.id, version: found.version };
  },
  taskTracking: (snapshot) => {
    const found = versioned(snapshot, 'task', 'status', 'updatedAt', 'startedAt');
    return found && { workflow: 'taskTracking', id: found.id, task: found.record, version: found.version };
  },
  proposalSending: (snapshot) => {
    const found = versioned(snapshot, 'proposal', 'status', 'revision', 'updatedAt');
    return found && { workflow: 'proposalSending', id: found.id, version: found.version };
  },
  // The package's machine holds its facts only: the record is the one the screen names.
  packageEvaluation: (snapshot, recordId) => (recordId === null ? null : { workflow: 'packageEvaluation', id: recordId, version: JSON.stringify((snapshot.context as Record<string, unknown>)['facts'] ?? null) }),
  newsletterSubscription: (snapshot) => {
    const recipient = recordOf(snapshot, 'recipient');
    const recipientId = numberIn(recipient, 'idRecipient');
    const listId = numberIn(recordOf(snapshot, 'target'), 'listId');
    return recipientId === null || listId === null ? null : { workflow: 'newsletterSubscription', listId, recipientId, version: JSON.stringify(recipient?.['Status'] ?? null) };
  },
  dataImport: (snapshot) => {
    const found = versioned(snapshot, 'record', 'status', 'finishedAt', 'undoneAt');
    const createdAt = stringIn(found?.record ?? null, 'createdAt');
    const status = stringIn(found?.record ?? null, 'status');
    if (!found || createdAt === null || status === null) return null;
    const by = found.record['createdBy'];
    const createdBy = typeof by === 'object' && by !== null && 'name' in by && typeof by.name === 'string' ? { name: by.name } : null;
    const record = { status, createdAt, createdBy, finishedAt: stringIn(found.record, 'finishedAt'), undoneAt: stringIn(found.record, 'undoneAt') };
    return { workflow: 'dataImport', id: found.id, record, version: found.version };
  },
};
