import { Effect } from 'effect';
import type { ApiClient } from '../../api/client.ts';
import { createPagedListMachine, type ListFilters } from '../../machines/generic/pagedList.machine.ts';
import { selectAccess } from '../../machines/session/session.selectors.ts';
import { isAllowed } from '../app/gate.ts';
import { SessionContext } from '../app/SessionContext.ts';
import { usePagedList, type PagedList } from '../components/usePagedList.ts';
import { RELATED, RELATED_KINDS, RELATED_PAGE_SIZE, type RelatedDocument, type RelatedKind } from './relatedDocuments.ts';

const relatedList = createPagedListMachine<RelatedDocument>();

export type RelatedDocumentsList = PagedList<RelatedDocument, ListFilters>;

const EMPTY_PAGE = { items: [], meta: { currentPage: 1, lastPage: 1, perPage: RELATED_PAGE_SIZE, total: 0 } };

/**
 * The 360° page's document tabs: the kinds this user may list in this tenant, each with its first page loaded at
 * once, so every tab's label shows its count before it is opened. A kind the user may not see asks nothing.
 */
export const useRelatedDocuments = (client: ApiClient, customerId: number, enabled: boolean): { kind: RelatedKind; list: RelatedDocumentsList }[] => {
  const access = SessionContext.useSelector(selectAccess);
  const allowed = (kind: RelatedKind) => enabled && isAllowed(RELATED[kind].gate, access);
  const load = (kind: RelatedKind) => () => (allowed(kind) ? RELATED[kind].load(client, customerId) : Effect.succeed(EMPTY_PAGE));
  // One list per kind, always in the same order (hooks), whether shown or not.
  const proposals = usePagedList(relatedList, load('proposals'), { pageSize: RELATED_PAGE_SIZE });
  const samples = usePagedList(relatedList, load('samples'), { pageSize: RELATED_PAGE_SIZE });
  const quotes = usePagedList(relatedList, load('quotes'), { pageSize: RELATED_PAGE_SIZE });
  const lists = { proposals, samples, quotes };
  return RELATED_KINDS.filter(allowed).map((kind) => ({ kind, list: lists[kind] }));
};
