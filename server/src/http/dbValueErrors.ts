import { message, type Message } from '../i18n/message.ts';
import { invalid, type Failure } from './failure.ts';

// Last line of defence behind the contract: a value PostgreSQL cannot store in its column (a decimal wider than
// its `numeric(p,s)`, a date or time outside its range) is the client's input, so a 422, never a 500. The
// contract should already refuse such values (its decimal patterns follow the columns, its calendar formats the
// calendar); reaching this means a rule is missing there, so the pipeline also logs it. PostgreSQL does not name
// the column in these errors, so the message goes to `body`.

/** SQLSTATE → message, for the data exceptions that only a bad input value can cause. */
const VALUE_ERRORS: Readonly<Record<string, Message>> = {
  // numeric_value_out_of_range
  '22003': message('http.numberOutOfRange'),
  // invalid_datetime_format
  '22007': message('http.dateInvalid'),
  // datetime_field_overflow
  '22008': message('http.dateOutOfRange'),
};

/** The English words of these messages (the test harness reads English), to tell them in an answer. */
export const DB_VALUE_MESSAGES: readonly string[] = [
  'A number in the request is too large for its field.',
  'A date or time in the request is not valid.',
  'A date or time in the request is out of range.',
];

/** The SQLSTATE of a database error, looking through wrappers (Drizzle puts the driver's error in `cause`). */
export function sqlStateOf(error: unknown): string | null {
  let cur: unknown = error;
  for (let depth = 0; depth < 5 && typeof cur === 'object' && cur !== null; depth++) {
    const code = (cur as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    cur = (cur as { cause?: unknown }).cause;
  }
  return null;
}

/** The 422 for an error raised by a value the database cannot hold, or null for any other error. */
export function dbValueFailure(error: unknown): Failure | null {
  const state = sqlStateOf(error);
  const message = state === null ? undefined : VALUE_ERRORS[state];
  return message === undefined ? null : invalid({ body: [message] }, message);
}
