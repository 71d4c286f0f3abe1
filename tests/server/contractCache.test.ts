import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { loadContract } from '../../server/src/contract/document.ts';

// Issue 36.6: a restart reads the contract through a JSON copy of its parsed YAML (a quarter of the start-up time
// on the shared machine). The copy must never change what is loaded: the same document, and a damaged copy ignored.

const yaml = (title: string): string => `openapi: 3.1.0\ninfo: { title: '${title}', version: '1' }\npaths:\n  /ping:\n    get: { operationId: ping, responses: { '200': { description: ok } } }\n`;
const copyOf = (text: string): string => path.join(os.tmpdir(), `bottega-contract-${createHash('sha256').update(text).digest('hex').slice(0, 20)}.json`);

it('loads the same document through its parsed copy, and ignores a damaged copy', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bottega-contract-cache-'));
  const text = yaml(`cache ${process.pid} ${Date.now()}`);
  const file = path.join(dir, 'api.yaml');
  fs.writeFileSync(file, text);
  try {
    const first = loadContract(file);
    expect(first.ok).toBe(true);
    expect(fs.existsSync(copyOf(text))).toBe(true);
    const second = loadContract(file);
    expect(second).toEqual(first);
    fs.writeFileSync(copyOf(text), '{"paths": ');
    expect(loadContract(file)).toEqual(first);
    // A changed contract is another text, another copy: never the old document.
    fs.writeFileSync(file, yaml('changed'));
    const changed = loadContract(file);
    expect(changed.ok && changed.value.info).toEqual({ title: 'changed', version: '1' });
  } finally {
    fs.rmSync(copyOf(text), { force: true });
    fs.rmSync(copyOf(yaml('changed')), { force: true });
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
