import type { FieldErrors } from '../contract/fieldErrors.ts';
import type { ParamSpec } from '../contract/operation.ts';
import { fieldParam, message } from '../i18n/message.ts';

// The validator coerces text to numbers the way JavaScript does, so `0x2e`, `4.6e1`, ` 46` and `046` all became 46:
// `/api/tasks/0x2e` answered task 46 (issue 21). An id or a count written any other way than canonical decimal is
// another resource (path → 404) or bad input (query → 422), never a second spelling of the same one.

const CANONICAL = /^-?(0|[1-9][0-9]*)$/;

const texts = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : [value]);

const isCanonical = (value: unknown): boolean => typeof value !== 'string' || CANONICAL.test(value);

/** Whether a path parameter declared integer is written some other way (the route then names nothing). */
export const hasNonCanonicalPathInteger = (params: readonly ParamSpec[], values: Readonly<Record<string, unknown>>): boolean =>
  params.some((param) => param.in === 'path' && param.isInteger && !texts(values[param.name]).every(isCanonical));

/** The query parameters declared integer whose text is not a canonical decimal integer, as field errors. */
export const nonCanonicalQueryIntegers = (params: readonly ParamSpec[], values: Readonly<Record<string, unknown>>): FieldErrors | null => {
  const errors: FieldErrors = {};
  for (const param of params) {
    if (param.in !== 'query' || !param.isInteger || values[param.name] === undefined) continue;
    if (!texts(values[param.name]).every(isCanonical)) errors[param.name] = [message('validation.integer', { field: fieldParam(param.name) })];
  }
  return Object.keys(errors).length === 0 ? null : errors;
};
