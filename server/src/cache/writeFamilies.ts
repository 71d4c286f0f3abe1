/**
 * The record families a writing operation may change: its contract tag (each operation has one, contract test),
 * plus the families it also writes through rules of the domain. The response cache keeps a read while none of
 * the families it is made of moved on, so leaving a family out here would serve stale answers: this list follows
 * the code that writes other modules' rows (grep the tables' insert/update/delete).
 */
const UNTAGGED = 'untagged';

/** By operation: a task's create, update and delete keep its 'Costo ' event in step (tasks/taskEvent.ts). */
const ALSO_BY_OPERATION: ReadonlyMap<string, readonly string[]> = new Map([
  ['createTask', ['events']],
  ['updateTask', ['events']],
  ['deleteTask', ['events']],
]);

/** By tag: vacation requests keep their calendar events in step (vacations/event.ts). */
const ALSO_BY_TAG: ReadonlyMap<string, readonly string[]> = new Map([['vacations', ['events']]]);

export function familiesWritten(op: { readonly operationId: string; readonly tags: readonly string[] }): readonly string[] {
  const tag = op.tags[0] ?? UNTAGGED;
  return [tag, ...(ALSO_BY_OPERATION.get(op.operationId) ?? []), ...(ALSO_BY_TAG.get(tag) ?? [])];
}
