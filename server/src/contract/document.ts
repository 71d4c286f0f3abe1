import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type * as Yaml from 'yaml';
import os from 'node:os';
import path from 'node:path';
import { errResult, okResult, type Result } from '../result.ts';

// The contract as loaded: plain JSON values. We narrow with small guards instead of trusting a static shape,
// because the document is edited by hand in parallel and a typo must become a clear error, not a crash.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export type OpenApiDocument = JsonObject & { paths: JsonObject; components: JsonObject };

export type ContractError = { readonly _tag: 'ContractError'; readonly message: string };

export const isObject = (v: Json | undefined): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The YAML parsed, through a JSON copy kept in the temporary folder under the text's hash: parsing the contract's
 * YAML was a quarter of a restart's time (5 s of 20 on the shared machine; JSON.parse of the same: 70 ms), paid
 * again by every start, a crashed server's included (issue 36.6). A copy that cannot be read or written is no loss.
 */
function parseCached(text: string): Json {
  const copy = path.join(os.tmpdir(), `bottega-contract-${createHash('sha256').update(text).digest('hex').slice(0, 20)}.json`);
  try {
    return JSON.parse(fs.readFileSync(copy, 'utf8')) as Json;
  } catch {
    // No copy yet (or a damaged one): parse and keep one.
  }
  // The YAML parser only when the JSON copy is missing or stale (a changed contract): not on every start.
  const { parse } = createRequire(import.meta.url)('yaml') as typeof Yaml;
  const doc = parse(text) as Json;
  try {
    const partial = `${copy}.${process.pid}.tmp`;
    fs.writeFileSync(partial, JSON.stringify(doc));
    // Whole or not at all: another process may be reading it.
    fs.renameSync(partial, copy);
  } catch {
    // A read-only temporary folder: parse every time, as before.
  }
  return doc;
}

export function loadContract(file: string): Result<OpenApiDocument, ContractError> {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    return errResult({ _tag: 'ContractError', message: `Cannot read the contract ${file}: ${(e as Error).message}` });
  }
  let doc: Json;
  try {
    doc = parseCached(text);
  } catch (e) {
    return errResult({ _tag: 'ContractError', message: `The contract ${file} is not valid YAML: ${(e as Error).message}` });
  }
  if (!isObject(doc) || !isObject(doc.paths)) {
    return errResult({ _tag: 'ContractError', message: `The contract ${file} has no paths object.` });
  }
  const components = isObject(doc.components) ? doc.components : {};
  return okResult({ ...doc, paths: doc.paths, components });
}

/** Escapes one JSON-pointer token and makes it safe inside a URI fragment (Ajv decodes both). */
export const pointerToken = (token: string): string =>
  encodeURIComponent(token.replace(/~/g, '~0').replace(/\//g, '~1'));

/** Follows a local `#/...` reference inside the document. */
export function resolveLocalRef(doc: OpenApiDocument, ref: string): Json | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let node: Json | undefined = doc;
  for (const raw of ref.slice(2).split('/')) {
    const token = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(node)) return undefined;
    node = node[token];
  }
  return node;
}
