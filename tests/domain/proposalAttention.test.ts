import { describe, expect, it } from 'vitest';
import { attentionLine } from '../../src/domain/proposalAttention.ts';

describe('attentionLine', () => {
  it('names the attention addressees in their order, without the company line or blank names', () => {
    expect(attentionLine([{ role: 'company', name: 'Rossi Srl' }, { role: 'attention', name: 'Marta Rossi' }, { role: 'attention', name: '  ' }, { role: 'attention', name: 'Luca Bianchi' }])).toBe('Marta Rossi, Luca Bianchi');
    expect(attentionLine([{ role: 'company', name: 'Rossi Srl' }])).toBe('');
  });
});
