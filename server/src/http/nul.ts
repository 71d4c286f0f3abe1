import type { FieldErrors } from '../contract/fieldErrors.ts';
import { fieldParam, message } from '../i18n/message.ts';

// PostgreSQL text cannot hold the NUL character: a "\u0000" in any string of a request reached the database and
// failed there (500). Requests carrying one are refused like any invalid field (422), before any handler runs.

const MAX_DEPTH = 64;

function find(value: unknown, path: string, depth: number): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null || value instanceof Uint8Array) return null;
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value);
  for (const [key, v] of entries) {
    const at = path === '' ? key : `${path}.${key}`;
    if (key.includes('\u0000')) return at;
    const hit = find(v, at, depth + 1);
    if (hit !== null) return hit;
  }
  return null;
}

/** A 422 entry for the first string (or member name) holding a NUL character; null when there is none. */
export function nulErrors(value: unknown, emptyPath = 'body'): FieldErrors | null {
  const at = find(value, '', 0);
  if (at === null) return null;
  const field = at === '' ? emptyPath : at;
  return { [field]: [message('validation.nul', { field: fieldParam(field) })] };
}
