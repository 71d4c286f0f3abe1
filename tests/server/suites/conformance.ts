import { describe, expect, it } from 'vitest';
import { isObject, resolveLocalRef, type Json } from '../../../server/src/contract/document.ts';
import type { Operation } from '../../../server/src/contract/operation.ts';
import type { TestServer } from '../harness.ts';
import { documentedStatuses } from '../contract/documented.ts';
import { sectionKeeper } from '../sectionLogin.ts';

// Walks every operation of the contract as the tenant admin. An operation without a handler must answer exactly
// 501 { message: 'Not implemented.', operation_id }; an implemented one, whatever it decides about our placeholder
// request, must never answer 5xx, nor a status the operation does not document.

const ORDER: Record<string, number> = { get: 0, post: 1, put: 2, patch: 3, delete: 4 };

function sampleValue(server: TestServer, schemaRef: string | null): string {
  if (!schemaRef) return 'sample';
  const pointer = decodeURIComponent(schemaRef.replace(/^openapi#/, '#'));
  let schema: Json | undefined = resolveLocalRef(server.contract.doc, pointer);
  for (let i = 0; i < 5 && isObject(schema) && typeof schema.$ref === 'string'; i++) schema = resolveLocalRef(server.contract.doc, schema.$ref);
  if (!isObject(schema)) return 'sample';
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return String(schema.enum[0]);
  if (schema.type === 'integer' || schema.type === 'number') return '1';
  return 'abcdefghijklmnopqrstuvwx';
}

function requestFor(server: TestServer, op: Operation): { path: string; init: { body?: RequestInit['body']; headers: Record<string, string> } } {
  let path = op.path;
  for (const p of op.params.filter((x) => x.in === 'path')) path = path.replace(`{${p.name}}`, encodeURIComponent(sampleValue(server, p.schemaRef)));
  const headers: Record<string, string> = {};
  if (!op.body) return { path, init: { headers } };
  const types = [...op.body.contentTypes.keys()];
  if (types.includes('application/json')) return { path, init: { body: '{}', headers: { 'content-type': 'application/json' } } };
  if (types.includes('multipart/form-data')) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([1, 2, 3])], { type: 'text/plain' }), 'prova.txt');
    return { path, init: { body: form, headers } };
  }
  const type = types[0] ?? 'application/octet-stream';
  return { path, init: { body: new Uint8Array([1, 2, 3]), headers: { 'content-type': type } } };
}

export function conformanceSuite(server: () => TestServer): void {
  describe('contract conformance', () => {
    it('declares operationId and x-permission (or x-public) on every operation', () => {
      expect(server().contract.routes.problems).toEqual([]);
    });

    it('answers every operation: 501 exactly when unimplemented, never 5xx otherwise', async () => {
      const s = server();
      const token = await s.token('acme', 'admin@acme.test');
      const ops = [...s.contract.routes.operations].sort((a, b) => (ORDER[a.method] ?? 9) - (ORDER[b.method] ?? 9));
      let implemented = 0;
      const problems: string[] = [];
      // Past the section guard (x-section), so the walk reaches the handlers of protected operations too.
      const keepOpen = sectionKeeper(s, 'acme', token);
      for (const op of ops) {
        await keepOpen(op);
        const { path, init } = requestFor(s, op);
        const res = await s.app.request(`http://acme.localhost/api${path}`, {
          method: op.method.toUpperCase(),
          body: init.body,
          headers: { authorization: `Bearer ${token}`, ...init.headers },
        });
        const text = await res.text();
        if (res.status === 501) {
          let body: unknown = null;
          try {
            body = JSON.parse(text);
          } catch {
            // reported below
          }
          const expected = { message: 'Not implemented.', operation_id: op.operationId };
          if (JSON.stringify(body) !== JSON.stringify(expected)) problems.push(`${op.operationId}: 501 with body ${text}`);
        } else {
          implemented++;
          if (res.status >= 500) problems.push(`${op.operationId} (${op.method.toUpperCase()} ${path}): ${res.status} ${text.slice(0, 200)}`);
          else if (!documentedStatuses(s.contract.doc, op).has(res.status)) problems.push(`${op.operationId} (${op.method.toUpperCase()} ${path}): ${res.status}, which the contract does not document`);
        }
      }
      console.log(`implemented ${implemented} of ${ops.length} operations`);
      expect(problems).toEqual([]);
    }, 300_000);
  });
}
