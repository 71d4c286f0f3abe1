import { describe, expect, it } from 'vitest';
import { decodeListPlace, encodeListPlace, type ListPlace } from '../../../src/ui/components/listAddress.ts';
import { statusCustomerQuery, type StatusCustomerFilters } from '../../../src/domain/statusCustomerQuery.ts';
import { hasStatusCustomerFilter, statusCustomerAddress } from '../../../src/ui/components/statusCustomerFilters.ts';

const STATUSES = ['draft', 'sent'] as const;

describe('search, status and customer filters of a record list', () => {
  it('restores them from the address, dropping a status the list does not know', () => {
    const address = statusCustomerAddress(STATUSES);
    expect(decodeListPlace('search=rossi&status=sent&customerId=7&customerName=Rossi%20Srl', address, {}).filters).toEqual({
      search: 'rossi',
      status: 'sent',
      customerId: '7',
      customerName: 'Rossi Srl',
    });
    expect(decodeListPlace('status=archived', address, {}).filters.status).toBeNull();
  });

  it('keeps a list’s extra filters as text in the address', () => {
    type Status = (typeof STATUSES)[number];
    const address = statusCustomerAddress<Status, { from?: string | null }>(STATUSES, ['from']);
    const place: ListPlace<StatusCustomerFilters<Status> & { from?: string | null }> = { page: 2, sort: null, filters: { status: 'draft', from: '2026-11-01' } };
    const search = encodeListPlace(place, address);
    expect(search).toBe('page=2&status=draft&from=2026-11-01');
    expect(decodeListPlace(search, address, {}).filters.from).toBe('2026-11-01');
  });

  it('sends the customer as a number and never its name; empty filters are left out', () => {
    expect(statusCustomerQuery({ search: 'x', status: 'sent', customerId: '12', customerName: 'Rossi' })).toEqual({ search: 'x', status: 'sent', customerId: 12 });
    expect(statusCustomerQuery({ search: '', status: null, customerId: null })).toEqual({});
  });

  it('tells whether anything narrows the list (a remembered name alone does not)', () => {
    expect(hasStatusCustomerFilter({})).toBe(false);
    expect(hasStatusCustomerFilter({ customerName: 'Rossi' })).toBe(false);
    expect(hasStatusCustomerFilter({ status: 'sent' })).toBe(true);
    expect(hasStatusCustomerFilter({ search: '', from: '2026-11-01' })).toBe(true);
  });
});
