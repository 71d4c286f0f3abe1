import type { ErrorObject } from 'ajv';
import { fieldParam, message, numberParam, quotedParam, type Message, type MessageParam, type Wording } from '../i18n/message.ts';

/** `{ field: [messages] }` with snake_case dotted paths, as Laravel answers a 422. */
export type FieldErrors = Record<string, Wording[]>;

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

/** Whether the path is a member of a list item (`addressees.2.email`). */
const inList = (field: string): boolean => field.split('.').some((part) => /^\d+$/.test(part));

/**
 * The component schema that names a field's record, for the label its form gives it (`fieldsOf.<schema>.<field>`):
 * the request body's own, for one of its top-level fields. Nested members keep the shared labels, and every error
 * of one field carries the same scope, so equal messages still merge.
 */
const schemaOf = (body: string | undefined, field: string): string | undefined => (field.includes('.') ? undefined : body);

/** Whether the field holds a year (`year`, `goals.0.year`, `start_year`). */
const isYear = (field: string): boolean => /(^|[._])year$/.test(field);

/** The message of one failed keyword, worded later in the reader's language (catalogue `validation.*`). */
function messageOf(field: string, e: ErrorObject, body: string | undefined): Message {
  const p = e.params as Record<string, unknown>;
  const say = (key: string, extra: Record<string, MessageParam> = {}): Message => message(`validation.${key}`, { field: fieldParam(field, schemaOf(body, field)), ...extra });
  // A year's bound is a year ("almeno 2000"), not an amount grouped by thousands ("almeno 2.000").
  const limit = { limit: isYear(field) ? Number(p.limit) : numberParam(Number(p.limit)) };
  switch (e.keyword) {
    case 'required':
      return say('required');
    case 'type': {
      const t = String(p.type);
      if (t.includes('integer')) return say('integer');
      if (t.includes('number')) return say('number');
      if (t.includes('boolean')) return say('boolean');
      if (t.includes('array')) return say('array');
      if (t.includes('object')) return say('object');
      if (t === 'null') return say('empty');
      return say('string');
    }
    case 'discriminator':
      return p.error === 'tag' ? say('required') : say('choice');
    case 'enum':
    case 'const':
      return say('choice');
    case 'format':
      // An address among several (a proposal's addressees, its mail addresses) is named, so the person finds it.
      if (p.format === 'email') return inList(field) && typeof e.data === 'string' ? say('emailItem', { value: quotedParam(e.data) }) : say('email');
      // Left empty (a form's cleared date field sends ''): "is empty", not "is not a valid date".
      if (p.format === 'date') return say(e.data === '' ? 'blankDate' : 'date');
      if (p.format === 'date-time-local') return say(e.data === '' ? 'blankDateTime' : 'dateTime');
      if (p.format === 'uri' || p.format === 'url') return say('url');
      return say('format');
    case 'pattern':
      // A percentage above 100 (a goal's weight of 150, a VAT rate of 220) is not a "format" people can fix.
      return e.schemaPath.includes('/components/schemas/CatalogPercent/') ? say('percent') : say('format');
    case 'minLength':
      return Number(p.limit) === 1 ? say('required') : say('minLength', { count: Number(p.limit) });
    case 'maxLength':
      return say('maxLength', { count: Number(p.limit) });
    case 'minimum':
      return say('minimum', limit);
    case 'exclusiveMinimum':
      return say('exclusiveMinimum', limit);
    case 'maximum':
      return say('maximum', limit);
    case 'exclusiveMaximum':
      return say('exclusiveMaximum', limit);
    case 'multipleOf':
      return say('multipleOf', { step: numberParam(Number(p.multipleOf)) });
    case 'minItems':
      return say('minItems', { count: Number(p.limit) });
    case 'maxItems':
      return say('maxItems', { count: Number(p.limit) });
    case 'uniqueItems':
      return say('uniqueItems');
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return say('notAllowed');
    default:
      return say('invalid');
  }
}

// Keywords that only summarise their branches' own errors; the branch errors say more.
const SUMMARY_KEYWORDS = new Set(['oneOf', 'anyOf', 'if', 'then', 'else', 'not', '$ref']);

/** Component schema name → the one message its failures should show (e.g. the password rule of spec §5). */
export type MessageOverrides = Readonly<Record<string, Wording>>;

function overrideFor(e: ErrorObject, overrides: MessageOverrides): Wording | undefined {
  for (const [schema, message] of Object.entries(overrides)) {
    if (e.schemaPath.includes(`/components/schemas/${schema}/`)) return message;
  }
  return undefined;
}

/** The `null` alternative of a nullable field failing (its value was not null). */
const isNullBranch = (e: ErrorObject): boolean => e.keyword === 'type' && String((e.params as Record<string, unknown>).type) === 'null';

const sameWording = (a: Wording, b: Wording): boolean => (typeof a === 'string' || typeof b === 'string' ? a === b : a.key === b.key && JSON.stringify(a.params) === JSON.stringify(b.params));

/** `schema`: the component schema the value was validated against (a request body's), when there is one. */
export function toFieldErrors(prefix: string, errors: readonly ErrorObject[], overrides: MessageOverrides = {}, schema?: string): FieldErrors {
  // Field names come from the client ("valueOf", "__proto__"…): a prototype-less map keeps them plain keys.
  const out: FieldErrors = Object.create(null) as FieldErrors;
  // A calendar value that fails its pattern fails its format too: the format's message says more.
  const formatFailed = new Set(errors.filter((e) => e.keyword === 'format').map((e) => e.instancePath));
  // A nullable field's other branch (`type: 'null'`) fails for every wrong value: "must be empty" would follow the
  // real reason ("must be a valid date") as if both were asked for. It speaks only when nothing else does.
  const otherwiseFailed = new Set(errors.filter((e) => !SUMMARY_KEYWORDS.has(e.keyword) && !isNullBranch(e)).map((e) => e.instancePath));
  const useful = errors.filter(
    (e) => !SUMMARY_KEYWORDS.has(e.keyword) && !(e.keyword === 'pattern' && formatFailed.has(e.instancePath)) && !(isNullBranch(e) && otherwiseFailed.has(e.instancePath)),
  );
  for (const e of useful.length > 0 ? useful : errors) {
    const field = fieldOf(prefix, e);
    const list = (out[field] ??= []);
    const msg = (e.keyword === 'required' ? undefined : overrideFor(e, overrides)) ?? messageOf(field, e, schema);
    if (!list.some((known) => sameWording(known, msg))) list.push(msg);
  }
  return out;
}
