import fs from 'node:fs';
import { serve } from '@hono/node-server';
import { resetMailsSettled } from './auth/passwordReset.ts';
import { boot } from './boot.ts';
import { ensureClientBuild } from './clientBuild.ts';
import { loadConfig } from './config.ts';
import { scheduleMaintenance } from './db/maintenanceSchedule.ts';
import { DEMO_PASSWORD, DEMO_TENANTS, demoEmail } from './db/seed/demoTenants.ts';
import { startLoopTrace } from './diag/loopTrace.ts';
import { createFairGate, DEFAULT_GATE, type FairGateOptions } from './http/fairGate.ts';
import { gatedFetch } from './http/gatedFetch.ts';
import { keepConnectionsAlive } from './http/keepAlive.ts';
import { createSpa } from './http/spa.ts';
import { consoleLogger, createConsoleLogger } from './log.ts';
import { drainAndStop } from './shutdown.ts';
import { backupSchedule, startBackupSchedule } from './backup/schedule.ts';
import { startAdminChannel, type AdminChannel } from './cli/adminChannel.ts';
import { serverRunner } from './cli/session.ts';
import { listTenants } from './tenancy/state.ts';

// `npm start`: build the SPA if its sources changed, open and migrate the database, seed it on first start, serve
// /api and the SPA on one origin, and shut down gracefully on SIGINT/SIGTERM (shutdown.ts).

// Time since the process started: the modules' loading (static imports run before this line).
const started = performance.now();
// Each phase of the start, in ms since the process started; written to BOTTEGA_START_TRACE when set (bench:restart).
const phases: Record<string, number> = { modules: Math.round(started) };
const mark = (phase: string): void => {
  phases[phase] = Math.round(performance.now());
};

const config = loadConfig();
if (!config.ok) {
  consoleLogger.error(config.error.message);
  process.exit(1);
}
const cfg = config.value;
const log = createConsoleLogger(cfg.logLevel);

const client = process.env.SKIP_CLIENT_BUILD === '1' ? null : ensureClientBuild(cfg.clientDir, log);
if (client?._tag === 'Missing') log.warn(`The web app could not be built (${client.reason}); serving /api only.`);

const booted = await boot(cfg, log, mark);
if (!booted.ok) {
  log.error(booted.error.message);
  process.exit(1);
}
const { app, database, contract, seed, implemented, lifecycle, generation } = booted.value;

// The operator's commands (npm run tenant / backup) run here while this server holds the embedded database.
let adminChannel: AdminChannel | null = null;
if (database.kind === 'pglite') {
  adminChannel = await startAdminChannel(cfg.dataDir, serverRunner(cfg, database, generation), log).catch((e: unknown) => {
    log.warn(`admin channel not available (npm run tenant/backup will ask to stop the server): ${e instanceof Error ? e.message : String(e)}`);
    return null;
  });
}
let schedule: ReturnType<typeof backupSchedule>;
try {
  schedule = backupSchedule();
} catch (e) {
  log.error((e as Error).message);
  process.exit(1);
}
const stopBackups = schedule ? startBackupSchedule(schedule, { config: cfg, database }, log) : null;
const tenantCount = (await listTenants(database.db)).length;

// Test seam for the graceful-shutdown test (tests/server/operations.test.ts): a request that takes `ms` to answer.
// Only when TEST_SLOW_ROUTE=1; never set in production.
if (process.env.TEST_SLOW_ROUTE === '1') {
  app.get('/__test/slow', async (c) => {
    const ms = Math.min(Number(c.req.query('ms') ?? 1000) || 0, 10_000);
    await new Promise((resolve) => setTimeout(resolve, ms));
    return c.json({ slept: ms });
  });
}

const spa = createSpa(cfg.clientDir);
if (!spa.available) log.warn(`No web app bundle in ${cfg.clientDir}: only /api is served (run \`npm run build\`).`);
app.get('*', (c) => spa.serve(c.req.raw));
app.on('HEAD', '*', (c) => spa.serve(c.req.raw));

