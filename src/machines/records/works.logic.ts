import { Effect } from 'effect';
import type { ListFilters } from '../generic/pagedList.machine.ts';
import { listTasks, type TaskListItem } from '../../api/tasks.ts';
import { createWork, createWorkPhase, deleteWork, deleteWorkPhase, getWork, listWorkPhases, listWorks, updateWork, updateWorkPhase, type Phase, type PhaseUpdate, type Work, type WorkInput, type WorkUpdate } from '../../api/works.ts';
import type { Schema } from '../../api/operationTypes.ts';
import type { WorkStatus } from '../../domain/statuses.ts';
import { sortedQuery, statusCustomerQuery, type StatusCustomerFilters } from '../../domain/statusCustomerQuery.ts';
import { commandLogic } from '../generic/command.logic.ts';
import { confirmActionLogic } from '../generic/confirmAction.logic.ts';
import { formLogic } from '../generic/form.logic.ts';
import { pagedListLogic } from '../generic/pagedList.logic.ts';
import { recordLogic } from '../generic/record.logic.ts';
import { listExportLogic } from './listExport.ts';

// The works' records, list, forms and commands bound to the API, with a work's phases and tasks.

export type WorkFilters = StatusCustomerFilters<WorkStatus>;

const worksQuery = (filters: WorkFilters, sort: string | null) => sortedQuery(statusCustomerQuery(filters), sort);

export const worksList = pagedListLogic<Work, WorkFilters>((client, { page, pageSize, filters, sort }) => listWorks(client, { page, pageSize, ...worksQuery(filters, sort) }));

export const worksExport = listExportLogic<WorkFilters>('works', worksQuery);

export const workRecord = recordLogic<Work>(getWork);

export const workCreate = formLogic<WorkInput, Work>(createWork);

/**
 * Saves a work's edit; `body: null` (the form holds what was loaded) sends nothing and answers null, so neither the
 * work nor its `updated_at` moves (the phase dialog's way, below).
 */
export const workUpdate = formLogic<{ readonly id: number; readonly body: WorkUpdate | null }, Work | null>((client, { id, body }) =>
  body === null ? Effect.succeed(null) : updateWork(client, id, body),
);

export const workDeletion = confirmActionLogic<Work, void>((client, work) => deleteWork(client, work.id));

/** A work's phases, in order (the context is the work's id). */
export const workPhasesList = pagedListLogic<Phase, ListFilters, number>((client, { page, pageSize }, workId) => listWorkPhases(client, workId, { page, pageSize }));

export type PhaseStatus = Schema<'PhaseStatus'>;
export type PhaseCommand = { readonly workId: number } & ({ readonly kind: 'add'; readonly name: string } | { readonly kind: 'status'; readonly phaseId: number; readonly status: PhaseStatus });

/** Add a phase (it starts "to do") or move one to another status. */
export const phaseCommands = commandLogic<PhaseCommand, Phase>((client, command) =>
  command.kind === 'add' ? createWorkPhase(client, command.workId, { name: command.name, status: 'todo' }) : updateWorkPhase(client, command.workId, command.phaseId, { status: command.status }),
);

export type PhaseEdit = { readonly workId: number; readonly phaseId: number; readonly changes: PhaseUpdate };

/**
 * A phase's edit dialog: it sends only the fields the person changed, and nothing at all when nothing changed
 * (the result is then null: the dialog says so, with no call that would only touch `updated_at`).
 */
export const phaseUpdate = formLogic<PhaseEdit, Phase | null>((client, { workId, phaseId, changes }) =>
  Object.keys(changes).length === 0 ? Effect.succeed(null) : updateWorkPhase(client, workId, phaseId, changes),
);

export const phaseDeletion = confirmActionLogic<Phase & { readonly workId: number }, void>((client, phase) => deleteWorkPhase(client, phase.workId, phase.id));

/** Tab "tasks" of a work: its tasks (the context is the work's id). */
export const workTasksList = pagedListLogic<TaskListItem, ListFilters, number>((client, { page, pageSize }, workId) => listTasks(client, { workId, page, pageSize }));
