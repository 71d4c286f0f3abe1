import { Effect } from 'effect';
import { fromPromise } from 'xstate';
import type { Page } from '../../api/envelope.ts';
import type { ApiError } from '../../api/errors.ts';
import type { CommandMachine } from './command.machine.ts';
import type { ConfirmActionMachine } from './confirmAction.machine.ts';
import type { FormMachine, FormValues } from './form.machine.ts';
import type { ListFilters, LoadPageInput, PagedListMachine, PageResult } from './pagedList.machine.ts';
import type { RecordAnswer, RecordMachine } from './record.machine.ts';

// TRANSITION ONLY (issue 32): the hooks' old arguments (a machine and a call given by the screen) bound here, so
// src/ui holds no `.provide(`/`Effect.runPromise` while the screens move to logic values (record.logic.ts…).
// Deleted by the lead with the old hook signatures once every screen passes a logic value.

const run = <Output, Input>(call: (input: Input) => Effect.Effect<Output, unknown>) =>
  fromPromise<Output, Input>(({ input, signal }) => Effect.runPromise(call(input), { signal }));

export const legacyRecord = <Item>(machine: RecordMachine<Item>, load: (id: number) => Effect.Effect<Item, ApiError>) =>
  machine.provide({ actors: { loadRecord: run<RecordAnswer<Item>, { id: number }>(({ id }) => load(id)) } });

export const legacyPagedList = <Item, Filters extends ListFilters>(
  machine: PagedListMachine<Item, Filters>,
  load: (input: LoadPageInput<Filters>) => Effect.Effect<Page<Item>, ApiError>,
) => machine.provide({ actors: { loadPage: run<PageResult<Item>, LoadPageInput<Filters>>(load) } });

export const legacyForm = <Values extends FormValues, Result>(
  machine: FormMachine<Values, Result>,
  submit: (values: Values) => Effect.Effect<Result, ApiError>,
  onSucceeded: (result: Result) => void,
  onFailed: (() => void) | undefined,
) =>
  machine.provide({
    actors: { submit: run(({ values }: { values: Values }) => submit(values)) },
    actions: { saveSucceeded: (_, params) => onSucceeded(params.result), saveFailed: () => onFailed?.() },
  });

export const legacyCommand = <Command, Result>(
  machine: CommandMachine<Command, Result>,
  execute: (command: Command) => Effect.Effect<Result, ApiError | Error>,
  onDone: (command: Command, result: Result) => void,
  onFailed: ((command: Command) => void) | undefined,
) =>
  machine.provide({
    actors: { execute: run(({ command }: { command: Command }) => execute(command)) },
    actions: {
      commandSucceeded: (_, params) => onDone(params.command, params.result),
      commandFailed: (_, params) => onFailed?.(params.command),
    },
  });

export const legacyConfirmAction = <Payload, Result>(
  machine: ConfirmActionMachine<Payload, Result>,
  act: (payload: Payload) => Effect.Effect<Result, ApiError>,
  onDone: (payload: Payload, result: Result) => void,
  onFailed: ((payload: Payload) => void) | undefined,
) =>
  machine.provide({
    actors: { act: run(({ payload }: { payload: Payload }) => act(payload)) },
    actions: { acted: (_, params) => onDone(params.payload, params.result), actFailed: (_, params) => onFailed?.(params.payload) },
  });
