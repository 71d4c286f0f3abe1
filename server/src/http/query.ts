import type { ParamSpec } from '../contract/operation.ts';

/**
 * Query values as an object: repeated keys and `key[]` collect into arrays; a parameter the contract declares as
 * an array is always an array (validation coerces its items). Keys the operation does not declare are left out:
 * no handler reads them, so they are neither validated nor refused (an operation without parameters cannot answer
 * 422 for its query string, as the contract says).
 */
export function readQuery(url: URL, params: readonly ParamSpec[]): Record<string, unknown> {
  const declared = new Set(params.filter((p) => p.in === 'query').map((p) => p.name));
  const arrays = new Set(params.filter((p) => p.in === 'query' && p.isArray).map((p) => p.name));
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [rawKey, value] of url.searchParams) {
    const bracket = rawKey.endsWith('[]');
    const key = bracket ? rawKey.slice(0, -2) : rawKey;
    if (!declared.has(key)) continue;
    const prev = Object.hasOwn(out, key) ? out[key] : undefined;
    if (prev === undefined) out[key] = bracket || arrays.has(key) ? [value] : value;
    else out[key] = Array.isArray(prev) ? [...(prev as unknown[]), value] : [prev, value];
  }
  return out;
}
