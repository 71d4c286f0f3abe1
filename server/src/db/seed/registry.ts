import type { ModuleSeeder } from './context.ts';
import { seedDirectoryModule } from './directory.ts';
import { seedCompanyIdentityModule } from './companyIdentity.ts';
import { seedCatalogModule } from './catalog.ts';
import { seedWorkModule } from './work.ts';
import { seedPeopleModule } from './people.ts';
import { seedSalesModule } from './sales.ts';
import { seedNotificationsModule } from './notifications.ts';
import { seedMailModule } from './mail.ts';
import { seedImportsModule } from './imports.ts';

/**
 * Module seeders, run in this order for each demo tenant. To add one: write server/src/db/seed/<module>.ts
 * exporting `export const seedX: ModuleSeeder = { name: 'x', async seed(db, tenant) { ... } };` and list it here
 * (after the modules it refers to).
 */
export const moduleSeeders: readonly ModuleSeeder[] = [
  // First: later seeders (works, tasks, events…) pick customers and companies from it.
  seedDirectoryModule,
  // After the directory: each tenant's identity (letterhead, mail footer) is its own company record.
  seedCompanyIdentityModule,
  // After the directory: quotes go to its customers.
  seedCatalogModule,
  // After the directory: works and tasks name its customers, company calendars its companies.
  seedWorkModule,
  // After the work seed: vacation events go into the users' primary calendars, documents name customers.
  seedPeopleModule,
  // After the catalogue: proposals, samples and the newsletter name the directory's customers.
  seedSalesModule,
  // Last: notifications point at the records above.
  seedNotificationsModule,
  // The mail log (Settings → Sent mail): invitations of the demo colleagues, a reset, a refused mail.
  seedMailModule,
  // The import history: past imports of each demo company (issue 34).
  seedImportsModule,
];
