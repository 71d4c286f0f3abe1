import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { addCalendarFormats } from '../../server/src/contract/calendarFormats.ts';
import { contractDocument } from './contract.ts';
import { isObject, type Json, type Operation } from './document.ts';

// Every mocked answer passes through here before the app sees it: the status must be one the operation declares,
// the content type one it declares for that status, and the body must validate against that schema. The Ajv setup
// is the server's (server/src/contract/validator.ts): same formats, same tolerance of OpenAPI annotations.

const OPENAPI_KEYWORDS = ['example', 'xml', 'externalDocs', 'x-enum-descriptions', 'x-enumNames', 'x-enum-varnames'];
const OPAQUE_FORMATS = ['binary', 'byte', 'password', 'int32', 'int64', 'float', 'double'];
type AddFormats = (ajv: Ajv2020) => Ajv2020;

const ajv = new Ajv2020({ allErrors: true, multipleOfPrecision: 9, strict: false, validateFormats: true, discriminator: true });
(addFormats as unknown as AddFormats)(ajv);
addCalendarFormats(ajv);
for (const f of OPAQUE_FORMATS) ajv.addFormat(f, true);
for (const k of OPENAPI_KEYWORDS) if (!ajv.getKeyword(k)) ajv.addKeyword(k);
ajv.addSchema(contractDocument, 'openapi');

/** Local refs of an extracted schema point into the document registered as `openapi`. */
const anchored = (node: Json): Json => {
  if (Array.isArray(node)) return node.map(anchored);
  if (!isObject(node)) return node;
  const out: Record<string, Json> = {};
  for (const [k, v] of Object.entries(node)) out[k] = k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `openapi${v}` : anchored(v);
  return out;
};

const compiled = new Map<string, ValidateFunction>();

const validatorFor = (op: Operation, status: string, type: string, schema: Json): ValidateFunction => {
  const key = `${op.key} ${status} ${type}`;
  let fn = compiled.get(key);
  if (fn === undefined) {
    fn = ajv.compile(anchored(schema) as object);
    compiled.set(key, fn);
  }
  return fn;
};

export class ContractViolation extends Error {
  override readonly name = 'ContractViolation';
  constructor(readonly operation: string, readonly problems: readonly string[]) {
    super(`Mocked answer to ${operation} breaks openapi/api.yaml: ${problems.join('; ')}`);
  }
}

const JSON_TYPE = /json/i;

/** Problems of one answer (empty when it keeps the contract). `body` is the parsed JSON, or undefined for none. */
export const responseProblems = (op: Operation, status: number, contentType: string | null, body: unknown): string[] => {
  const spec = op.responses.find((r) => r.status === String(status)) ?? op.responses.find((r) => r.status === `${String(status)[0]}XX`);
  if (spec === undefined) return [`status ${status} is not declared (declared: ${op.responses.map((r) => r.status).join(', ')})`];
  const declared = Object.keys(spec.content);
  if (declared.length === 0) return body === undefined ? [] : [`status ${status} declares no body, one was sent`];
  const type = (contentType ?? '').split(';')[0]?.trim() ?? '';
  const schema = spec.content[type];
  if (schema === undefined) return [`content type "${type}" is not declared for ${status} (declared: ${declared.join(', ')})`];
  if (!JSON_TYPE.test(type)) return [];
  const fn = validatorFor(op, spec.status, type, schema);
  if (fn(body)) return [];
  return (fn.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '(body)'} ${e.message ?? 'is invalid'}`);
};

/** Reads a Response (a clone: the original still goes to the app) and throws ContractViolation when it drifts. */
export const assertResponseKeepsContract = async (op: Operation, response: Response): Promise<void> => {
  const type = response.headers.get('content-type');
  const text = response.status === 204 || response.body === null ? '' : await response.clone().text();
  let body: unknown;
  if (text !== '' && type !== null && JSON_TYPE.test(type)) {
    try {
      body = JSON.parse(text);
    } catch {
      throw new ContractViolation(op.key, ['the body is not JSON']);
    }
  } else if (text !== '') {
    body = text;
  }
  const problems = responseProblems(op, response.status, type, body);
  if (problems.length > 0) throw new ContractViolation(op.key, problems);
};

const bySchema = new WeakMap<object, ValidateFunction>();

/** Whether a value meets one schema of the contract (the generic store keeps only records that do). */
export const meetsSchema = (schema: Json, value: unknown): boolean => {
  if (!isObject(schema)) return true;
  let fn = bySchema.get(schema);
  if (fn === undefined) {
    fn = ajv.compile(anchored(schema) as object);
    bySchema.set(schema, fn);
  }
  return fn(value);
};
