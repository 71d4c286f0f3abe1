import type { ModuleSeeder } from './context.ts';
import { seedDirectoryModule } from './directory.ts';
import { seedCatalogModule } from './catalog.ts';
import { seedWorkModule } from './work.ts';

/**
 * Module seeders, run in this order for each demo tenant. To add one: write server/src/db/seed/<module>.ts
 * exporting `export const seedX: ModuleSeeder = { name: 'x', async seed(db, tenant) { ... } };` and list it here
 * (after the modules it refers to).
 */
export const moduleSeeders: readonly ModuleSeeder[] = [
  // First: later seeders (works, tasks, events…) pick customers and companies from it.
  seedDirectoryModule,
  // After the directory: quotes go to its customers.
  seedCatalogModule,
  // After the directory: works and tasks name its customers, company calendars its companies.
  seedWorkModule,
];