// Fair under overload (http/fairGate.ts): the application's work starts from later turns of the event loop, as
// many jobs per turn as keep a turn short, so that a new connection is accepted and read however busy the others
// keep the process. PostgreSQL's work waits on the network: as many at once as twice the pool.
const gateOptions: FairGateOptions = database.kind === 'pglite' ? DEFAULT_GATE : { ...DEFAULT_GATE, concurrency: Math.max(DEFAULT_GATE.concurrency, 2 * cfg.databasePoolSize) };
const gate = createFairGate(gateOptions);
// BOTTEGA_LOOP_TRACE=<file>: the benchmarks' diagnosis of the event loop (diag/loopTrace.ts); unset in production.
const trace = startLoopTrace(process.env.BOTTEGA_LOOP_TRACE, gate.load);
const server = serve({ fetch: gatedFetch(gate, app.fetch, trace), hostname: cfg.host, port: cfg.port });
keepConnectionsAlive(server);
// Node accepts one connection per turn of the loop: the gate gives the next turns to accepting (http/fairGate.ts).
server.on('connection', () => {
  gate.accepted();
  trace?.accepted();
});

server.on('error', async (e: NodeJS.ErrnoException) => {
  log.error(e.code === 'EADDRINUSE' ? `Port ${cfg.port} on ${cfg.host} is already in use: set PORT to another one.` : `Server error: ${e.message}`);
  await database.close();
  process.exit(1);
});

// Housekeeping of the embedded database (db/maintenanceSchedule.ts): VACUUM and checkpoints, none before listening.
scheduleMaintenance(server, database, (what, e) => {
  if (!stopping) log.warn(`database ${what} failed: ${e instanceof Error ? e.message : String(e)}`);
});

server.on('listening', () => {
  mark('listening');
  if (process.env.BOTTEGA_START_TRACE) fs.appendFileSync(process.env.BOTTEGA_START_TRACE, JSON.stringify(phases) + '\n');
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const base = cfg.baseDomain;
  const lines = [
    '',
    `Bottega is running: http://${cfg.defaultTenant}.${base}:${cfg.port}   (started in ${seconds} s)`,
    `  database: ${database.kind === 'pglite' ? `PGlite in ${cfg.dataDir}` : 'PostgreSQL (DATABASE_URL)'}${seed._tag === 'Seeded' ? ', demo data seeded' : ''}`,
    `  contract: ${implemented} of ${contract.routes.operations.length} operations implemented`,
  ];
  if (cfg.seedDemo) {
    lines.push('  tenants and demo logins (password ' + DEMO_PASSWORD + '):');
    for (const t of DEMO_TENANTS) {
      lines.push(`    ${t.name.padEnd(32)} http://${t.slug}.${base}:${cfg.port}   ${(['admin', 'sub_admin', 'supervisor', 'operator'] as const).map((r) => demoEmail(r, t.slug)).join(', ')}`);
    }
  }
  if (tenantCount === 0) {
    lines.push(
      '  no tenant yet: create the first one (the server may keep running), then open the printed join link:',
      '    npm run tenant -- create --slug rossi --name "Rossi Imballaggi S.r.l." --admin-email titolare@rossi.example',
    );
  }
  if (schedule) lines.push(`  backups: every ${schedule.everyHours} h into ${schedule.dir}, the last ${schedule.keep} kept`);
  log.info(lines.join('\n') + '\n');
});

let stopping = false;
function shutdown(signal: string): void {
  if (stopping) return;
  stopping = true;
  log.info(`${signal}: no new connections; finishing the requests in flight (at most ${cfg.shutdownGraceMs / 1000} s)…`);
  lifecycle.draining = true;
  const closeDatabase = async (): Promise<void> => {
    // Reset mails are written after their answer (auth/passwordReset.ts): give them a moment before the database goes.
    await Promise.race([resetMailsSettled(), new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
    stopBackups?.();
    await adminChannel?.close();
    await database.close();
  };
  void drainAndStop(server, { graceMs: cfg.shutdownGraceMs, closeDatabase }).then((outcome) => {
    if (outcome.cut > 0) log.warn(`${outcome.cut} connection(s) still busy after the grace period were closed.`);
    log.info('Stopped.');
    process.exit(0);
  });
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
