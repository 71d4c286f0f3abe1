import { describe, expect, it } from 'vitest';
import { createWriteGeneration, decodeScope, encodeScope, type WriteScope } from '../../server/src/cache/writeGeneration.ts';

const TASK_READ = ['tasks', 'works', 'users'];

describe('write stamps per tenant and record family', () => {
  it('moves the stamp of a read only for writes of its tenant and families', () => {
    const generation = createWriteGeneration();
    const acme = generation.stamp(1, TASK_READ);
    generation.advance({ tenantId: 2, family: 'tasks' }); // another tenant
    generation.advance({ tenantId: 1, family: 'preferences' }); // a family the read is not made of
    generation.advance({ tenantId: 1, family: 'auth' }); // a sign-in
    expect(generation.stamp(1, TASK_READ)).toBe(acme);
    generation.advance({ tenantId: 1, family: 'works' });
    expect(generation.stamp(1, TASK_READ)).toBeGreaterThan(acme);
  });

  it('tells the other processes the scope of each write, and moves on for theirs', () => {
    const announced: WriteScope[] = [];
    const generation = createWriteGeneration((scope) => announced.push(scope));
    generation.advance({ tenantId: 3, family: 'tasks' });
    expect(announced).toEqual([{ tenantId: 3, family: 'tasks' }]);
    const before = generation.stamp(3, TASK_READ);
    generation.advanceForOtherWrite({ tenantId: 3, family: 'users' });
    expect(generation.stamp(3, TASK_READ)).toBe(before + 1);
    expect(announced).toHaveLength(1);
  });

  it('settles announced() only once every announcement made so far has been sent, even a failed one', async () => {
    const sends: { scope: WriteScope; done: () => void; fail: () => void }[] = [];
    const generation = createWriteGeneration((scope) => new Promise<void>((done, fail) => sends.push({ scope, done, fail: () => fail(new Error('lost')) })));
    generation.advance({ tenantId: 1, family: 'tasks' });
    generation.advance({ tenantId: 1, family: 'works' });
    let settled = false;
    const waiting = generation.announced().then(() => (settled = true));
    sends[0]?.done();
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).toBe(false);
    sends[1]?.fail();
    await waiting;
    expect(settled).toBe(true);
    await generation.announced();
  });

  it('moves every stamp when a write of unknown scope may have been missed', () => {
    const generation = createWriteGeneration();
    const stamps = [generation.stamp(1, TASK_READ), generation.stamp(2, ['settings'])];
    generation.advanceForOtherWrite(null);
    expect([generation.stamp(1, TASK_READ), generation.stamp(2, ['settings'])]).toEqual(stamps.map((stamp) => stamp + 1));
  });

  it('ends a read of one record on writes of that record or of none named, not of another record', () => {
    const generation = createWriteGeneration();
    const task7 = { family: 'tasks', id: 7 };
    const one = () => generation.stamp(1, TASK_READ, task7);
    const list = () => generation.stamp(1, TASK_READ);
    const [readOne, readList] = [one(), list()];
    generation.advance({ tenantId: 1, family: 'tasks', record: 8 });
    expect(one()).toBe(readOne);
    expect(list()).toBeGreaterThan(readList);
    generation.advance({ tenantId: 1, family: 'tasks', record: 7 });
    expect(one()).toBe(readOne + 1);
    generation.advance({ tenantId: 1, family: 'tasks' }); // a task created, or a write nobody could name
    expect(one()).toBe(readOne + 2);
    generation.advance({ tenantId: 1, family: 'works', record: 7 }); // another family's record 7: the whole family
    expect(one()).toBe(readOne + 3);
    generation.advanceForOtherWrite({ tenantId: 1, family: 'tasks', record: 7 });
    expect(one()).toBe(readOne + 4);
  });

  it('carries a scope between processes as text, and reads nothing into garbage', () => {
    expect(decodeScope(encodeScope({ tenantId: 12, family: 'sales-reports' }))).toEqual({ tenantId: 12, family: 'sales-reports' });
    expect(decodeScope(encodeScope({ tenantId: 3, family: 'tasks', record: 41 }))).toEqual({ tenantId: 3, family: 'tasks', record: 41 });
    expect(decodeScope('nonsense')).toBeNull();
  });
});
