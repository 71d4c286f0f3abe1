import { describe, expect, it } from 'vitest';
import errorsEn from '../../../locales/en/errors.json';
import errorsIt from '../../../locales/it/errors.json';
import { ID_RESOURCES, missingIdMessage, requireId } from '../../../src/domain/guards/requireId.ts';

describe('requireId', () => {
  it('hands back a present id', () => {
    expect(requireId('task', 12)).toEqual({ ok: true, id: 12 });
    expect(requireId('article', '7')).toEqual({ ok: true, id: '7' });
    expect(requireId('article', 0)).toEqual({ ok: true, id: 0 });
  });

  it.each([[null], [undefined], [''], ['  '], [Number.NaN]])('reports %j as a tagged MissingId', (id) => {
    expect(requireId('task', id)).toEqual({ ok: false, error: { _tag: 'MissingId', resource: 'task' } });
  });

  it("maps each resource to the spec's own wording", () => {
    const english = (resource: (typeof ID_RESOURCES)[number]): unknown =>
      (errorsEn.missingId as Record<string, string>)[missingIdMessage({ _tag: 'MissingId', resource }).key.replace('missingId.', '')];
    expect(english('task')).toBe('No task id provided.');
    expect(english('article')).toBe('No article id provided');
    expect(english('salesReport')).toBe('No sales-report id provided.');
    expect(english('profileCategory')).toBe('No profileCategory id provided.');
    expect(english('event')).toBe('Event id is required to update an event');
  });

  it('has a message in both languages for every resource', () => {
    for (const resource of ID_RESOURCES) {
      const { ns, key } = missingIdMessage({ _tag: 'MissingId', resource });
      expect(ns).toBe('errors');
      const name = key.replace('missingId.', '');
      expect((errorsEn.missingId as Record<string, string>)[name], resource).toBeTypeOf('string');
      expect((errorsIt.missingId as Record<string, string>)[name], resource).toBeTypeOf('string');
    }
  });
});
