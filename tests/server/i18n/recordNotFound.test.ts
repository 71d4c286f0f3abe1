import { describe, expect, it } from 'vitest';
import { loadApiContract } from '../../../server/src/contract/contract.ts';
import { notFound } from '../../../server/src/http/failure.ts';
import { failureBody } from '../../../server/src/http/failure.ts';
import { recordOf, withRecordNamed } from '../../../server/src/http/recordNotFound.ts';
import { message } from '../../../server/src/i18n/message.ts';
import { hasMessage } from '../../../server/src/i18n/render.ts';

// A 404 names its record (http/recordNotFound.ts): every operation whose path names a record has that record's
// sentence in both languages; a handler's own message stays. refusalLanguage.test.ts checks the answers themselves.

const contract = loadApiContract('openapi/api.yaml');
if (!contract.ok) throw new Error(contract.error.message);
const operations = contract.value.routes.operations;
const byId = (id: string) => {
  const op = operations.find((o) => o.operationId === id);
  if (!op) throw new Error(id);
  return op;
};

describe('a 404 names its record', () => {
  it('knows the record of every operation with a path parameter, worded in Italian and English', () => {
    const missing: string[] = [];
    for (const op of operations.filter((o) => o.path.includes('{'))) {
      const record = recordOf(op.path);
      if (record === null) missing.push(`${op.operationId} ${op.path}: no record`);
      else for (const language of ['it', 'en'] as const) if (!hasMessage(`notFound.${record}`, language)) missing.push(`${language}: notFound.${record}`);
    }
    expect(missing).toEqual([]);
  });

  it('names the record the last path parameter names, with the Italian agreement of its noun', () => {
    const words = (id: string, language: 'it' | 'en') => failureBody(withRecordNamed(notFound(), byId(id)), language).message;
    expect(words('getVacation', 'it')).toBe('Richiesta di ferie non trovata.');
    expect(words('getVacation', 'en')).toBe('Leave request not found.');
    expect(words('getQuote', 'it')).toBe('Preventivo non trovato.');
    expect(recordOf('/tasks/{id}/comments')).toBe('task');
    expect(recordOf('/tasks/{id}/comments/{commentId}')).toBe('comment');
    expect(recordOf('/price-lists/{id}/articles/{articleId}')).toBe('priceListArticle');
    expect(recordOf('/exports/price-lists/{id}/articles')).toBe('priceList');
    // A department is a fixed choice (422 when wrong): a 404 there is the sample's.
    expect(recordOf('/samples/{id}/departments/{deptId}/update-status')).toBe('sample');
    // Without a path parameter: the collection's record (a create reading back its row), or a person asked for by user_id.
    expect(recordOf('/quotes')).toBe('quote');
    expect(recordOf('/users/related-users')).toBe('user');
    expect(recordOf('/tenants/current')).toBeNull();
  });

  it("keeps a handler's own message and any other failure", () => {
    const own = notFound(message('settings.notFound'));
    expect(withRecordNamed(own, byId('getVacation'))).toBe(own);
    const text = notFound('Gone');
    expect(withRecordNamed(text, byId('getVacation'))).toBe(text);
  });
});
