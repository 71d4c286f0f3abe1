import path from 'node:path';
import { writeBackup } from '../backup/create.ts';
import { option, parseArgs } from './args.ts';
import type { CommandContext, ExitCode } from './context.ts';

// `npm run backup -- --out FILE`: run by the server itself on PGlite while it runs (cli/adminChannel.ts).

export async function runBackupCommand(ctx: CommandContext, argv: readonly string[]): Promise<ExitCode> {
  const file = option(parseArgs(argv), 'out');
  if (!file) {
    ctx.out.error('Usage: npm run backup -- --out FILE.tar');
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
