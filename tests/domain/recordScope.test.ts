import { describe, expect, it } from 'vitest';
import { canActOn, reachesEveryone, type ScopeActor } from '../../src/domain/recordScope.ts';
import type { UserRole } from '../../src/domain/constants/userRoles.ts';

// The screens' copy of the server's record scope (server/src/permissions/recordScope.ts): the same six actors as
// tests/server/suites/recordScope.ts, on a record of user 10, led by user 20.

const actor = (id: number, role: UserRole | null, permissions: readonly string[] = [], team: readonly number[] = []): ScopeActor => ({
  id,
  role,
  permissions: new Set(permissions),
  team: new Set(team),
});

describe('canActOn', () => {
  const people = [10, null];
  it.each([
    ['operator on own record', actor(10, 'operator'), true],
    ["operator on another's record", actor(11, 'operator'), false],
    ["team leader on a member's record", actor(20, 'supervisor', [], [10]), true],
    ["team leader on an outsider's record", actor(21, 'supervisor', [], [11]), false],
    ['holder of the management key', actor(30, null, ['tasks.management']), true],
    ['administrator', actor(1, 'admin'), true],
    ['sub-administrator', actor(2, 'sub_admin'), true],
  ])('%s: %s', (_, who, expected) => {
    expect(canActOn(who, 'tasks.management', people)).toBe(expected);
  });

  it("takes another module's management key for nothing, and a record of nobody for no one's", () => {
    expect(canActOn(actor(30, null, ['works.management']), 'tasks.management', [10])).toBe(false);
    expect(canActOn(actor(10, 'operator'), 'tasks.management', [null, undefined])).toBe(false);
  });

  it('lets administrators and key holders give records to anyone', () => {
    expect(reachesEveryone(actor(1, 'admin'), 'vacations.management')).toBe(true);
    expect(reachesEveryone(actor(30, null, ['vacations.management']), 'vacations.management')).toBe(true);
    expect(reachesEveryone(actor(20, 'supervisor', [], [10]), 'vacations.management')).toBe(false);
  });
});
