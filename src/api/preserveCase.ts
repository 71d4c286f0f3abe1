import { PRESERVE_CASE } from './preserveCase.gen.ts';

/** Which sides of an operation keep the provider's key case (see preserveCase.gen.ts). */
export type CaseRule = { readonly request: boolean; readonly response: boolean };

const CONVERT_BOTH: CaseRule = { request: false, response: false };

// Widened once so that any schema path and method can be looked up; the generated table stays `as const` for the
// type-level twin in apiPaths.ts.
const table: Readonly<Record<string, Readonly<Record<string, CaseRule>>>> = PRESERVE_CASE;

export const caseRuleFor = (schemaPath: string, method: string): CaseRule =>
  (Object.hasOwn(table, schemaPath) ? table[schemaPath]?.[method.toLowerCase()] : undefined) ?? CONVERT_BOTH;
