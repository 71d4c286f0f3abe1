import { describe, expect, it } from 'vitest';
import { withFullStop } from '../../../src/ui/directory/fullStop.ts';

describe('a merge summary ending with a company name', () => {
  it('takes one full stop, not a second after an abbreviation', () => {
    expect(withFullStop('Rossi S.r.l. sarà unita a Bianchi S.r.l.')).toBe('Rossi S.r.l. sarà unita a Bianchi S.r.l.');
    expect(withFullStop('Rossi will be merged into Bianchi')).toBe('Rossi will be merged into Bianchi.');
    expect(withFullStop('Rossi sarà unita a Bianchi & C. ')).toBe('Rossi sarà unita a Bianchi & C.');
  });
});
