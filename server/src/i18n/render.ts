import { createInstance, type i18n as I18n } from 'i18next';
import itMessages from '../../../locales/it/messages.json' with { type: 'json' };
import enMessages from '../../../locales/en/messages.json' with { type: 'json' };
import type { Language } from '../../../src/domain/constants/languages.ts';
import { formatDate, formatDateTime } from '../../../src/domain/numericDateFormat.ts';
import { formatHours, formatMoney, formatNumber } from '../../../src/domain/numberFormat.ts';
import { isMessage, type Message, type MessageParam, type Wording } from './message.ts';

// Words a catalogue message in one language. One i18next instance holds both languages of the shared catalogue
// (the client reads the same files as its `messages` namespace); values are formatted here, for the reader,
// never by the handler that raised the message.

const NS = 'messages';

const catalogue: I18n = createInstance();
void catalogue.init({
  initAsync: false,
  resources: { it: { [NS]: itMessages }, en: { [NS]: enMessages } },
  ns: [NS],
  defaultNS: NS,
  lng: 'it',
  fallbackLng: false,
  // Messages are plain text (JSON, mail text, PDF): nothing to escape.
  interpolation: { escapeValue: false },
});

/** Whether the catalogue has the key in the language (tests and the label of an unknown field). */
export const hasMessage = (key: string, language: Language): boolean => catalogue.exists(key, { lng: language, ns: NS });

/** `email` → "email": a dotted path's last name in words. */
const humanField = (path: string): string => (path.split('.').pop() ?? path).replace(/_/g, ' ');

/**
 * The label people see for a field: the one its record's form gives it (`fieldsOf.<schema>.<last segment>`: a sales
 * report's `summary` is its "Oggetto", a task's its "Titolo"), else `fields.<last segment>`, else its name in words.
 * An item of a list (`company_ids.0`) is its list's label with the item's position counted from one ("Aziende
 * (elemento 1)"), never the path itself.
 */
export function fieldLabel(path: string, language: Language, schema?: string): string {
  const item = /^(.*)\.(\d+)$/.exec(path);
  if (item?.[1] !== undefined && item[2] !== undefined) {
    const list = fieldLabel(item[1], language, item[1].includes('.') ? undefined : schema);
    return catalogue.t('fields.listItem', { lng: language, list, position: Number(item[2]) + 1 });
  }
  const last = path.split('.').pop() ?? path;
  const own = schema === undefined ? undefined : `fieldsOf.${schema}.${last}`;
  if (own !== undefined && hasMessage(own, language)) return catalogue.t(own, { lng: language });
  const key = `fields.${last}`;
  return hasMessage(key, language) ? catalogue.t(key, { lng: language }) : humanField(path);
}

function paramText(param: MessageParam, language: Language): string | number {
  if (typeof param === 'string' || typeof param === 'number') return param;
  switch (param.kind) {
    case 'field':
      return fieldLabel(param.name, language, param.schema);
    case 'label':
      return catalogue.t(param.key, { lng: language });
    case 'date':
      return formatDate(param.value, language, param.value);
    case 'dateTime':
      return formatDateTime(param.value, language, param.value);
    case 'hours':
      return formatHours(param.value, language);
    case 'money':
      return formatMoney(param.value, language);
    case 'number':
      return formatNumber(param.value, language);
    case 'quoted':
      return language === 'it' ? `«${param.value}»` : `“${param.value}”`;
  }
}

/** The message in words of `language`; a key the catalogue lacks is a defect, shown as the key itself. */
export function renderMessage(m: Message, language: Language): string {
  const values: Record<string, string | number> = {};
  for (const [name, param] of Object.entries(m.params ?? {})) values[name] = paramText(param, language);
  // A count picks the plural form as a number and reads as the reader writes it ("10.000 caratteri", "10,000
  // characters"): i18next interpolates from `replace` when given, and picks the plural from `count`.
  const count = values.count;
  const options = typeof count === 'number' ? { lng: language, count, replace: { ...values, count: formatNumber(count, language) } } : { lng: language, ...values };
  // A value that ends a sentence itself ("Acme S.r.l.") before the message's own full stop would print two.
  return catalogue.t(m.key, options).replace(/(?<!\.)\.\.(?!\.)/g, '.');
}

export const renderWording = (w: Wording, language: Language): string => (isMessage(w) ? renderMessage(w, language) : w);
