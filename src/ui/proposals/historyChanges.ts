import type { ProposalRevision } from '../../api/proposals.ts';

type Change = ProposalRevision['changes'][number];

export type RowChange =
  | { readonly kind: 'added'; readonly row: number; readonly description: string | null }
  | { readonly kind: 'removed'; readonly row: number; readonly description: string | null }
  | { readonly kind: 'changed'; readonly row: number; readonly fields: readonly Change[] };

export type RevisionChanges = { readonly fields: readonly Change[]; readonly rows: readonly RowChange[] };

const ROW_PATH = /^rows\.(\d+)\.(.+)$/;

/**
 * A revision's field-level changes as a reader wants them: header fields one by one, rows as added, removed or
 * changed (a row whose every field appears or disappears was added or removed).
 */
export const groupChanges = (changes: readonly Change[]): RevisionChanges => {
  const fields: Change[] = [];
  const byRow = new Map<number, Change[]>();
  for (const change of changes) {
    const match = ROW_PATH.exec(change.field);
    if (!match) {
      fields.push(change);
      continue;
    }
    const row = Number(match[1]);
    byRow.set(row, [...(byRow.get(row) ?? []), { ...change, field: match[2] ?? change.field }]);
  }
  const rows = [...byRow.entries()]
    .sort(([a], [b]) => a - b)
    .map(([row, rowChanges]): RowChange => {
      const description = (side: 'oldValue' | 'newValue') => rowChanges.find((change) => change.field === 'description')?.[side] ?? null;
      if (rowChanges.every((change) => change.oldValue === null)) return { kind: 'added', row: row + 1, description: description('newValue') };
      if (rowChanges.every((change) => change.newValue === null)) return { kind: 'removed', row: row + 1, description: description('oldValue') };
      return { kind: 'changed', row: row + 1, fields: rowChanges };
    });
  return { fields, rows };
};
