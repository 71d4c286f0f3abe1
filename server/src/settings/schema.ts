import { LANGUAGES } from '../../../src/domain/constants/languages.ts';
import { patronSaintDay } from '../../../src/domain/italianHolidays.ts';
import { labelParam, message, quotedParam, type Message } from '../i18n/message.ts';
import { MENU_MODULES } from '../permissions/modules.ts';

// What every tenant setting and user preference may hold (issue 36). The contract's SettingInput/PreferenceInput
// check shapes and closed lists; this adds what a pattern cannot say (a time zone the runtime knows, a day that
// exists in the calendar, a list without repeats) and is applied twice: to a value being saved (a 422 naming the
// key) and to a value already stored, read back for the tenant's requests (ignored with a warning, the default
// used). One value that no longer validates must never turn every request of its tenant into a 500.

/** One key's rule: whether a value is acceptable, and how to tell people what is expected. */
export type ValueSchema = {
  readonly accepts: (value: unknown) => boolean;
  /** Catalogue key (`settings.expected.*`) describing an acceptable value. */
  readonly expected: string;
};

const isText = (value: unknown): value is string => typeof value === 'string';

/** Zones the runtime's time-zone database knows; `Intl.supportedValuesOf` lists canonical names only. */
const CANONICAL_ZONES: ReadonlySet<string> = new Set(Intl.supportedValuesOf('timeZone'));

/**
 * A real IANA zone: a canonical one, or an alias the runtime's zone database resolves (Europe/Kiev, UTC). "dark"
 * has the shape of a zone name (the contract's pattern) but no zone: `Intl.DateTimeFormat` throws on it, which is
 * what took every request of its tenant down.
 */
export function isTimeZone(value: unknown): value is string {
  if (!isText(value) || value === '' || value.length > 64) return false;
  if (CANONICAL_ZONES.has(value)) return true;
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const oneOf = (options: readonly string[], expected: string): ValueSchema => ({ accepts: (v) => isText(v) && options.includes(v), expected });

const textOf = (max: number, pattern: RegExp, expected: string): ValueSchema => ({
  accepts: (v) => isText(v) && v.length >= 1 && v.length <= max && pattern.test(v),
  expected,
});

/** `MM-DD` of a day that exists (29 February included: it exists in leap years). */
const monthDay: ValueSchema = { accepts: (v) => isText(v) && /^\d{2}-\d{2}$/.test(v) && patronSaintDay(v) === v, expected: 'settings.expected.monthDay' };

const EMAIL = /^[^\s@<>"(),;:]+@[^\s@<>"(),;:]+\.[^\s@<>"(),;:]+$/;
const email: ValueSchema = textOf(255, EMAIL, 'settings.expected.email');

export const MENU_MODULE_NAMES: readonly string[] = Object.keys(MENU_MODULES);

const moduleList: ValueSchema = {
  accepts: (v) => Array.isArray(v) && v.length <= MENU_MODULE_NAMES.length && new Set(v).size === v.length && v.every((m) => isText(m) && MENU_MODULE_NAMES.includes(m)),
  expected: 'settings.expected.moduleList',
};

/** Percent with at most two decimals, below 100 (Italian rates: 4, 5, 10, 22). */
const vatRate: ValueSchema = { accepts: (v) => isText(v) && /^\d{1,2}(\.\d{1,2})?$/.test(v), expected: 'settings.expected.vatRate' };

/** Tenant settings. `company.vat_rate` is not written through the API (the contract's enum) but seeded and read. */
export const SETTING_SCHEMAS: ReadonlyMap<string, ValueSchema> = new Map<string, ValueSchema>([
  ['modules.hidden', moduleList],
  ['evaluators.title', oneOf(['TPM', 'Valutazioni'], 'settings.expected.evaluatorsTitle')],
  ['timezone', { accepts: isTimeZone, expected: 'settings.expected.timeZone' }],
  ['vacations.allow_negative_balance', oneOf(['0', '1'], 'settings.expected.flag')],
  ['vacations.patron_saint', monthDay],
  ['vacations.carry_over_expiry', monthDay],
  ['mail.from_name', textOf(120, /^[^\r\n<>"]+$/, 'settings.expected.senderName')],
  ['mail.from_address', email],
  ['mail.reply_to', email],
  ['maps.api_key', textOf(200, /^[A-Za-z0-9_-]+$/, 'settings.expected.mapsKey')],
  ['language', oneOf(LANGUAGES, 'settings.expected.language')],
  // The tenant's default for users who chose none (Settings → Modules and region).
  ['first_day_of_week', oneOf(['0', '1', '2', '3', '4', '5', '6'], 'settings.expected.weekDay')],
  ['company.vat_rate', vatRate],
]);

/** User preferences (PreferenceInput). */
export const PREFERENCE_SCHEMAS: ReadonlyMap<string, ValueSchema> = new Map<string, ValueSchema>([
  ['language', oneOf(LANGUAGES, 'settings.expected.language')],
  ['first_day_of_week', oneOf(['0', '1', '2', '3', '4', '5', '6'], 'settings.expected.weekDay')],
  ['menu.expanded', oneOf(['collapsed', 'expanded'], 'settings.expected.menuExpanded')],
  ['menu.size', oneOf(['standard', 'small'], 'settings.expected.menuSize')],
  ['theme', oneOf(['system', 'light', 'dark'], 'settings.expected.theme')],
  ['newsletter.enabled', oneOf(['enabled', 'disabled'], 'settings.expected.enabled')],
  ['newsletter.username', textOf(255, /^[^\r\n]+$/, 'settings.expected.text')],
  ['newsletter.password', textOf(255, /^[^\r\n]+$/, 'settings.expected.text')],
]);

/** The value as people typed it, short enough for a message. */
const shown = (value: unknown): string => {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
};

/**
 * Why `value` cannot be stored under `key` (a message naming the key and what it takes), or null when it can.
 * A key without a schema is refused too: every key the server keeps has one.
 */
export function valueProblem(schemas: ReadonlyMap<string, ValueSchema>, key: string, value: unknown): Message | null {
  const schema = schemas.get(key);
  if (!schema) return message('settings.unknownKey', { key: quotedParam(key) });
  if (schema.accepts(value)) return null;
  return message('settings.invalidValue', { key: quotedParam(key), value: quotedParam(shown(value)), expected: labelParam(schema.expected) });
}

/** A stored value that no longer validates, for the warning that says it is ignored. */
export type IgnoredValue = { readonly key: string; readonly value: unknown };

/**
 * Stored tenant settings as requests may use them: values that fail their schema are left out (the reader's
 * default applies) and reported, keys nobody reads are kept as they are.
 */
export function usableSettings(rows: readonly { key: string; value: unknown }[], ignored: (bad: IgnoredValue) => void): Map<string, unknown> {
  const settings = new Map<string, unknown>();
  for (const { key, value } of rows) {
    const schema = SETTING_SCHEMAS.get(key);
    if (value !== null && schema && !schema.accepts(value)) {
      ignored({ key, value });
      continue;
    }
    settings.set(key, value);
  }
  return settings;
}
