import { contractDocument } from './contract.ts';
import { isObject, resolveRef, type Json, type JsonObject } from './document.ts';

// A value for a schema of the contract, built from the schema alone: what the generic mocks answer for records
// nobody wrote by hand. Deterministic (a seed number varies ids and names), and checked like every other answer.

// Patterns the contract uses that a plain string would not meet, with a value that does.
const PATTERN_SAMPLES: ReadonlyArray<readonly [RegExp, (n: number) => string]> = [
  [/^\^#\[0-9a-fA-F\]\{6\}\$$/, () => '#2f6fde'],
  [/\\d\{4\}-\\d\{2\}-\\d\{2\} \\d\{2\}/, (n) => `2026-11-${String(10 + (n % 18)).padStart(2, '0')} 09:30:00`],
  [/^\^\(100/, () => '22'],
  [/\\d\{1,\d+\}\(\\\.\\d\{1,4\}\)\?\$$/, (n) => `${10 * n}.50`],
  [/\[A-Z\]\{2\}/, () => 'IT'],
  [/\[A-Z\]\{3\}/, () => 'EUR'],
  [/\^\[a-z0-9-\]\+\$/, () => 'acme'],
  [/\(\?=\.\*\[a-z\]\)/, () => 'Bottega!2026'],
  [/\^\[a-z\]\[a-z0-9_\]\*/, () => 'sample_key'],
  [/\[A-Za-z_-\]\+\(\\\.\[A-Za-z\]\+\)\?/, () => 'tasks.viewAny'],
  [/\^\[A-Za-z\]\[A-Za-z0-9_-\]\*\$/, () => 'Sample'],
  [/\^\[A-Za-z0-9_-\]\+\$/, () => 'sample'],
  [/\^\[A-Za-z_\]\+\(\//, () => 'Europe/Rome'],
];

const FORMAT_SAMPLES: Record<string, (n: number) => string> = {
  date: (n) => `2026-11-${String(10 + (n % 18)).padStart(2, '0')}`,
  'date-time': (n) => `2026-11-${String(10 + (n % 18)).padStart(2, '0')}T09:30:00Z`,
  'date-time-local': (n) => `2026-11-${String(10 + (n % 18)).padStart(2, '0')} 09:30:00`,
  email: (n) => `person${n}@acme.test`,
  uri: (n) => `https://acme.example/resource/${n}`,
  url: (n) => `https://acme.example/resource/${n}`,
  uuid: (n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  time: () => '09:30:00',
};

const NAME_LIKE = /^(name|title|summary|description|label|code|subject)$/;

const pick = (schema: JsonObject, key: string): Json[] => (Array.isArray(schema[key]) ? (schema[key] as Json[]) : []);

/** `n` varies numbers and texts between records; `field` names the property being built (for readable texts). */
export const sampleOf = (raw: Json | undefined, n = 1, field = 'value', depth = 0): Json => {
  const schema = resolveRef(contractDocument, raw);
  if (!isObject(schema) || depth > 12) return null;
  if ('const' in schema) return schema.const ?? null;
  const enumValues = pick(schema, 'enum').filter((v) => v !== null);
  if (enumValues.length > 0) return enumValues[(n - 1) % enumValues.length] ?? null;
  if (schema.default !== undefined && schema.type !== 'object' && schema.type !== 'array') return schema.default;
  const variants = [...pick(schema, 'oneOf'), ...pick(schema, 'anyOf')];
  if (variants.length > 0) {
    // The first variant that is not null: a record looks filled in.
    const chosen = variants.find((v) => !(isObject(resolveRef(contractDocument, v)) && (resolveRef(contractDocument, v) as JsonObject).type === 'null')) ?? variants[0];
    return sampleOf(chosen, n, field, depth + 1);
  }
  const allOf = pick(schema, 'allOf');
  if (allOf.length > 0) {
    const merged: JsonObject = {};
    for (const part of allOf) {
      const value = sampleOf(part, n, field, depth + 1);
      if (isObject(value)) Object.assign(merged, value);
    }
    const own = { ...schema };
    delete own.allOf;
    const rest = own.properties !== undefined ? sampleOf(own, n, field, depth + 1) : null;
    return isObject(rest) ? { ...merged, ...rest } : merged;
  }
  const types = Array.isArray(schema.type) ? schema.type.filter((t) => t !== 'null') : [schema.type];
  const type = types[0] ?? (isObject(schema.properties) ? 'object' : undefined);
  switch (type) {
    case 'object': {
      const out: JsonObject = {};
      const properties = isObject(schema.properties) ? schema.properties : {};
      for (const [key, sub] of Object.entries(properties)) out[key] = sampleOf(sub, n, key, depth + 1);
      return out;
    }
    case 'array': {
      const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
      // Nested lists stay short: one item shows the shape, more would only slow the screens down.
      const count = Math.max(min, depth < 3 ? 1 : 0);
      return Array.from({ length: count }, (_, i) => sampleOf(schema.items, n + i, field, depth + 1));
    }
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : 0;
      const max = typeof schema.maximum === 'number' ? schema.maximum : Number.MAX_SAFE_INTEGER;
      return Math.min(max, Math.max(min, field === 'id' || field.endsWith('_id') ? n : n));
    }
    case 'boolean':
      return n % 2 === 1;
    case 'string': {
      if (typeof schema.format === 'string' && FORMAT_SAMPLES[schema.format] !== undefined) return FORMAT_SAMPLES[schema.format]?.(n) ?? '';
      const max = typeof schema.maxLength === 'number' ? schema.maxLength : 200;
      const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
      if (typeof schema.pattern === 'string') {
        const pattern = schema.pattern;
        const known = PATTERN_SAMPLES.find(([test]) => test.test(pattern));
        // Padding with a letter keeps the word-like patterns (`^[A-Za-z0-9_-]+$`) met.
        if (known !== undefined) return known[1](n).padEnd(min, 'x');
      }
      const text = NAME_LIKE.test(field) ? `Demo ${field} ${n}` : `${field} ${n}`;
      return text.slice(0, max).padEnd(min, 'x');
    }
    case 'null':
      return null;
    default:
      return {};
  }
};
