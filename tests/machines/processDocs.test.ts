import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROCESS_DOCS_DIR, processDocs } from '../../src/machines/introspection/processDocs.ts';
import { MACHINE_REGISTRY } from '../../src/machines/registry.ts';
import en from '../../locales/en/processes.json';

// docs/processes is generated (npm run gen:processes): a machine changed without regenerating fails here.
const expected = processDocs(MACHINE_REGISTRY, en);

describe('docs/processes', () => {
  it.each([...expected.keys()])('%s is up to date (run npm run gen:processes)', (file) => {
    const path = join(PROCESS_DOCS_DIR, file);
    expect(existsSync(path), `${path} is missing`).toBe(true);
    expect(readFileSync(path, 'utf8')).toBe(expected.get(file));
  });

  it('has no document of a machine that is no longer registered', () => {
    const files = readdirSync(PROCESS_DOCS_DIR).filter((file) => file.endsWith('.md') && file !== 'README.md');
    expect(files.filter((file) => !expected.has(file))).toEqual([]);
  });
});
