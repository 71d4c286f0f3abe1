import { masterDataProblems, type MasterDataField, type MasterDataProblem, type MasterDataValues } from '../../../../src/domain/validation/italianMasterData.ts';
import type { FieldErrors } from '../../contract/fieldErrors.ts';
import { message, type Message } from '../../i18n/message.ts';
import type { AddressInput } from './address.ts';

// The Italian master-data checks of the forms (src/domain/validation/italianMasterData.ts) on the server, so a
// profile or company saved through the API is refused for the same values as in the form (issue 34 point 5).

/** Each checked field's path in the request body, as a 422 names it. */
const WIRE: Readonly<Record<MasterDataField, string>> = {
  vatNumber: 'vat_number',
  fiscalCode: 'fiscal_code',
  postalCode: 'address.postal_code',
  province: 'address.province',
  country: 'address.country',
  email: 'email',
  sdiCode: 'sdi_code',
  pec: 'pec',
};

/** Catalogue `validation.<problem>`; e-mail has its own sentence without the field name (the field says it). */
export const masterDataMessage = (problem: MasterDataProblem): Message => message(problem === 'email' ? 'validation.emailAddress' : `validation.${problem}`);

/** The values' problems as a 422's field errors, or null when they may be saved. */
export function masterDataErrors(values: MasterDataValues): FieldErrors | null {
  const problems = Object.entries(masterDataProblems(values)) as [MasterDataField, MasterDataProblem][];
  if (problems.length === 0) return null;
  return Object.fromEntries(problems.map(([field, problem]) => [WIRE[field], [masterDataMessage(problem)]]));
}

type Current = { readonly postalCode: string | null; readonly province: string | null; readonly country: string | null };

/** The address an update leaves behind: a sent address replaces the whole of it (address.ts), else it stays. */
export const addressAfter = (sent: AddressInput | null | undefined, current: Current | null): Pick<MasterDataValues, 'postalCode' | 'province' | 'country'> =>
  sent !== undefined
    ? { postalCode: sent?.postal_code ?? null, province: sent?.province ?? null, country: sent?.country ?? null }
    : { postalCode: current?.postalCode ?? null, province: current?.province ?? null, country: current?.country ?? null };

/** A body field an update leaves out keeps the stored value. */
export const after = <T>(sent: T | undefined, current: T): T => (sent === undefined ? current : sent);

type StoredProfile = Current & {
  readonly vatNumber: string | null;
  readonly fiscalCode: string | null;
  readonly email: string | null;
  readonly sdiCode: string | null;
  readonly pec: string | null;
};

type ProfileBody = {
  readonly vat_number?: string | null;
  readonly fiscal_code?: string | null;
  readonly email?: string | null;
  readonly sdi_code?: string | null;
  readonly pec?: string | null;
  readonly address?: AddressInput;
};

/** A profile's master data as it will be saved: on update a field left out keeps its stored value (edits are partial). */
export const profileMasterDataErrors = (b: ProfileBody, current: StoredProfile | null): FieldErrors | null =>
  masterDataErrors({
    vatNumber: after(b.vat_number, current?.vatNumber ?? null),
    fiscalCode: after(b.fiscal_code, current?.fiscalCode ?? null),
    email: after(b.email, current?.email ?? null),
    sdiCode: after(b.sdi_code, current?.sdiCode ?? null),
    pec: after(b.pec, current?.pec ?? null),
    ...addressAfter(b.address, current),
  });

/** The name rule's and the master data's refusals answered together, as a form shows them. */
export const bothErrors = (a: FieldErrors | null, b: FieldErrors | null): FieldErrors | null => (a === null && b === null ? null : { ...a, ...b });

// ---- the same checks on a body the contract refused (pipeline: one 422 lists every problem of a submission)

const objectOf = (value: unknown): Record<string, unknown> | null => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null);

/** A text field the body sends with its right type (string or null); absent or of another type: undefined. */
const textAt = (record: Record<string, unknown> | null, key: string): string | null | undefined => {
  const value = record?.[key];
  return typeof value === 'string' || value === null ? value : undefined;
};

/**
 * The master-data fields of a raw body that failed the contract, read as the handler would read them once it passes:
 * a field of the wrong type is left out (the contract names it already), an address of the wrong type too.
 */
export function sentMasterData(body: unknown): ProfileBody {
  const b = objectOf(body);
  const a = objectOf(b?.['address']);
  const address: AddressInput | undefined = a === null ? undefined : { postal_code: textAt(a, 'postal_code'), province: textAt(a, 'province'), country: textAt(a, 'country') };
  return { vat_number: textAt(b, 'vat_number'), fiscal_code: textAt(b, 'fiscal_code'), email: textAt(b, 'email'), sdi_code: textAt(b, 'sdi_code'), pec: textAt(b, 'pec'), address };
}
