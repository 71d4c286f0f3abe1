import { describe, expect, it } from 'vitest';
import commonEn from '../../locales/en/common.json';
import commonIt from '../../locales/it/common.json';
import { USER_ROLES } from '../../src/domain/constants/userRoles.ts';
import {
  isTrackable,
  recipientStatusLabelKey,
  RECIPIENT_STATUSES,
  roleLabelKey,
  taskStatusLabelKey,
  TASK_STATUSES,
  USER_STATUSES,
  userStatusLabelKey,
  VACATION_STATUSES,
  vacationStatusLabelKey,
  WORK_STATUSES,
  workStatusLabelKey,
} from '../../src/domain/statuses.ts';

const lookup = (bundle: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), bundle);

describe('statuses', () => {
  it('gives each built-in role its own words in both languages', () => {
    expect(lookup(commonIt, roleLabelKey('admin'))).toBe('Amministratore');
    expect(lookup(commonIt, roleLabelKey('sub_admin'))).toBe('Sotto-amministratore');
    expect(lookup(commonEn, roleLabelKey('sub_admin'))).toBe('Sub-administrator');
    const italian = USER_ROLES.map((role) => lookup(commonIt, roleLabelKey(role)));
    expect(new Set(italian).size).toBe(USER_ROLES.length);
  });

  it('refuses to track completed tasks only', () => {
    expect(TASK_STATUSES.filter(isTrackable)).toEqual(['started', 'paused']);
  });

  it('has a label in both languages for every status and role', () => {
    const keys = [
      ...USER_ROLES.map(roleLabelKey),
      ...TASK_STATUSES.map(taskStatusLabelKey),
      ...WORK_STATUSES.map(workStatusLabelKey),
      ...VACATION_STATUSES.map(vacationStatusLabelKey),
      ...USER_STATUSES.map(userStatusLabelKey),
      ...RECIPIENT_STATUSES.map(recipientStatusLabelKey),
    ];
    for (const key of keys) {
      expect(typeof lookup(commonIt, key), key).toBe('string');
      expect(typeof lookup(commonEn, key), key).toBe('string');
    }
  });
});

describe('event and leave types', () => {
  it('has one label per type in each language, so pickers and legends show no twins', () => {
    for (const bundle of [commonIt, commonEn]) {
      const labels = Object.values(bundle.eventTypes);
      expect(new Set(labels).size, JSON.stringify(labels)).toBe(labels.length);
    }
  });
});
