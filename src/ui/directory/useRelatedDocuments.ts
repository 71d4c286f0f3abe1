import { relatedDocumentsList, RELATED_PAGE_SIZE, type RelatedDocument, type RelatedKind } from '../../machines/records/profiles.logic.ts';
import { isAllowed } from '../app/gate.ts';
import { usePagedList, type PagedList } from '../components/usePagedList.ts';
import { RELATED, RELATED_KINDS } from './relatedDocuments.ts';
import { useAccess } from '../app/sessionHooks.ts';

export type RelatedDocumentsList = PagedList<RelatedDocument, Record<string, never>>;

/**
 * The 360° page's document tabs: the kinds this user may list in this tenant, each with its first page loaded at
 * once, so every tab's label shows its count before it is opened. A kind the user may not see asks nothing.
 */
export const useRelatedDocuments = (customerId: number, enabled: boolean): { kind: RelatedKind; list: RelatedDocumentsList }[] => {
  const access = useAccess();
  const allowed = (kind: RelatedKind) => enabled && isAllowed(RELATED[kind].gate, access);
  const context = (kind: RelatedKind) => ({ context: { kind, customerId, allowed: allowed(kind) } });
  // One list per kind, always in the same order (hooks), whether shown or not.
  const proposals = usePagedList(relatedDocumentsList, { pageSize: RELATED_PAGE_SIZE }, context('proposals'));
  const samples = usePagedList(relatedDocumentsList, { pageSize: RELATED_PAGE_SIZE }, context('samples'));
  const quotes = usePagedList(relatedDocumentsList, { pageSize: RELATED_PAGE_SIZE }, context('quotes'));
  const lists = { proposals, samples, quotes };
  return RELATED_KINDS.filter(allowed).map((kind) => ({ kind, list: lists[kind] }));
};
