import { describe, expect, it } from 'vitest';
import { confirmed } from '../../../src/domain/validation/confirmed.ts';
import { contextFor } from './context.ts';

describe('confirmed', () => {
  it('passes when <field>_confirmation equals the value', () => {
    expect(confirmed('Secret#1', contextFor('password', { password_confirmation: 'Secret#1' }))).toBeNull();
  });

  it('fails when it differs or is missing', () => {
    expect(confirmed('Secret#1', contextFor('password', { password_confirmation: 'Secret#2' }))).toEqual({ rule: 'confirmed' });
    expect(confirmed('Secret#1', contextFor('password', {}))).toEqual({ rule: 'confirmed' });
    expect(confirmed('', contextFor('password', { password_confirmation: 'x' }))).toEqual({ rule: 'confirmed' });
  });

  it('passes when both are empty, leaving presence to required', () => {
    expect(confirmed('', contextFor('password', { password_confirmation: undefined }))).toBeNull();
  });
});
