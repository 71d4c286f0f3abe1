import { describe, expect, it } from 'vitest';
import { sheetColumns } from '../../server/src/tenancy/export.ts';

// The tenant export's workbooks are for people and travel further than its data files: a live invitation link in
// the "invitations" sheet let whoever received the workbook join the company as the invited person.

const table = (name: string, columns: readonly string[]) => ({ name, columns, hasId: true, references: [] });

describe('tenant export workbooks', () => {
  it('leave out invitation links and every hash, keep what people read', () => {
    expect(sheetColumns(table('invitations', ['id', 'tenant_id', 'token', 'email', 'name', 'expires_at']))).toEqual(['id', 'email', 'name', 'expires_at']);
    expect(sheetColumns(table('users', ['id', 'tenant_id', 'name', 'email', 'password_hash', 'name_search']))).toEqual(['id', 'name', 'email']);
    expect(sheetColumns(table('calendar_feeds', ['id', 'user_id', 'token_hash', 'created_at']))).toEqual(['id', 'user_id', 'created_at']);
  });
});
