// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import admin from '../../../locales/en/admin.json';
import { PermissionEditor } from '../../../src/ui/admin/PermissionEditor.tsx';
import { groupPermissions, heldWhileOff } from '../../../src/ui/admin/permissionGroups.ts';

// The seeded supervisor holds users.viewAny and users.view without the Users module: the server checks each key by its
// name (spec §6), so they still apply (people pickers) while the Users screens stay closed. The editor used to show
// them ticked and greyed out, as if void and beyond reach; it shows them as they are, with what they still do.

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', ns: ['admin'], defaultNS: 'admin', resources: { en: { admin } }, interpolation: { escapeValue: false } });
});
afterEach(cleanup);

const groups = groupPermissions([
  { name: 'tasks', module: 'tasks', action: null },
  { name: 'tasks.viewAny', module: 'tasks', action: 'viewAny' },
  { name: 'users', module: 'users', action: null },
  { name: 'users.view', module: 'users', action: 'view' },
  { name: 'users.viewAny', module: 'users', action: 'viewAny' },
]);
const supervisor = ['tasks', 'tasks.viewAny', 'users.view', 'users.viewAny'];

describe('PermissionEditor: a permission held under a switched-off module', () => {
  it('is named as still applying, with the module off', () => {
    expect(heldWhileOff(new Set(supervisor), groups[1] ?? groups[0]!)).toEqual(['users.view', 'users.viewAny']);
    expect(heldWhileOff(new Set(supervisor), groups[0]!)).toEqual([]);
    expect(heldWhileOff(new Set(['users']), groups[1]!)).toEqual([]);
  });

  it('reads ticked and can be taken away, the card saying the screens are closed but the permission still applies', async () => {
    const onChange = vi.fn();
    render(<PermissionEditor groups={groups} granted={supervisor} allGranted={false} onChange={onChange} />);
    const users = screen.getByRole('group', { name: 'Users' });
    expect(within(users).getByRole('checkbox', { name: 'Module enabled' })).toHaveProperty('checked', false);
    const viewList = within(users).getByRole('checkbox', { name: 'View list' });
    expect(viewList).toHaveProperty('checked', true);
    expect(viewList).toHaveProperty('disabled', false);
    expect(users.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(users).getByText(/^Module off: the Users menu and screens stay closed for this role, but the permissions ticked below still apply/)).toBeTruthy();
    // A module switched on says nothing more.
    expect(screen.getByRole('group', { name: 'Tasks' }).getAttribute('aria-describedby')).toBeNull();
    await userEvent.click(viewList);
    expect(onChange).toHaveBeenLastCalledWith(['tasks', 'tasks.viewAny', 'users.view']);
  });

  it('says nothing for the admin role (every key held)', () => {
    render(<PermissionEditor groups={groups} granted={[]} allGranted onChange={() => undefined} />);
    expect(screen.queryByText(/^Module off/)).toBeNull();
  });
});
