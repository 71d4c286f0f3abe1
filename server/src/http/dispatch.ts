import type { RawContext } from './context.ts';
import type { Failure, HandlerMap } from './handler.ts';
import { errResult, okResult, type Result } from '../result.ts';

/** A handler with its operation typing erased, as the pipeline calls it. */
export type ErasedHandler = (ctx: RawContext) => Promise<Response | Failure>;

export type DuplicateHandler = { readonly _tag: 'DuplicateHandler'; readonly operationId: string };

/** Flattens the modules' handler maps into one table; two modules claiming one operation is a start-up error. */
export function buildHandlerTable(maps: readonly HandlerMap[]): Result<ReadonlyMap<string, ErasedHandler>, DuplicateHandler> {
  const table = new Map<string, ErasedHandler>();
  for (const map of maps) {
    for (const [operationId, handler] of Object.entries(map)) {
      if (handler === undefined) continue;
      if (table.has(operationId)) return errResult({ _tag: 'DuplicateHandler', operationId });
      // The pipeline validated the request against this very operation, so the typed view the handler expects
      // holds at run time; TypeScript cannot see that link between a runtime key and a type, hence the cast.
      table.set(operationId, handler as unknown as ErasedHandler);
    }
  }
  return okResult(table);
}
