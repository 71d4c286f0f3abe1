import { describe, expect, it } from 'vitest';
import { requiredIf } from '../../../src/domain/validation/requiredIf.ts';
import { contextFor } from './context.ts';

describe('requiredIf', () => {
  const rule = requiredIf('type', 'company');

  it('requires the field when the other field has the value', () => {
    expect(rule('', contextFor('vat', { type: 'company' }))).toEqual({ rule: 'required_if', params: { other: 'type', value: 'company' } });
    expect(rule('IT123', contextFor('vat', { type: 'company' }))).toBeNull();
  });

  it('does not require it otherwise', () => {
    expect(rule('', contextFor('vat', { type: 'person' }))).toBeNull();
    expect(rule(undefined, contextFor('vat', {}))).toBeNull();
  });

  it('matches form text against numbers and booleans', () => {
    expect(requiredIf('kind', 1)(null, contextFor('x', { kind: '1' }))).not.toBeNull();
    expect(requiredIf('allDay', false)(null, contextFor('x', { allDay: false }))).not.toBeNull();
  });

  it('accepts a list of triggering values', () => {
    const oneOf = requiredIf('type', ['customer', 'lead']);
    expect(oneOf([], contextFor('x', { type: 'lead' }))).toEqual({ rule: 'required_if', params: { other: 'type', value: 'lead' } });
    expect(oneOf([], contextFor('x', { type: 'supplier' }))).toBeNull();
  });
});
