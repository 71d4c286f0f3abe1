import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnPath } from '../../../src/ui/app/returnPath.ts';

describe('return after login', () => {
  it('goes back to a same-origin path only', () => {
    expect(safeReturnPath('/settings/appearance')).toBe('/settings/appearance');
    expect(safeReturnPath('//evil.example/x')).toBe('/dashboard');
    expect(safeReturnPath('https://evil.example')).toBe('/dashboard');
    expect(safeReturnPath('/login?next=/x')).toBe('/dashboard');
    expect(safeReturnPath(null)).toBe('/dashboard');
  });

  it('remembers where the user wanted to go, except home', () => {
    expect(loginPathFor('/settings/general')).toBe('/login?next=%2Fsettings%2Fgeneral');
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('/dashboard')).toBe('/login');
  });
});
