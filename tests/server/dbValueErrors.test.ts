import { describe, expect, it } from 'vitest';
import { dbValueFailure, sqlStateOf } from '../../server/src/http/dbValueErrors.ts';
import { fitsNumeric } from '../../src/domain/decimal.ts';

// The pipeline's last line of defence: a value PostgreSQL cannot store is a 422, found through Drizzle's wrapper.

const wrapped = (code: string): Error => Object.assign(new Error('Failed query: insert …'), { cause: Object.assign(new Error('numeric field overflow'), { code }) });

describe('database value errors', () => {
  it('finds the SQLSTATE inside the wrapper', () => {
    expect(sqlStateOf(wrapped('22003'))).toBe('22003');
    expect(sqlStateOf(new Error('plain'))).toBeNull();
    expect(sqlStateOf({ code: 'EADDRINUSE' })).toBeNull();
  });

  it.each(['22003', '22007', '22008'])('answers %s with a 422 and a message under body', (code) => {
    const f = dbValueFailure(wrapped(code));
    // A catalogue message, worded for the reader when answered.
    expect(f).toMatchObject({ status: 422, errors: { body: [{ _tag: 'Message', key: expect.stringMatching(/^http\./) }] } });
  });

  it('leaves every other error a 500', () => {
    expect(dbValueFailure(wrapped('23505'))).toBeNull();
    expect(dbValueFailure(wrapped('42P01'))).toBeNull();
    expect(dbValueFailure(new TypeError('x'))).toBeNull();
  });
});

describe('fitsNumeric', () => {
  it('follows numeric(precision, scale) after rounding to the scale', () => {
    expect(fitsNumeric('99999999999999.99', 16, 2)).toBe(true);
    expect(fitsNumeric('-99999999999999.99', 16, 2)).toBe(true);
    expect(fitsNumeric('100000000000000.00', 16, 2)).toBe(false);
    expect(fitsNumeric('99999999999999.995', 16, 2)).toBe(false);
    expect(fitsNumeric('999.9999', 7, 4)).toBe(true);
    expect(fitsNumeric('1000', 7, 4)).toBe(false);
  });
});
