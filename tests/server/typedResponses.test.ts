import { describe, expect, it } from 'vitest';
import { binary, json, noContent, notFound, ok, paged, type HandlerMap } from '../../server/src/http/handler.ts';
import type { components } from '../../src/api/schema.gen.ts';

// Answers are typed from the contract: a handler map (`satisfies HandlerMap`) accepts only the bodies its
// operation documents. The checks are the type checker's (`npm run typecheck`, its server program): each
// `@ts-expect-error` below fails the build the day a wrong shape is accepted; the run only proves the file loads.

type Warehouse = components['schemas']['Warehouse'];
const warehouse: Warehouse = { id: 1, code: 'W1', name: 'Main', address: null, is_default: true, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };
const meta = { current_page: 1, per_page: 15, total: 1, last_page: 1, from: 1, to: 1 };

export const accepted = {
  getWarehouse: async () => ok(warehouse),
  listWarehouses: async () => paged([warehouse], meta),
  deleteWarehouse: async (ctx) => (ctx.params.id === 1 ? noContent() : notFound()),
  downloadProposalPdf: async () => binary(new Response('%PDF')),
} satisfies HandlerMap;

export const refused = {
  // @ts-expect-error -- a field of the wrong type (the contract's is_default is a boolean)
  getWarehouse: async () => ok({ ...warehouse, is_default: 'yes' }),
  // @ts-expect-error -- a field missing (code)
  updateWarehouse: async () => ok({ id: 1, name: 'Main', address: null, is_default: true, created_at: '', updated_at: '' }),
  // @ts-expect-error -- a list answered without its page meta
  listWarehouses: async () => ok([warehouse]),
  // @ts-expect-error -- a raw Response where the contract documents JSON
  createWarehouse: async () => new Response('{}'),
  // @ts-expect-error -- a body with no envelope where `{ data }` is documented
  getBrand: async () => json({ id: 1, name: 'Acme' }),
} satisfies HandlerMap;

describe('answers typed from the contract', () => {
  it('loads the handler maps the type checker judged (accepted ones compile, refused ones are marked)', () => {
    expect(Object.keys(accepted)).toHaveLength(4);
    expect(Object.keys(refused)).toHaveLength(5);
  });
});
