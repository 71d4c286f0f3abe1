import { describe, expect, it } from 'vitest';
import itMessages from '../../../locales/it/messages.json' with { type: 'json' };
import enMessages from '../../../locales/en/messages.json' with { type: 'json' };
import { loadContract } from '../../../server/src/contract/document.ts';
import { hasMessage } from '../../../server/src/i18n/render.ts';
import { requestFieldNames } from '../contract/requestFields.ts';

// The catalogue is complete in both languages: every key of one is in the other (plural forms aside, which
// differ per language only in number, not here), and every field a request of the contract can carry has the
// label people read in a 422 ("Il campo E-mail…"), so no refusal falls back to a raw snake_case name.

type Tree = { readonly [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
}

describe('the shared message catalogue', () => {
  it('has the same keys in Italian and English', () => {
    const it_ = new Set(keys(itMessages));
    const en = new Set(keys(enMessages));
    expect([...it_].filter((k) => !en.has(k))).toEqual([]);
    expect([...en].filter((k) => !it_.has(k))).toEqual([]);
  });

  it('has no empty text and no double full stop', () => {
    for (const tree of [itMessages, enMessages] as const) {
      for (const key of keys(tree)) {
        const text = key.split('.').reduce<Tree | string>((node, k) => (typeof node === 'string' ? node : (node[k] ?? '')), tree);
        expect(typeof text === 'string' && text.trim() !== '', key).toBe(true);
        expect(String(text), key).not.toMatch(/\.\.(?!\.)|[^.]\.\.$/);
      }
    }
  });

  it('labels every request field of the contract in both languages', () => {
    const doc = loadContract('openapi/api.yaml');
    if (!doc.ok) throw new Error(doc.error.message);
    const missing: string[] = [];
    for (const [name, operations] of requestFieldNames(doc.value)) {
      for (const language of ['it', 'en'] as const) {
        if (!hasMessage(`fields.${name}`, language)) missing.push(`${language}: fields.${name} (${operations.slice(0, 3).join(', ')})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
