import { describe, expect, it } from 'vitest';
import { changeQueue } from '../../../src/ui/calendar/changeQueue.ts';

/** A change that ends when the test says so. */
const pending = () => {
  let finish: (ok: boolean) => void = () => undefined;
  const done = new Promise<void>((resolve, reject) => {
    finish = (ok) => (ok ? resolve() : reject(new Error('refused')));
  });
  return { done, finish };
};

describe('the calendar view runs its changes one after the other', () => {
  it('starts a change asked for while another is saving once that one has ended, instead of dropping it', async () => {
    const enqueue = changeQueue();
    const order: string[] = [];
    const first = pending();
    const one = enqueue(async () => {
      order.push('first starts');
      await first.done;
      order.push('first ends');
    });
    const two = enqueue(async () => {
      order.push('second starts');
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual(['first starts']);
    first.finish(true);
    await Promise.all([one, two]);
    expect(order).toEqual(['first starts', 'first ends', 'second starts']);
  });

  it('goes on after a change that failed, and tells that change its failure', async () => {
    const enqueue = changeQueue();
    const first = pending();
    const one = enqueue(() => first.done);
    let ran = false;
    const two = enqueue(async () => {
      ran = true;
    });
    first.finish(false);
    await expect(one).rejects.toThrow('refused');
    await two;
    expect(ran).toBe(true);
  });
});
