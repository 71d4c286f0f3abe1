import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { loadApiContract } from '../contract/contract.ts';
import { openDatabase, type Database } from '../db/open.ts';
import { silentLogger } from '../log.ts';
import { createMailer } from '../mail/mailer.ts';
import { buildCatalogue, type PermissionEntry } from '../permissions/catalogue.ts';
import type { WriteGeneration } from '../cache/writeGeneration.ts';
import { askServer, socketPath, type ChannelRequest, type Runner } from './adminChannel.ts';
import { runBackupCommand } from './backupCommands.ts';
import type { CommandContext, CommandOutput, ExitCode } from './context.ts';
import { runTenantCommand } from './tenantCommands.ts';
import { absoluteImportArgv, runImportCommand } from './importCommand.ts';

// Where a command runs: on PostgreSQL the CLI opens the database itself (any number of processes may); on PGlite
// it asks the running server through its admin channel, or, when no server runs, opens the data folder itself
// (taking the same lock the server takes, so a server started meanwhile waits for the next start).

export function runRequest(ctx: CommandContext, request: ChannelRequest): Promise<ExitCode> {
  if (request.tool === 'import') return runImportCommand(ctx, request.argv);
  return request.tool === 'tenant' ? runTenantCommand(ctx, request.argv) : runBackupCommand(ctx, request.argv);
}

/**
 * The running server's side of the admin channel: each command, then the server's caches moved on (its sessions,
 * tenant directory and answers), since a command writes behind the request pipeline that otherwise tells them. A
 * tenant disabled, imported or restored shows at the next request, not when a cached session or answer expires.
 */
export const serverRunner =
  (config: Config, database: Database, generation: WriteGeneration): Runner =>
  async (request, out) => {
    try {
      return await runRequest(contextOn(config, database, out), request);
    } finally {
      generation.advanceForOtherWrite(null);
    }
  };

export function catalogueFor(config: Config): readonly PermissionEntry[] {
  const contract = loadApiContract(config.contractPath);
  if (!contract.ok) throw new Error(contract.error.message);
  return buildCatalogue(contract.value.routes.operations);
}

export function contextOn(config: Config, database: Database, out: CommandOutput): CommandContext {
  return { config, database, out, mailer: createMailer(config), catalogue: catalogueFor(config) };
}

/** Where the operator typed the command: npm runs scripts from the package's folder and says the first in INIT_CWD. */
export const operatorCwd = (): string => process.env.INIT_CWD || process.cwd();

/**
 * The command line with its file names made absolute from where the operator typed it: the server that runs it
 * over the admin channel has another working directory.
 */
export function withAbsolutePaths(request: ChannelRequest, cwd: string = operatorCwd()): ChannelRequest {
  if (request.tool === 'import') return { ...request, argv: absoluteImportArgv(request.argv, cwd) };
  const argv = request.argv.map((arg, i, all) => {
    const previous = all[i - 1];
    if (previous === '--out') return path.resolve(cwd, arg);
    if (arg.startsWith('--out=')) return `--out=${path.resolve(cwd, arg.slice('--out='.length))}`;
    // `tenant import FILE`: the file is the positional after the command.
    if (request.tool === 'tenant' && all[0] === 'import' && i === 1 && !arg.startsWith('--')) return path.resolve(cwd, arg);
    return arg;
  });
  return { ...request, argv };
}

export async function runTool(config: Config, typed: ChannelRequest, out: CommandOutput): Promise<ExitCode> {
  const request = withAbsolutePaths(typed);
  if (!config.databaseUrl && fs.existsSync(socketPath(config.dataDir))) {
    const answered = await askServer(config.dataDir, request, out);
    if (answered !== null) return answered;
  }
  const opened = await openDatabase(config, silentLogger);
  if (!opened.ok) {
    out.error(`${opened.error.message} (a running Bottega of this version answers commands itself; an older one must be stopped first).`);
    return 1;
  }
  const database = opened.value;
  try {
    // The same migrations the server applies at start: a command on a folder the server never opened works too.
    await database.migrate();
    // On PostgreSQL a server may run on the same database with its caches (tenants, settings, permissions,
    // sessions): the command joins the servers' write channel first (hello, and it hears who answers), and once
    // its writes are committed tells them something changed (NOTIFY), as the PGlite admin channel's runner does.
    const channel = database.writeChannel;
    await channel?.listen(() => undefined);
    try {
      return await runRequest(contextOn(config, database, out), request);
    } finally {
      await channel?.announceUnknown();
    }
  } finally {
    await database.close();
  }
}

export const consoleOutput: CommandOutput = {
  line: (text) => process.stdout.write(text + '\n'),
  error: (text) => process.stderr.write(text + '\n'),
};
