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

/**
 * The user's `language` preference, the one preference a resolved session holds (auth/sessionCache.ts: it words
 * every answer to them). Its own family so that the other preference saves (a menu folded, a theme) leave every
 * session of the tenant in place; a preference write whose key is not known to be another one ends it too.
 */
export const LANGUAGE_FAMILY = 'preferences.language';

/**
 * What the works' answers read of their tasks (works/page.ts, works/present.ts): how many there are, their assignees
 * and the sum of their tracked seconds; not their status. Its own family so that a task started, which moves none of
 * these, leaves the works list in place (issue 36.3: every toggle of the mix ended it). Every `tasks` write moves it
 * unless the handler says it did not (RawContext.leftAlone: the status call on a start).
 */
export const TRACKED_TIME_FAMILY = 'tasks.tracked';

/** By tag: vacation requests keep their calendar events in step (vacations/event.ts); preferences may be the language. */
const ALSO_BY_TAG: ReadonlyMap<string, readonly string[]> = new Map([
  ['vacations', ['events']],
  ['preferences', [LANGUAGE_FAMILY]],
  ['tasks', [TRACKED_TIME_FAMILY]],
]);

/**
 * The families a write of `families` moves, with those they imply (a `tasks` write may move the tracked time):
 * for the writes that name their families themselves (RawContext.wroteLater), as familiesWritten does by tag.
 */
export const withImpliedFamilies = (families: readonly string[]): readonly string[] =>
  families.includes('tasks') && !families.includes(TRACKED_TIME_FAMILY) ? [...families, TRACKED_TIME_FAMILY] : families;

/** The preference key a preference write names (its body's `key`, or `{key}` of the path); undefined: not known. */
function preferenceKey(operationId: string, body: unknown, pathParams: Readonly<Record<string, unknown>>): unknown {
  if (operationId === 'setMyPreference') return typeof body === 'object' && body !== null && 'key' in body ? body.key : undefined;
  if (operationId === 'deleteMyPreference') return pathParams.key;
  return undefined;
}

/**
 * The families of `familiesWritten(op)` narrowed once the request is validated: a preference write of another key
 * than `language` does not write the language preference. Anything not known to be narrower stays as it is.
 */
export function narrowedFamilies(
  op: { readonly operationId: string; readonly tags: readonly string[] },
  request: { readonly body: unknown; readonly pathParams: Readonly<Record<string, unknown>> },
): readonly string[] {
  const families = familiesWritten(op);
  const key = preferenceKey(op.operationId, request.body, request.pathParams);
  return typeof key === 'string' && key !== 'language' ? families.filter((f) => f !== LANGUAGE_FAMILY) : families;
}

/**
 * Families whose writes under `/<family>/{id}/…` change only the record `{id}` (checked against the contract: every
 * `tasks` write with an `{id}` is the task's own fields, status, checklists, comments or media; creating one names
 * none and changes no other). A read of one record of these (cache: getTask) survives writes of other records.
 */
export const RECORD_FAMILIES: ReadonlySet<string> = new Set(['tasks']);

/** The `{id}` of the path as the written record, for the operation's own family when that family allows it. */
export function writtenRecord(family: string, pathParams: Readonly<Record<string, unknown>>): number | undefined {
  if (!RECORD_FAMILIES.has(family)) return undefined;
  const id = Number(pathParams.id);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export function familiesWritten(op: { readonly operationId: string; readonly tags: readonly string[] }): readonly string[] {
  const tag = op.tags[0] ?? UNTAGGED;
  return [tag, ...(ALSO_BY_OPERATION.get(op.operationId) ?? []), ...(ALSO_BY_TAG.get(tag) ?? [])];
}

/**
 * The scope of "any tenant": reads that cross tenants (a user's `websites`, their accounts in every tenant with the
 * same e-mail) are stamped with it too, and writes of the families below also move it on. Tenant ids start at 1.
 */
export const ANY_TENANT = 0;

/** Families whose writes may change what a read of another tenant shows (a user's accounts elsewhere, by e-mail). */
export const CROSS_TENANT_FAMILIES: ReadonlySet<string> = new Set(['users', 'auth']);
