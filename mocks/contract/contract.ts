import specText from '../../openapi/api.yaml?raw';
import { listOperations, operationKey, parseDocument, type Operation, type OpenApiDocument } from './document.ts';

// The contract loaded once, as text through Vite (`?raw`): the same import works in the browser, in Vitest and in
// the mock build, and keeps node:fs out of the browser bundle.

export const contractDocument: OpenApiDocument = parseDocument(specText);
export const contractOperations: readonly Operation[] = listOperations(contractDocument);

const byKey = new Map(contractOperations.map((op) => [op.key, op]));

export const operationFor = (method: string, path: string): Operation => {
  const op = byKey.get(operationKey(method, path));
  if (op === undefined) throw new Error(`The contract has no operation ${operationKey(method, path)}`);
  return op;
};

/** The operation a concrete request addresses (`GET /tasks/7` → `GET /tasks/{id}`), literal segments first. */
export const matchOperation = (method: string, pathname: string): { op: Operation; params: Record<string, string> } | undefined => {
  const candidates = contractOperations
    .filter((op) => op.method === method.toLowerCase())
    .map((op) => ({ op, match: op.matcher.exec(pathname) }))
    .filter((c): c is { op: Operation; match: RegExpExecArray } => c.match !== null)
    .sort((a, b) => a.op.paramNames.length - b.op.paramNames.length);
  const best = candidates[0];
  if (best === undefined) return undefined;
  const params: Record<string, string> = {};
  best.op.paramNames.forEach((name, i) => {
    params[name] = decodeURIComponent(best.match[i + 1] ?? '');
  });
  return { op: best.op, params };
};
