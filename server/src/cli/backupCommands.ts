import path from 'node:path';
import { writeBackup } from '../backup/create.ts';
import { option, parseArgs } from './args.ts';
import type { CommandContext, ExitCode } from './context.ts';

// `npm run backup -- --out FILE`: run by the server itself on PGlite while it runs (cli/adminChannel.ts).

/**
 * The archive is an uncompressed tar (the restore reads it as one). A name promising compression (`b.tar.gz`) was
 * written as a plain tar under that name, which misleads whoever copies it off the machine or opens it with
 * `tar -xzf`: such a name is refused, with the name to use instead.
 */
const COMPRESSED_NAME = /(\.tar)?\.(gz|tgz|bz2|xz|zst|zip)$/i;

/** `b.tar.gz`, `b.tgz`, `b.zip` → `b.tar`. */
export const plainTarName = (file: string): string => file.replace(COMPRESSED_NAME, '.tar');

export async function runBackupCommand(ctx: CommandContext, argv: readonly string[]): Promise<ExitCode> {
  const file = option(parseArgs(argv), 'out');
  if (!file) {
    ctx.out.error('Usage: npm run backup -- --out FILE.tar');
    return 2;
  }
  if (COMPRESSED_NAME.test(file)) {
    ctx.out.error(`A backup is an uncompressed .tar archive: name it ${plainTarName(file)} (compress the copy afterwards if you wish).`);
    return 2;
  }
  const started = Date.now();
  const done = await writeBackup({ config: ctx.config, database: ctx.database }, path.resolve(file), { scheduled: false, open: ctx.openArchive });
  if (!done.ok) {
    ctx.out.error(done.error.message);
    return 1;
  }
  ctx.out.line(`Backup written: ${done.value.file}`);
  ctx.out.line(`  ${done.value.entries} files, ${done.value.bytes} bytes, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return 0;
}
