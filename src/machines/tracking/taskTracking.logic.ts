import type { ApiClient } from '../../api/client.ts';
import { changeTaskStatus, type Task } from '../../api/tasks.ts';
import { fromApiEffect } from '../generic/fromApiEffect.ts';
import { createTaskTrackingMachine } from './taskTracking.machine.ts';
import type { StatusRequest } from './taskTracking.types.ts';

// The tracking statechart bound to the API (as session.logic.ts binds the session): the one status call a change
// makes, given a client, so the panel only renders and a test drives the machine with a fake client, without React.

/** The machine on the API's tasks (the panel and Processi's live view read `startedBy` from its context). */
export const taskTrackingMachine = createTaskTrackingMachine<Task>();

export type TaskTrackingDependencies = {
  readonly client: ApiClient;
  /** The screen updates the record it shows (status badge, lists). */
  readonly onChanged: (task: Task) => void;
};

export const createTaskTrackingLogic = ({ client, onChanged }: TaskTrackingDependencies) =>
  taskTrackingMachine.provide({
    actors: { changeStatus: fromApiEffect((request: StatusRequest) => changeTaskStatus(client, request.taskId, request.status, { reopen: request.reopen })) },
    actions: { statusChanged: (_, params) => onChanged(params.task) },
  });

export type TaskTrackingLogic = ReturnType<typeof createTaskTrackingLogic>;
