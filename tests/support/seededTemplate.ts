import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { scratchRoot } from './scratchDir.ts';

// Where the migrated and seeded PGlite template lives (tests/server/harness.ts builds it), named by everything that
// changes what a fresh, seeded database contains. Kept free of server imports: the end-to-end config reads it too.

const ROOT = path.resolve(import.meta.dirname, '../..');
export const TEMPLATE_PREFIX = 'bottega-test-template-';
export const CONTRACT_PATH = path.join(ROOT, 'openapi/api.yaml');

function hashTree(hash: ReturnType<typeof createHash>, dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) hashTree(hash, p);
    else hash.update(entry.name).update(fs.readFileSync(p));
  }
}

/** Everything that changes what a fresh, seeded database contains: the schema, migrations and seed, and the contract. */
export function templateKey(contractPath: string = CONTRACT_PATH): string {
  const hash = createHash('sha256');
  hashTree(hash, path.join(ROOT, 'server/src/db'));
  hash.update(fs.readFileSync(contractPath));
  return hash.digest('hex').slice(0, 16);
}

/** The template's folder for this version (it may not exist yet). */
export const templateDir = (contractPath: string = CONTRACT_PATH): string => path.join(scratchRoot(), `${TEMPLATE_PREFIX}${templateKey(contractPath)}`);

/** The demo tenants' zone (server/src/db/seed/demoTenants.ts): the seed dates its records from today there. */
const SEED_ZONE = 'Europe/Rome';
const dayIn = (at: Date): string => new Intl.DateTimeFormat('en-CA', { timeZone: SEED_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/**
 * The template of this version when it is ready and was seeded today in the demo tenants' zone (the seed places its
 * records relative to its own day: "today's" events, due dates, leave), else null. The end-to-end server starts on a
 * copy of it instead of migrating and seeding its own (issue 36.7: ~25 s of one core at the start of the end-to-end
 * run, where the Vitest run has just built the same database).
 */
export function seededTemplateOfToday(now: Date = new Date()): string | null {
  const dir = templateDir();
  const ready = fs.statSync(path.join(dir, 'ready'), { throwIfNoEntry: false });
  if (ready === undefined || dayIn(ready.mtime) !== dayIn(now)) return null;
  return dir;
}

/** Copies a template's database (and the files its seed attached) into an empty data folder. */
export function copyTemplate(template: string, dataDir: string): void {
  fs.cpSync(path.join(template, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
  if (fs.existsSync(path.join(template, 'media'))) fs.cpSync(path.join(template, 'media'), path.join(dataDir, 'media'), { recursive: true });
}
