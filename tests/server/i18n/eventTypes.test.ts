import { describe, expect, it } from 'vitest';
import { typeDescription } from '../../../server/src/modules/events/types.ts';

// The kinds of events and leave as the server words them (type_description, leave titles, the feed): the spec's
// Italian words (§3), one label per kind in each language, so that no two kinds read the same in a list or a filter.
const KINDS = ['smart_working', 'not_paid_time_off', 'paid_time_off', 'vacations_and_permissions', 'wedding', 'marriage_license', 'funeral', 'medical_exam', 'military_service', 'leave_of_absence', 'others', 'pregnancy', 'illness', 'mission', 'permission', 'relocation', 'vacation', 'ex_holiday', 'other'];

describe('event and leave kinds', () => {
  it("keep the spec's Italian words", () => {
    expect(typeDescription('medical_exam', 'it')).toBe('Visite Mediche');
    expect(typeDescription('marriage_license', 'it')).toBe('Licenza Matrimoniale');
    expect(typeDescription('vacations_and_permissions', 'it')).toBe('Ferie e permessi');
  });

  it('have one label per kind in each language, no two alike', () => {
    for (const language of ['it', 'en'] as const) {
      const labels = KINDS.map((kind) => typeDescription(kind, language));
      expect(labels.every((label) => typeof label === 'string' && label !== ''), language).toBe(true);
      expect(new Set(labels).size, language).toBe(KINDS.length);
    }
  });
});
