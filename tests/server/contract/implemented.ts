import type { Contract } from '../../../server/src/contract/contract.ts';
import type { Operation } from '../../../server/src/contract/operation.ts';
import { buildHandlerTable } from '../../../server/src/http/dispatch.ts';
import { moduleHandlers } from '../../../server/src/modules/registry.ts';

// The generated tests walk the operations that have a handler: the others answer 501 before any check that could
// be tested (the conformance suite covers that).

const ORDER: Readonly<Record<string, number>> = { get: 0, post: 1, put: 2, patch: 3, delete: 4 };

/** Implemented operations in a stable order: by path, reads before writes, deletes last. */
export function implementedOperations(contract: Contract): Operation[] {
  const table = buildHandlerTable(moduleHandlers);
  if (!table.ok) throw new Error(`two modules handle ${table.error.operationId}`);
  return contract.routes.operations
    .filter((op) => table.value.has(op.operationId))
    .sort((a, b) => (ORDER[a.method] ?? 9) - (ORDER[b.method] ?? 9) || a.path.localeCompare(b.path));
}
