import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { isObject, resolveLocalRef, type OpenApiDocument } from './document.ts';
import { addCalendarFormats } from './calendarFormats.ts';
import { withInt32Bounds } from './int32.ts';
import type { Operation } from './operation.ts';
import { toFieldErrors, type FieldErrors, type MessageOverrides } from './fieldErrors.ts';

export type RequestValidator = {
  /** Validates and coerces path and query values in place (strings → declared types, defaults applied). */
  params(op: Operation, values: Record<string, unknown>): FieldErrors | null;
  /**
   * Validates a parsed body. JSON is validated as sent; multipart fields are all strings on the wire, so they are
   * coerced like query values (file fields carry the file name).
   */
  body(schemaRef: string, value: unknown, coerce: boolean): FieldErrors | null;
};

// OpenAPI annotations that are not JSON Schema keywords; declared so that strict mode still catches typos.
const OPENAPI_KEYWORDS = ['example', 'xml', 'externalDocs', 'x-enum-descriptions', 'x-enumNames', 'x-enum-varnames'];
// OpenAPI formats with no JSON Schema meaning for validation (binary = a file in multipart).
const OPAQUE_FORMATS = ['binary', 'byte', 'password', 'int32', 'int64', 'float', 'double'];

type AddFormats = (ajv: Ajv2020) => Ajv2020;

function makeAjv(doc: OpenApiDocument, coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    // Without it 19.99 fails `multipleOf: 0.01` (binary floating point).
    multipleOfPrecision: 9,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    // Hand-written contract: tolerate unknown `x-` annotations instead of refusing the whole document.
    strict: false,
    validateFormats: true,
    // OpenAPI `discriminator` on oneOf (e.g. the OAuth grants): Ajv picks the branch by the tag's `const`.
    discriminator: true,
    // Errors carry the value that failed, so a message about one item of a list can quote it (fieldErrors.ts).
    verbose: true,
  });
  (addFormats as unknown as AddFormats)(ajv);
  addCalendarFormats(ajv);
  for (const f of OPAQUE_FORMATS) ajv.addFormat(f, true);
  for (const k of OPENAPI_KEYWORDS) if (!ajv.getKeyword(k)) ajv.addKeyword(k);
  ajv.addSchema(withInt32Bounds(doc), 'openapi');
  return ajv;
}

/** The component a body schema names (`SalesReportInput` for `{ $ref: '#/components/schemas/SalesReportInput' }`). */
function componentOf(doc: OpenApiDocument, schemaRef: string): string | undefined {
  const node = resolveLocalRef(doc, schemaRef.replace(/^openapi#/, '#'));
  const target = isObject(node) && typeof node.$ref === 'string' ? node.$ref : schemaRef;
  return /^(?:openapi)?#\/components\/schemas\/([^/]+)$/.exec(target)?.[1];
}

export function createValidator(doc: OpenApiDocument, overrides: MessageOverrides = {}): RequestValidator {
  const paramAjv = makeAjv(doc, true);
  const bodyAjv = makeAjv(doc, false);
  // Compiled lazily: compiling ~300 operations up front would cost start-up time for calls never made.
  const paramCache = new Map<string, ValidateFunction>();
  const bodyCache = new Map<string, ValidateFunction>();
  const formCache = new Map<string, ValidateFunction>();

  function paramValidator(op: Operation): ValidateFunction {
    const key = `${op.method} ${op.path}`;
    let fn = paramCache.get(key);
    if (!fn) {
      const properties: Record<string, object> = {};
      const required: string[] = [];
      for (const p of op.params) {
        properties[p.name] = p.schemaRef ? { $ref: p.schemaRef } : {};
        if (p.required) required.push(p.name);
      }
      fn = paramAjv.compile({ type: 'object', properties, required });
      paramCache.set(key, fn);
    }
    return fn;
  }

  return {
    params(op, values) {
      if (op.params.length === 0) return null;
      const fn = paramValidator(op);
      return fn(values) ? null : toFieldErrors('', fn.errors ?? [], overrides);
    },
    body(schemaRef, value, coerce) {
      const cache = coerce ? formCache : bodyCache;
      let fn = cache.get(schemaRef);
      if (!fn) {
        fn = (coerce ? paramAjv : bodyAjv).compile({ $ref: schemaRef });
        cache.set(schemaRef, fn);
      }
      return fn(value) ? null : toFieldErrors('', fn.errors ?? [], overrides, componentOf(doc, schemaRef));
    },
  };
}
