// Writes docs/processes/<machine>.md for every machine in src/machines/registry.ts (English texts from
// locales/en/processes.json) and removes files of machines no longer registered. Run: npm run gen:processes
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROCESS_DOCS_DIR, processDocs } from '../src/machines/introspection/processDocs.ts';
import { MACHINE_REGISTRY } from '../src/machines/registry.ts';

const bundle: unknown = JSON.parse(readFileSync('locales/en/processes.json', 'utf8'));
const docs = processDocs(MACHINE_REGISTRY, bundle);
mkdirSync(PROCESS_DOCS_DIR, { recursive: true });
for (const file of readdirSync(PROCESS_DOCS_DIR)) {
  if (file.endsWith('.md') && file !== 'README.md' && !docs.has(file)) rmSync(join(PROCESS_DOCS_DIR, file));
}
for (const [file, content] of docs) writeFileSync(join(PROCESS_DOCS_DIR, file), content);
console.log(`${docs.size} process documents written to ${PROCESS_DOCS_DIR}`);
