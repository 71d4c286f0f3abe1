import path from 'node:path';
import { restoreBackup } from '../backup/restore.ts';
import { loadConfig } from '../config.ts';
import { flag, parseArgs } from './args.ts';
import { consoleOutput, operatorCwd } from './session.ts';

// `npm run restore -- FILE [--force]` into the configured DATA_DIR or DATABASE_URL, with the server stopped.

const config = loadConfig();
if (!config.ok) {
  consoleOutput.error(config.error.message);
  process.exit(2);
}
const args = parseArgs(process.argv.slice(2));
const [file] = args.positional;
if (!file) {
  consoleOutput.error('Usage: npm run restore -- FILE [--force]');
  process.exit(2);
}
const done = await restoreBackup(config.value, path.resolve(operatorCwd(), file), { force: flag(args, 'force') });
if (!done.ok) {
  consoleOutput.error(done.error.message);
  process.exit(1);
}
consoleOutput.line(`Restored the backup of ${done.value.createdAt} (${done.value.engine}, ${done.value.files} uploaded files) into ${config.value.databaseUrl ? 'DATABASE_URL' : config.value.dataDir}.`);
if (done.value.keptAside) consoleOutput.line(`What was there before is kept in ${done.value.keptAside} (remove it when you are satisfied).`);
consoleOutput.line('Start the server with npm start.');
