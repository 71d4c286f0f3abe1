import type { FieldErrors } from '../contract/fieldErrors.ts';
import type { Db } from '../db/client.ts';
import { companyErrors } from './companies/handlers.ts';
import { profileMasterDataErrors, sentMasterData } from './profiles/masterData.ts';
import { findProfileRow } from './profiles/repository.ts';

/**
 * The rules a handler checks beyond the contract, run by the pipeline on a body the contract refused, so that one
 * 422 lists every problem of a submission (a malformed e-mail and a wrong P. IVA together, not in two rounds). Each
 * check reads the raw body (anything may be in it: only the fields of the right type are read) the way its handler
 * reads a valid one; the handler still checks everything once the contract accepts the body. An operation without an
 * entry answers the contract's errors alone.
 */
export type BodyCheck = (body: unknown, at: { readonly db: Db; readonly tenantId: number; readonly id: number | null }) => Promise<FieldErrors | null>;

export const BODY_CHECKS: Readonly<Partial<Record<string, BodyCheck>>> = {
  createProfile: async (body) => profileMasterDataErrors(sentMasterData(body), null),
  // An update keeps what the body leaves out (the stored country decides the Italian rules).
  updateProfile: async (body, { db, tenantId, id }) => {
    const current = id === null ? null : await findProfileRow(db, tenantId, id);
    return current ? profileMasterDataErrors(sentMasterData(body), current) : null;
  },
  createCompany: async (body) => companyErrors(sentMasterData(body)),
  updateCompany: async (body) => companyErrors(sentMasterData(body)),
};
