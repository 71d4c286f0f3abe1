// Adds the error answers every operation can give to openapi/api.yaml, as references to shared responses
// (issue 21 §8), keeping the file's formatting: an operation with a body can answer 400 (unreadable body), 413 (too
// large), 415 (wrong content type) and 422 (invalid); one with parameters 422; one with path parameters 404.
// Idempotent: run it after adding operations (`node scripts/contract-error-responses.mjs`), then `npm run gen:api`.
// tests/contract/errorResponses.test.ts fails while an operation lacks one of them.
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';

const FILE = 'openapi/api.yaml';
const REFS = {
  400: 'BadRequest',
  404: 'NotFound',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  422: 'Invalid',
};

/** The error statuses an operation can answer because of its shape (tests/contract/errorResponses.test.ts says the same). */
export function requiredErrorStatuses(pathItem, operation) {
  const params = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])];
  const codes = new Set();
  if (operation.requestBody) for (const c of [400, 413, 415, 422]) codes.add(c);
  if (params.length > 0) codes.add(422);
  if (/\{[^}]+\}/.test(pathItem.__path)) codes.add(404);
  return [...codes].sort();
}

function run() {
  const text = readFileSync(FILE, 'utf8');
  const doc = parse(text);
  const lines = text.split('\n');
  const inserts = []; // [lineIndex, text]
  let currentPath = null;
  let added = 0;
  for (let i = 0; i < lines.length; i++) {
    const pathMatch = /^ {2}(\/[^:]*):\s*$/.exec(lines[i]);
    if (pathMatch) {
      currentPath = pathMatch[1];
      continue;
    }
    if (/^\S/.test(lines[i])) currentPath = null;
    const methodMatch = /^ {4}(get|post|put|patch|delete):\s*$/.exec(lines[i]);
    if (!currentPath || !methodMatch) continue;
    const pathItem = { ...doc.paths[currentPath], __path: currentPath };
    const operation = doc.paths[currentPath][methodMatch[1]];
    // The operation's lines: up to the next line indented 4 or less.
    let end = i + 1;
    while (end < lines.length && (lines[end].trim() === '' || /^ {5}/.test(lines[end]))) end++;
    const start = lines.slice(i + 1, end).findIndex((l) => /^ {6}responses:\s*$/.test(l));
    if (start < 0) throw new Error(`${methodMatch[1]} ${currentPath}: no block-style responses`);
    const responsesAt = i + 1 + start;
    let blockEnd = responsesAt + 1;
    while (blockEnd < end && (lines[blockEnd].trim() === '' || /^ {7}/.test(lines[blockEnd]))) blockEnd++;
    while (blockEnd > responsesAt + 1 && lines[blockEnd - 1].trim() === '') blockEnd--;
    const entries = [];
    for (let j = responsesAt + 1; j < blockEnd; j++) {
      const m = /^ {8}'?(\d{3}|default)'?:/.exec(lines[j]);
      if (m) entries.push({ code: m[1] === 'default' ? 999 : Number(m[1]), line: j });
    }
    const present = new Set(Object.keys(operation.responses ?? {}).map(Number));
    for (const code of requiredErrorStatuses(pathItem, operation)) {
      if (present.has(code)) continue;
      const after = entries.find((e) => e.code > code);
      inserts.push([after ? after.line : blockEnd, `        '${code}': { $ref: '#/components/responses/${REFS[code]}' }`, code]);
      added++;
    }
  }
  // Bottom up, so earlier indexes stay right; codes at one place in ascending order.
  inserts.sort((a, b) => b[0] - a[0] || b[2] - a[2]);
  for (const [at, line] of inserts) lines.splice(at, 0, line);
  writeFileSync(FILE, lines.join('\n'));
  console.log(`${FILE}: ${added} error responses added`);
}

if (import.meta.url === `file://${process.argv[1]}`) run();
