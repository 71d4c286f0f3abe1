import type { components } from '../../../../src/api/schema.gen.ts';
import { imports, type StoredRejection } from '../schema/imports.ts';
import type { ModuleSeeder, SeedTenant } from './context.ts';
import { minutesAfter, seedSteps } from './workflowSteps.ts';

// The import history (Settings → Import) of a company that already brought its data in: each demo tenant its own
// files and outcomes, so the three differ (a done one, a failed all-or-nothing with its reasons, an undone one).

type DemoImport = {
  readonly kind: components['schemas']['ImportKind'];
  readonly fileName: string;
  readonly status: 'done' | 'failed' | 'undone';
  readonly mode: 'all-or-nothing' | 'skip-bad-rows';
  readonly headers: string[];
  readonly counts: { created: number; updated: number; unchanged: number; rejected: number };
  readonly rejected: StoredRejection[];
  readonly daysAgo: number;
};

const PROFILE_HEADERS = ['Ragione sociale', 'P.IVA', 'E-mail', 'CAP', 'Provincia'];

const DEMO: Readonly<Record<string, readonly DemoImport[]>> = {
  acme: [
    { kind: 'customers', fileName: 'clienti-gestionale-2025.xlsx', status: 'done', mode: 'skip-bad-rows', headers: PROFILE_HEADERS, counts: { created: 38, updated: 4, unchanged: 0, rejected: 1 }, daysAgo: 40,
      rejected: [{ row: 17, cells: ['Mobili Sala Srl', '0123456789', 'info@mobilisala.it', '2005', 'MB'], errors: [{ column: 'P.IVA', value: '0123456789', key: 'imports.reasons.vatNumber' }, { column: 'CAP', value: '2005', key: 'imports.reasons.postalCode' }] }] },
    { kind: 'articles', fileName: 'listino-articoli.csv', status: 'done', mode: 'all-or-nothing', headers: ['Codice', 'Descrizione', 'UM', 'Prezzo', 'IVA'], counts: { created: 120, updated: 0, unchanged: 0, rejected: 0 }, rejected: [], daysAgo: 38 },
  ],
  borgo: [
    { kind: 'suppliers', fileName: 'fornitori-cantina.xlsx', status: 'failed', mode: 'all-or-nothing', headers: PROFILE_HEADERS, counts: { created: 11, updated: 0, unchanged: 0, rejected: 2 }, daysAgo: 21,
      rejected: [
        { row: 4, cells: ['Vetreria del Po', 'IT0245', 'vendite@vetreriadelpo.it', '46100', 'MN'], errors: [{ column: 'P.IVA', value: 'IT0245', key: 'imports.reasons.vatNumber' }] },
        { row: 9, cells: ['Tappi Sughero Sas', '', 'ordini@tappisughero.it', '07029', 'XX'], errors: [{ column: 'Provincia', value: 'XX', key: 'imports.reasons.province' }] },
      ] },
  ],
  cantiere: [
    { kind: 'allowances', fileName: 'monte-ore-2026.csv', status: 'undone', mode: 'all-or-nothing', headers: ['E-mail', 'Anno', 'Tipo', 'Ore'], counts: { created: 8, updated: 0, unchanged: 0, rejected: 0 }, rejected: [], daysAgo: 9 },
  ],
};

/** A wall-clock `YYYY-MM-DD HH:mm:ss` some days before another. */
const daysBefore = (now: string, days: number): string => new Date(Date.parse(`${now.replace(' ', 'T')}Z`) - days * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');

export const seedImportsModule: ModuleSeeder = {
  name: 'imports',
  async seed(db, tenant: SeedTenant) {
    const demo = DEMO[tenant.slug] ?? [];
    if (demo.length === 0) return;
    const stored = await db
      .insert(imports)
      .values(
        demo.map((d) => {
          const at = daysBefore(tenant.now, d.daysAgo);
          const rows = d.counts.created + d.counts.updated + d.counts.unchanged + d.counts.rejected;
          return {
            tenantId: tenant.id,
            kind: d.kind,
            fileName: d.fileName,
            fileFormat: d.fileName.endsWith('.csv') ? 'csv' : 'xlsx',
            file: null,
            status: d.status,
            mode: d.mode,
            headers: d.headers,
            sampleRows: [],
            mapping: {},
            rowCount: rows,
            counts: d.counts,
            errorCount: d.rejected.reduce((n, r) => n + r.errors.length, 0),
            rejected: d.rejected,
            progressDone: rows,
            createdBy: tenant.users.admin,
            createdAt: at,
            finishedAt: at,
            undoneAt: d.status === 'undone' ? daysBefore(tenant.now, d.daysAgo - 1) : null,
          };
        }),
      )
      .returning({ id: imports.id });
    // Each demo import's moves as the service records them: uploaded, checked, run, its end (and its undo).
    for (const [i, d] of demo.entries()) {
      const row = stored[i];
      if (!row) continue;
      const at = daysBefore(tenant.now, d.daysAgo);
      const by = tenant.users.admin;
      await seedSteps(db, tenant.id, 'dataImport', row.id, [
        { status: 'uploaded', userId: by, at: minutesAfter(at, -12) },
        { status: 'checked', userId: by, at: minutesAfter(at, -8) },
        { status: 'importing', userId: by, at: minutesAfter(at, -5) },
        { status: d.status === 'undone' ? 'done' : d.status, userId: by, at },
        ...(d.status === 'undone' ? [{ status: 'undone', userId: by, at: daysBefore(tenant.now, d.daysAgo - 1) }] : []),
      ]);
    }
  },
};
