import type { Ajv2020 } from 'ajv/dist/2020.js';
import { isWireDate, isWireDateTime } from '../../../src/domain/dateTime.ts';

// The contract's calendar values (components/schemas Date and DateTime) must name days and times that exist:
// a pattern alone let `2026-02-30` through to PostgreSQL (500) or to date arithmetic that rolled it over into
// March (a 2026-02-30 vacation lasted 1,576 hours). The check is the browser's own (src/domain/dateTime.ts),
// so both sides agree on what a real date is; year 0 is refused too (PostgreSQL has none).

/** OpenAPI format registry name for a date-time without offset; the contract's pattern pins the spelling. */
export const DATE_TIME_LOCAL = 'date-time-local';

/** Registers `date` (replacing ajv-formats' own, which takes year 0) and `date-time-local`. */
export function addCalendarFormats(ajv: Ajv2020): void {
  ajv.addFormat('date', { type: 'string', validate: isWireDate });
  ajv.addFormat(DATE_TIME_LOCAL, { type: 'string', validate: isWireDateTime });
}
