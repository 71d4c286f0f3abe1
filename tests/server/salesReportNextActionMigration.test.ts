import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { migrationsFolder } from '../../server/src/db/open.ts';
import { rowsOf } from '../../server/src/db/rows.ts';
import { describeOnBothEngines, migrationScratch, type MigrationEngine } from './support/migrationEngines.ts';

// Migration 0024 on a database that already holds sales reports: a next action stored at midnight (the form's empty
// time) becomes a day without a time; one with a time keeps it; none stays none. On both engines.

const { migrationsBefore } = migrationScratch('bottega-next-action-day-');

function migrationSuite(open: () => Promise<MigrationEngine>): void {
  it('turns the midnights already stored into days and keeps the times', async () => {
    const engine = await open();
    const { db } = engine;
    try {
      await engine.migrate(migrationsBefore('0024_sales_report_next_action_day'));
      const [tenant] = rowsOf(await db.execute(sql`insert into tenants (slug, name) values ('vecchio', 'Vecchio') returning id`));
      const tenantId = Number(tenant?.id);
      const [profile] = rowsOf(await db.execute(sql`insert into profiles (tenant_id, type, business_name) values (${tenantId}, 'customer', 'Rossi') returning id`));
      const profileId = Number(profile?.id);
      await db.execute(sql`insert into sales_reports (tenant_id, date, profile_id, contact_type, summary, next_action_at) values
        (${tenantId}, '2026-03-02', ${profileId}, 'call', 'Giorno', '2026-03-09 00:00:00'),
        (${tenantId}, '2026-03-02', ${profileId}, 'call', 'Ora', '2026-03-09 10:30:00'),
        (${tenantId}, '2026-03-02', ${profileId}, 'call', 'Nessuna', null)`);
      await engine.migrate(migrationsFolder);
      const rows = rowsOf(await db.execute(sql`select summary, next_action_at::text as at, next_action_timed as timed from sales_reports where tenant_id = ${tenantId} order by summary`));
      expect(rows).toEqual([
        { summary: 'Giorno', at: '2026-03-09 00:00:00', timed: false },
        { summary: 'Nessuna', at: null, timed: true },
        { summary: 'Ora', at: '2026-03-09 10:30:00', timed: true },
      ]);
    } finally {
      await engine.close();
    }
  }, 120_000);
}

describeOnBothEngines('bottega_next_action_day_migration', migrationSuite);
