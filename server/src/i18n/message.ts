// A message people read, as data: a key of the shared catalogue (`locales/<language>/messages.json`) and its
// values. Handlers return these instead of text; the pipeline words them in the reader's language when it answers
// (render.ts), so one refusal reads "Il campo E-mail è obbligatorio." to an Italian user and "The E-mail field is
// required." to an English one.

/** A value placed into a message, formatted for the reader when the message is worded. */
export type MessageParam =
  | string
  | number
  /**
   * The label people see for a field (catalogue `fields.<name>`; the last segment of a dotted path), or the label
   * its record's form uses (`fieldsOf.<schema>.<name>`, `schema` the contract's component) where it differs.
   */
  | { readonly kind: 'field'; readonly name: string; readonly schema?: string }
  /** Any catalogue key worded in the reader's language (a role, a status, a leave kind…). */
  | { readonly kind: 'label'; readonly key: string }
  /** A wire date or date-time, shown as a date: `24/11/2026`. */
  | { readonly kind: 'date'; readonly value: string }
  /** A wire date-time: `24/11/2026 16:00`. */
  | { readonly kind: 'dateTime'; readonly value: string }
  /** Hours: `1,5 h` / `1.5 h`. */
  | { readonly kind: 'hours'; readonly value: string | number }
  | { readonly kind: 'money'; readonly value: string | number }
  | { readonly kind: 'number'; readonly value: string | number }
  /** A value the person typed, quoted so they find it: «not an email». */
  | { readonly kind: 'quoted'; readonly value: string };

export type Message = {
  readonly _tag: 'Message';
  /** Dotted key in `messages.json`, e.g. `validation.required`. */
  readonly key: string;
  /** Interpolation values; a number named `count` also picks the plural form. */
  readonly params?: Readonly<Record<string, MessageParam>>;
};

export const message = (key: string, params?: Readonly<Record<string, MessageParam>>): Message =>
  params === undefined ? { _tag: 'Message', key } : { _tag: 'Message', key, params };

export const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && '_tag' in value && value._tag === 'Message' && 'key' in value;

export const fieldParam = (name: string, schema?: string): MessageParam => (schema === undefined ? { kind: 'field', name } : { kind: 'field', name, schema });
export const labelParam = (key: string): MessageParam => ({ kind: 'label', key });
export const dateParam = (value: string): MessageParam => ({ kind: 'date', value });
export const dateTimeParam = (value: string): MessageParam => ({ kind: 'dateTime', value });
export const hoursParam = (value: string | number): MessageParam => ({ kind: 'hours', value });
export const moneyParam = (value: string | number): MessageParam => ({ kind: 'money', value });
export const numberParam = (value: string | number): MessageParam => ({ kind: 'number', value });
export const quotedParam = (value: string): MessageParam => ({ kind: 'quoted', value });

/** Text for people: already worded (legacy and fixed texts) or a catalogue message worded at answer time. */
export type Wording = string | Message;
