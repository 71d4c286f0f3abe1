import { describe, expect, it } from 'vitest';
import errorsEn from '../../../locales/en/errors.json';
import errorsIt from '../../../locales/it/errors.json';
import { GUARD_MESSAGE_KEYS, guardMessage } from '../../../src/domain/guards/guardMessages.ts';

const lookup = (bundle: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), bundle);

describe('guard messages', () => {
  it('keeps the exact English wording of the spec', () => {
    const english = (failure: keyof typeof GUARD_MESSAGE_KEYS): unknown => lookup(errorsEn, guardMessage(failure).key);
    expect(english('newsletterListIdRequiredToCreateGroup')).toBe('List ID is required to create a group.');
    expect(english('newsletterListAndGroupIdRequiredToUpdateGroup')).toBe('List ID and Group ID are required to update a group.');
    expect(english('newsletterNotConfigured')).toBe('Newsletter module is not enabled, or credentials are not set.');
    expect(english('mediaNotFound')).toBe('No media to download');
    expect(english('noProfileSelected')).toBe('No profile selected');
    expect(english('noWorkSelected')).toBe('No work selected');
    expect(english('vacationHoursNotSet')).toBe('You must set vacation hours');
    expect(english('workingHoursNotSet')).toBe('You must set working hours');
    expect(english('vacationDataInvalid')).toBe('Given data are not valid');
    expect(english('completedTaskNotTrackable')).toBe('Cannot track a completed task.');
    expect(english('vacationEventNotResizable')).toBe('Events of vacation and permission type cannot be resized');
    expect(english('invalidCredentials')).toBe('The credentials were incorrect.');
  });

  it('has every key in both languages', () => {
    for (const key of Object.values(GUARD_MESSAGE_KEYS)) {
      expect(lookup(errorsEn, key), key).toBeTypeOf('string');
      expect(lookup(errorsIt, key), key).toBeTypeOf('string');
    }
  });
});
