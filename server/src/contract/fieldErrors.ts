import type { ErrorObject } from 'ajv';

/** `{ field: [messages] }` with snake_case dotted paths, as Laravel answers a 422. */
export type FieldErrors = Record<string, string[]>;

const human = (field: string): string => {
  const last = field.split('.').pop() ?? field;
  return (/^\d+$/.test(last) ? field : last).replace(/_/g, ' ');
};

function fieldOf(prefix: string, e: ErrorObject): string {
  const parts = e.instancePath.split('/').filter((p) => p !== '').map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params = e.params as Record<string, unknown>;
  if (e.keyword === 'required' && typeof params.missingProperty === 'string') parts.push(params.missingProperty);
  if (e.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') parts.push(params.additionalProperty);
  if (e.keyword === 'discriminator' && typeof params.tag === 'string') parts.push(params.tag);
  if (e.keyword === 'unevaluatedProperties' && typeof params.unevaluatedProperty === 'string') parts.push(params.unevaluatedProperty);
  const path = [prefix, ...parts].filter((p) => p !== '').join('.');
  return path === '' ? 'body' : path;
}

function messageOf(field: string, e: ErrorObject): string {
  const name = human(field);
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return `The ${name} field is required.`;
    case 'type': {
      const t = String(p.type);
      if (t.includes('integer')) return `The ${name} field must be an integer.`;
      if (t.includes('number')) return `The ${name} field must be a number.`;
      if (t.includes('boolean')) return `The ${name} field must be true or false.`;
      if (t.includes('array')) return `The ${name} field must be an array.`;
      if (t.includes('object')) return `The ${name} field must be an object.`;
      if (t === 'null') return `The ${name} field must be empty.`;
      return `The ${name} field must be a string.`;
    }
    case 'discriminator':
      return p.error === 'tag' ? `The ${name} field is required.` : `The selected ${name} is invalid.`;
    case 'enum':
    case 'const':
      return `The selected ${name} is invalid.`;
    case 'format':
      if (p.format === 'email') return `The ${name} field must be a valid email address.`;
      if (p.format === 'date') return `The ${name} field must be a valid date.`;
      if (p.format === 'date-time-local') return `The ${name} field must be a valid date and time.`;
      if (p.format === 'uri' || p.format === 'url') return `The ${name} field must be a valid URL.`;
      return `The ${name} field format is invalid.`;
    case 'pattern':
      return `The ${name} field format is invalid.`;
    case 'minLength':
      return Number(p.limit) === 1 ? `The ${name} field is required.` : `The ${name} field must be at least ${String(p.limit)} characters.`;
    case 'maxLength':
      return `The ${name} field must not be greater than ${String(p.limit)} characters.`;
    case 'minimum':
      return `The ${name} field must be at least ${String(p.limit)}.`;
    case 'exclusiveMinimum':
      return `The ${name} field must be greater than ${String(p.limit)}.`;
    case 'maximum':
      return `The ${name} field must not be greater than ${String(p.limit)}.`;
    case 'exclusiveMaximum':
      return `The ${name} field must be less than ${String(p.limit)}.`;
    case 'multipleOf':
      return `The ${name} field must be a multiple of ${String(p.multipleOf)}.`;
    case 'minItems':
      return `The ${name} field must have at least ${String(p.limit)} items.`;
    case 'maxItems':
      return `The ${name} field must not have more than ${String(p.limit)} items.`;
    case 'uniqueItems':
      return `The ${name} field has a duplicate value.`;
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return `The ${name} field is not allowed.`;
    default:
      return `The ${name} field is invalid.`;
  }
}

// Keywords that only summarise their branches' own errors; the branch errors say more.
const SUMMARY_KEYWORDS = new Set(['oneOf', 'anyOf', 'if', 'then', 'else', 'not', '$ref']);

/** Component schema name → the one message its failures should show (e.g. the password rule of spec §5). */
export type MessageOverrides = Readonly<Record<string, string>>;

function overrideFor(e: ErrorObject, overrides: MessageOverrides): string | undefined {
  for (const [schema, message] of Object.entries(overrides)) {
    if (e.schemaPath.includes(`/components/schemas/${schema}/`)) return message;
  }
  return undefined;
}

export function toFieldErrors(prefix: string, errors: readonly ErrorObject[], overrides: MessageOverrides = {}): FieldErrors {
  // Field names come from the client ("valueOf", "__proto__"…): a prototype-less map keeps them plain keys.
  const out: FieldErrors = Object.create(null) as FieldErrors;
  // A calendar value that fails its pattern fails its format too: the format's message says more.
  const formatFailed = new Set(errors.filter((e) => e.keyword === 'format').map((e) => e.instancePath));
  const useful = errors.filter((e) => !SUMMARY_KEYWORDS.has(e.keyword) && !(e.keyword === 'pattern' && formatFailed.has(e.instancePath)));
  for (const e of useful.length > 0 ? useful : errors) {
    const field = fieldOf(prefix, e);
    const list = (out[field] ??= []);
    const msg = (e.keyword === 'required' ? undefined : overrideFor(e, overrides)) ?? messageOf(field, e);
    if (!list.includes(msg)) list.push(msg);
  }
  return out;
}
