import { describe, expect, it } from 'vitest';
import { documentChanges } from '../../../src/ui/documents/DocumentEditDialog.tsx';

describe('document edit: the changes sent to PUT /documents/{id}', () => {
  it('trims texts, clears blank ones and sends the profile as a number (null unlinks it)', () => {
    expect(documentChanges({ title: ' Verbale ', category: '  ', description: ' Firmato ', profileId: '12' })).toEqual({
      title: 'Verbale',
      category: null,
      description: 'Firmato',
      profileId: 12,
    });
    expect(documentChanges({ title: 'Verbale', category: 'Contratti', description: '', profileId: null })).toMatchObject({ category: 'Contratti', description: null, profileId: null });
  });
});
