import { describe, expect, it } from 'vitest';
import { after, afterOrEqual, before } from '../../../src/domain/validation/dateOrder.ts';
import { contextFor } from './context.ts';

const none = contextFor('date');

describe('after / after_or_equal / before', () => {
  it('compares date-times as wall-clock values', () => {
    expect(after('2024-03-31 02:00:00')('2024-03-31 02:00:01', none)).toBeNull();
    expect(after('2024-03-31 02:00:00')('2024-03-31 02:00:00', none)).toEqual({ rule: 'after', params: { date: '2024-03-31 02:00:00' } });
    expect(afterOrEqual('2024-03-31 02:00:00')('2024-03-31 02:00:00', none)).toBeNull();
    expect(afterOrEqual('2024-03-31 02:00:00')('2024-03-31 01:59:59', none)).toEqual({ rule: 'after_or_equal', params: { date: '2024-03-31 02:00:00' } });
    expect(before('2024-03-31 02:00:00')('2024-03-31 01:59:59', none)).toBeNull();
    expect(before('2024-03-31 02:00:00')('2024-03-31 02:00:00', none)).toEqual({ rule: 'before', params: { date: '2024-03-31 02:00:00' } });
  });

  it('compares across days, months and the leap day, not as text of different shapes', () => {
    expect(after('2024-02-28')('2024-02-29', none)).toBeNull();
    expect(before('2024-03-01')('2024-02-29 23:59:59', none)).toBeNull();
    expect(after('2024-01-01')('2024-01-01 00:00:01', none)).toBeNull();
    expect(after('2024-01-01 00:00:00')('2024-01-01', none)).not.toBeNull();
    expect(after('2024-01-01 09:00:00')('2024-01-01 10:00', none)).toBeNull();
  });

  it('reports an invalid date with its own failure', () => {
    expect(after('2024-01-01')('2023-02-29', none)).toEqual({ rule: 'date' });
    expect(before('2024-01-01')('tomorrow', none)).toEqual({ rule: 'date' });
    expect(before('2024-01-01')(20240101, none)).toEqual({ rule: 'date' });
  });

  it('compares with another field of the form', () => {
    const endAfterStart = after({ field: 'start' });
    expect(endAfterStart('2024-05-10 10:00:00', contextFor('end', { start: '2024-05-10 09:00:00' }))).toBeNull();
    expect(endAfterStart('2024-05-10 08:00:00', contextFor('end', { start: '2024-05-10 09:00:00' }))).toEqual({
      rule: 'after',
      params: { date: '2024-05-10 09:00:00' },
    });
  });

  it('passes when there is nothing to compare', () => {
    expect(after({ field: 'start' })('2024-05-10 10:00:00', contextFor('end', { start: '' }))).toBeNull();
    expect(after({ field: 'start' })('2024-05-10 10:00:00', contextFor('end', { start: 'garbage' }))).toBeNull();
    expect(after('2024-01-01')('', none)).toBeNull();
  });
});
