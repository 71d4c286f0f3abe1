import { isObject, type OpenApiDocument } from '../../../server/src/contract/document.ts';
import type { Operation } from '../../../server/src/contract/operation.ts';

// The statuses an operation documents (issue 21 §8: a fuzz run over the contract finds no undocumented status).
// 501 is the contract-wide answer of an operation nobody implemented yet (conformance suite), not one to document.

export function documentedStatuses(doc: OpenApiDocument, op: Operation): ReadonlySet<number> {
  const item = doc.paths[op.path];
  const operation = isObject(item) ? item[op.method] : undefined;
  const responses = isObject(operation) ? operation.responses : undefined;
  return new Set(isObject(responses) ? Object.keys(responses).map(Number).filter(Number.isInteger) : []);
}

/** Counts of statuses seen, e.g. `200×12, 404×3`, in status order. */
export function statusFigures(seen: ReadonlyMap<number, number>): string {
  return [...seen.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}×${n}`)
    .join(', ');
}
