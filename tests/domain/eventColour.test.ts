import { describe, expect, it } from 'vitest';
import { EVENT_TYPE_COLOURS } from '../../src/domain/constants/eventColours.ts';
import { eventColour } from '../../src/domain/eventColour.ts';

describe('eventColour', () => {
  it('greys out pending vacations whatever their type', () => {
    expect(eventColour({ type: 'mission', vacation: { status: 'pending' } })).toBe('#e6e6e6');
  });

  it('colours accepted and modified vacations by type', () => {
    expect(eventColour({ type: 'illness', vacation: { status: 'accepted' } })).toBe('#6a5acd');
    expect(eventColour({ type: 'paid_time_off', vacation: { status: 'modified' } })).toBe('#7fffd4');
  });

  it.each([
    ['vacations_and_permissions', '#008000'],
    ['mission', '#ff6347'],
    ['illness', '#6a5acd'],
    ['smart_working', '#b0c4de'],
    ['not_paid_time_off', '#ffc0cb'],
    ['paid_time_off', '#7fffd4'],
    ['other', '#0000ff'],
  ])('colours %s events %s', (type, colour) => {
    expect(eventColour({ type })).toBe(colour);
  });

  it('uses light khaki for the permission subtype', () => {
    expect(eventColour({ type: 'vacations_and_permissions', typeDescription: 'permission' })).toBe('#f0e68c');
    expect(eventColour({ type: 'permission' })).toBe('#f0e68c');
  });

  it('paints company calendar events orange', () => {
    expect(eventColour({ type: 'mission' }, { isCompanyCalendar: true })).toBe('#ffa500');
  });

  it("falls back to the calendar's colour, then to the colour of 'other'", () => {
    expect(eventColour({ type: 'wedding' }, { calendarColour: '#123456' })).toBe('#123456');
    expect(eventColour({ type: null })).toBe(EVENT_TYPE_COLOURS.other);
    expect(eventColour({ type: 'toString' })).toBe(EVENT_TYPE_COLOURS.other);
  });
});
