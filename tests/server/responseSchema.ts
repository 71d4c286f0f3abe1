import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { addCalendarFormats } from '../../server/src/contract/calendarFormats.ts';
import type { TestServer } from './harness.ts';

// Checks a response body against a schema of the contract (the request validator only covers requests).

const cache = new WeakMap<object, Ajv2020>();

function ajvFor(server: TestServer): Ajv2020 {
  const doc = server.contract.doc as object;
  let ajv = cache.get(doc);
  if (!ajv) {
    ajv = new Ajv2020({ allErrors: true, strict: false, discriminator: true, multipleOfPrecision: 9 });
    (addFormats as unknown as (a: Ajv2020) => Ajv2020)(ajv);
    // Answers carry the same calendar values as requests: real days and times only.
    addCalendarFormats(ajv);
    for (const f of ['binary', 'byte', 'password', 'int32', 'int64', 'float', 'double']) ajv.addFormat(f, true);
    ajv.addSchema(doc, 'openapi');
    cache.set(doc, ajv);
  }
  return ajv;
}

/** Validation errors of `body` against `#/components/schemas/<name>` (empty when it conforms). */
export function schemaErrors(server: TestServer, name: string, body: unknown): string[] {
  const ajv = ajvFor(server);
  const ref = `openapi#/components/schemas/${name}`;
  const fn: ValidateFunction = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
  return fn(body) ? [] : (fn.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
}

/** Same, for a paginated list whose items are `<name>`. */
export function pageErrors(server: TestServer, name: string, body: unknown): string[] {
  const page = body as { data?: unknown[]; meta?: unknown };
  return [
    ...schemaErrors(server, 'PaginationMeta', page.meta),
    ...(page.data ?? []).flatMap((item, i) => schemaErrors(server, name, item).map((e) => `/data/${i}${e}`)),
  ];
}
