import { describe, expect, it } from 'vitest';
import { revisionNote } from '../../server/src/db/seed/sales.ts';

// The demo proposal's revision note read "Prezzo rivisto dopo l'incontro del 2026-11-08." on an Italian page.
describe('the demo revision note', () => {
  it('writes its date as Italian readers do', () => {
    expect(revisionNote('2026-11-08')).toBe("Prezzo rivisto dopo l'incontro del 08/11/2026.");
  });
});
