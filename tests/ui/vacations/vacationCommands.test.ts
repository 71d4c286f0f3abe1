import { Effect, Exit } from 'effect';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../src/api/client.ts';
import { runVacationListCommand } from '../../../src/ui/vacations/vacationCommands.ts';

// The list's bulk decision: one status call per selected request, one after the other; the first failure stops it.

type Put = { params: { path: { id: number } }; body: { status: string } };

const clientAnswering = (failOn: number | null) => {
  const order: number[] = [];
  const PUT = vi.fn(async (_path: string, init: Put) => {
    order.push(init.params.path.id);
    if (init.params.path.id === failOn) return { error: { message: 'Forbidden.' }, response: new Response(null, { status: 403 }) };
    // Already camelized and unwrapped, as the client's middleware leaves it.
    return { data: { id: init.params.path.id, status: init.body.status }, response: new Response(null, { status: 200 }) };
  });
  return { client: { PUT } as unknown as ApiClient, PUT, order };
};

describe('vacation list commands', () => {
  it('decides every selected request in order and counts them', async () => {
    const { client, PUT, order } = clientAnswering(null);
    const result = await Effect.runPromise(runVacationListCommand(client)({ kind: 'decide', ids: [4, 2, 9], status: 'accepted' }));
    expect(result).toEqual({ kind: 'decided', count: 3 });
    expect(order).toEqual([4, 2, 9]);
    expect(PUT).toHaveBeenCalledWith('/vacations/{id}/status', expect.objectContaining({ body: { status: 'accepted' } }));
  });

  it('stops at the first refusal, leaving the rest undecided', async () => {
    const { client, order } = clientAnswering(2);
    const exit = await Effect.runPromiseExit(runVacationListCommand(client)({ kind: 'decide', ids: [4, 2, 9], status: 'rejected' }));
    expect(Exit.isFailure(exit)).toBe(true);
    expect(order).toEqual([4, 2]);
  });
});
