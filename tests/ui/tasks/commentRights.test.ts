import { describe, expect, it } from 'vitest';
import { mayChangeComment } from '../../../src/ui/tasks/commentRights.ts';

describe('who changes a task comment', () => {
  const luca = { author: { id: 3 } };
  it('its author and the administrators; a colleague, even a supervisor, does not (the server answers 403)', () => {
    expect(mayChangeComment({ id: 3, role: 'supervisor' }, luca)).toBe(true);
    expect(mayChangeComment({ id: 4, role: 'operator' }, luca)).toBe(false);
    expect(mayChangeComment({ id: 5, role: 'supervisor' }, luca)).toBe(false);
    expect(mayChangeComment({ id: 1, role: 'admin' }, luca)).toBe(true);
    expect(mayChangeComment({ id: 2, role: 'sub_admin' }, luca)).toBe(true);
  });
  it('nobody but an administrator changes a comment whose author was deleted', () => {
    expect(mayChangeComment({ id: 4, role: 'operator' }, { author: null })).toBe(false);
    expect(mayChangeComment({ id: 1, role: 'admin' }, { author: null })).toBe(true);
  });
});
