import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { TestServer } from '../harness.ts';

// Checks answers against the contract's own component schemas: null when the value conforms, else Ajv's errors.

const compiled = new WeakMap<object, Ajv2020>();

export function schemaViolations(server: TestServer, schema: string, value: unknown): unknown {
  const doc = server.contract.doc as object;
  let ajv = compiled.get(doc);
  if (!ajv) {
    ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: true });
    (addFormats as unknown as (a: Ajv2020) => Ajv2020)(ajv);
    for (const f of ['binary', 'byte', 'password', 'int32', 'int64', 'float', 'double']) ajv.addFormat(f, true);
    ajv.addSchema(doc, 'openapi');
    compiled.set(doc, ajv);
  }
  const fn = ajv.getSchema(`openapi#/components/schemas/${schema}`) ?? ajv.compile({ $ref: `openapi#/components/schemas/${schema}` });
  return fn(value) ? null : fn.errors;
}
