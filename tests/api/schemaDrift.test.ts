import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  CONTRACT_FILE,
  formatSchema,
  PERMISSIONS_FILE,
  permissionsModule,
  PRESERVE_CASE_FILE,
  preserveCaseModule,
  SCHEMA_FILE,
} from '../../scripts/format-schema.mjs';

// The generated files must be what `npm run gen:api` makes of the current contract: the same generator
// (openapi-typescript's Node API, which its CLI wraps) and the same formatting step, run in memory.
describe('generated API files match openapi/api.yaml', () => {
  const contractUrl = pathToFileURL(CONTRACT_FILE);

  it(`${SCHEMA_FILE} is up to date (run npm run gen:api)`, { timeout: 60_000 }, async () => {
    const generated = formatSchema(COMMENT_HEADER + astToString(await openapiTS(contractUrl, { silent: true })));
    expect(readFileSync(SCHEMA_FILE, 'utf8') === generated).toBe(true);
  });

  it(`${PRESERVE_CASE_FILE} and ${PERMISSIONS_FILE} are up to date (run npm run gen:api)`, () => {
    const doc: unknown = parse(readFileSync(CONTRACT_FILE, 'utf8'));
    expect(readFileSync(PRESERVE_CASE_FILE, 'utf8')).toBe(preserveCaseModule(doc));
    expect(readFileSync(PERMISSIONS_FILE, 'utf8')).toBe(permissionsModule(doc));
  });
});
