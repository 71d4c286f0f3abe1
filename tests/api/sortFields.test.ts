import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { TASK_SORT_FIELDS } from '../../src/api/tasks.ts';
import { WORK_SORT_FIELDS } from '../../src/api/works.ts';

// The app's sortable columns name fields of the contract's whitelist (`x-sort-fields` of the list's `sort`), so a
// header never asks the server for an order it answers with a 422.

type Parameter = { name?: string; in?: string; 'x-sort-fields'?: string[] };
const contract = parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../openapi/api.yaml'), 'utf8')) as {
  paths: Record<string, { get?: { parameters?: Parameter[] } }>;
};
const sortFieldsOf = (p: string) => contract.paths[p]?.get?.parameters?.find((param) => param.name === 'sort' && param.in === 'query')?.['x-sort-fields'];

describe('sort fields of the app and the contract', () => {
  it('tasks and works are the contract whitelists', () => {
    expect([...TASK_SORT_FIELDS]).toEqual(sortFieldsOf('/tasks'));
    expect([...WORK_SORT_FIELDS]).toEqual(sortFieldsOf('/works'));
  });
});
