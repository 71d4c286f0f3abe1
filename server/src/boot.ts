import { createApp, type ApiApp, type Lifecycle } from './app.ts';
import { createWriteGeneration, type WriteGeneration } from './cache/writeGeneration.ts';
import type { Config } from './config.ts';
import { loadApiContract, type Contract } from './contract/contract.ts';
import { seedIfEmpty, type SeedReport } from './db/seed/run.ts';
import { openDatabase, type Database } from './db/open.ts';
import { buildHandlerTable } from './http/dispatch.ts';
import type { Logger } from './log.ts';
import { moduleHandlers } from './modules/registry.ts';
import { enableTrigram } from './modules/profiles/trigram.ts';
import { buildCatalogue } from './permissions/catalogue.ts';
import { errResult, okResult, type Result } from './result.ts';

export type Booted = {
  readonly app: ApiApp;
  readonly database: Database;
  readonly contract: Contract;
  readonly seed: SeedReport;
  readonly implemented: number;
  /** The app's write generation, for a second app on the same database (tests) to share. */
  readonly generation: WriteGeneration;
  /** Shutdown sets `draining`: /readyz then answers 503. */
  readonly lifecycle: Lifecycle;
};

export type BootError = { readonly _tag: 'BootError'; readonly message: string };

const bootError = (message: string): BootError => ({ _tag: 'BootError', message });

/**
 * Contract → handlers → database (open, migrate, first-start seed) → app. Shared by main.ts and the tests.
 * `mark`: told when each phase ends (main.ts times a start with it: issue 36.6).
 */
export async function boot(config: Config, log: Logger, mark: (phase: string) => void = () => undefined): Promise<Result<Booted, BootError>> {
  const contract = loadApiContract(config.contractPath);
  mark('contract');
  if (!contract.ok) return errResult(bootError(contract.error.message));
  for (const p of contract.value.routes.problems) log.warn(`contract: ${p}`);

  const handlers = buildHandlerTable(moduleHandlers);
  if (!handlers.ok) return errResult(bootError(`Two modules handle the operation ${handlers.error.operationId}.`));
  const known = new Set(contract.value.routes.operations.map((o) => o.operationId));
  for (const id of handlers.value.keys()) if (!known.has(id)) log.warn(`handler for ${id}, which the contract does not declare`);

  mark('handlers');
  const opened = await openDatabase(config, log);
  mark('database open');
  if (!opened.ok) return errResult(bootError(opened.error.message));
  const database = opened.value;
  try {
    await database.migrate();
    mark('migrations');
    // Optional: without pg_trgm the duplicate warning matches names by words (modules/profiles/duplicates.ts).
    if (!(await enableTrigram(database.db))) log.warn('pg_trgm is not available: duplicate names are matched by words');
    const seed = config.seedDemo ? await seedIfEmpty(database.db, buildCatalogue(contract.value.routes.operations), config) : ({ _tag: 'Skipped' } as const);
    // The first start's migrations and seed are thousands of writes: into the data files now, so that a crash
    // soon after does not replay them all (PGlite has no checkpointer, db/open.ts).
    if (seed._tag === 'Seeded') await database.checkpoint();
    mark('trigram, seed');
    const channel = database.writeChannel;
    const generation = channel ? createWriteGeneration((scope) => channel.announce(scope), () => channel.caughtUp()) : createWriteGeneration();
    await channel?.listen((scope) => generation.advanceForOtherWrite(scope));
    const lifecycle: Lifecycle = { draining: false };
    const app = createApp({ config, db: database.db, contract: contract.value, handlers: handlers.value, log, generation, lifecycle });
    mark('app');
    const implemented = [...handlers.value.keys()].filter((id) => known.has(id)).length;
    return okResult({ app, database, contract: contract.value, seed, implemented, generation, lifecycle });
  } catch (e) {
    await database.close();
    return errResult(bootError(`Database set-up failed: ${(e as Error).message}`));
  }
}
