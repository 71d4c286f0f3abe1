import type { OpenArchive } from '../backup/archiveOutput.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/open.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PermissionEntry } from '../permissions/catalogue.ts';

// What a command of `npm run tenant` / `npm run backup` runs against: the instance's database, opened by the
// command itself or, on PGlite while the server holds the data folder, the server's own (cli/adminChannel.ts).

export type CommandOutput = {
  /** One fact for the operator (stdout). */
  line(text: string): void;
  /** What went wrong (stderr). */
  error(text: string): void;
};

export type CommandContext = {
  readonly config: Config;
  readonly database: Database;
  readonly mailer: Mailer;
  readonly catalogue: readonly PermissionEntry[];
  readonly out: CommandOutput;
  /** Where archives are written (backup, tenant export): a file unless a test injects a failing disk. */
  readonly openArchive?: OpenArchive;
};

/** Exit status of a command: 0 done, 1 refused or failed, 2 the command line itself was wrong. */
export type ExitCode = 0 | 1 | 2;
