import type { ImportStatus } from '../../machines/dataImport/dataImport.types.ts';

/**
 * Whether an import's counts are what it wrote ("2 created") or what its dry run found it would write ("2 to
 * create"): only an import that ran to its end wrote them (done, or done and later undone). A checked, refused,
 * cancelled or still running import wrote nothing of them yet.
 */
export const countsTense = (status: ImportStatus): 'written' | 'planned' => (status === 'done' || status === 'undone' ? 'written' : 'planned');
