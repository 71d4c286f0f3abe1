import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ARTICLE_SORT_FIELDS } from '../../src/api/articles.ts';
import { ARTICLE_UNITS } from '../../src/domain/constants/articleUnits.ts';
import { PRICE_LIST_ARTICLE_SORT_FIELDS, PRICE_LIST_SORT_FIELDS } from '../../src/api/priceLists.ts';
import { QUOTE_SORT_FIELDS, QUOTE_STATUSES } from '../../src/api/quotes.ts';

// The catalogue screens' sortable columns, units and quote statuses are the contract's own lists.

type Parameter = { name?: string; in?: string; 'x-sort-fields'?: string[] };
const contract = parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../openapi/api.yaml'), 'utf8')) as {
  paths: Record<string, { get?: { parameters?: Parameter[] } }>;
  components: { schemas: Record<string, { enum?: string[] }> };
};
const sortFieldsOf = (p: string) => contract.paths[p]?.get?.parameters?.find((param) => param.name === 'sort' && param.in === 'query')?.['x-sort-fields'];

describe('catalogue lists and the contract', () => {
  it('sort fields are the contract whitelists', () => {
    expect([...ARTICLE_SORT_FIELDS]).toEqual(sortFieldsOf('/articles'));
    expect([...PRICE_LIST_SORT_FIELDS]).toEqual(sortFieldsOf('/price-lists'));
    expect([...PRICE_LIST_ARTICLE_SORT_FIELDS]).toEqual(sortFieldsOf('/price-lists/{id}/articles'));
    expect([...QUOTE_SORT_FIELDS]).toEqual(sortFieldsOf('/quotes'));
  });

  it('units (mm among them) and quote statuses are the contract enums', () => {
    expect([...ARTICLE_UNITS]).toEqual(contract.components.schemas['ArticleUnit']?.enum);
    expect(ARTICLE_UNITS).toContain('mm');
    expect([...QUOTE_STATUSES]).toEqual(contract.components.schemas['QuoteStatus']?.enum);
  });
});
