import { loadConfig } from '../config.ts';
import { consoleOutput, runTool } from './session.ts';

// `npm run import -- --tenant SLUG --kind KIND FILE …` (cli/importCommand.ts) with the environment of `npm start` (DATA_DIR, DATABASE_URL…).

const config = loadConfig();
if (!config.ok) {
  consoleOutput.error(config.error.message);
  process.exit(2);
}
process.exitCode = await runTool(config.value, { tool: 'import', argv: process.argv.slice(2) }, consoleOutput);
