import { describe, expect, it } from 'vitest';
import { inputValueToWire, wireToInputValue } from '../../../src/ui/components/wireDateTime.ts';

describe('wire date-time conversion (text only, no UTC)', () => {
  it('keeps the wall-clock time of a daylight-saving day', () => {
    expect(wireToInputValue('2025-03-30 02:30:00', 'datetime')).toBe('2025-03-30T02:30');
    expect(inputValueToWire('2025-03-30T02:30', 'datetime')).toBe('2025-03-30 02:30:00');
    expect(inputValueToWire('2025-10-26T02:30:15', 'datetime')).toBe('2025-10-26 02:30:15');
  });
  it('converts dates and rejects garbage', () => {
    expect(wireToInputValue('2025-01-02 10:00:00', 'date')).toBe('2025-01-02');
    expect(inputValueToWire('2025-01-02', 'date')).toBe('2025-01-02');
    expect(inputValueToWire('', 'datetime')).toBeNull();
    expect(wireToInputValue(null, 'datetime')).toBe('');
  });
});
