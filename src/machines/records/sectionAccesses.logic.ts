import { listSectionAccesses, type SectionAccess } from '../../api/sectionAccesses.ts';
import { pagedListLogic } from '../generic/pagedList.logic.ts';

// The logins to protected sections bound to the API (issue 32): the settings list passes this to usePagedList.

/** The list's filter: one section, or every section when absent. */
export type SectionAccessFilters = { section?: string };

export const sectionAccessesList = pagedListLogic<SectionAccess, SectionAccessFilters>((client, { page, pageSize, filters, sort }) =>
  listSectionAccesses(client, { page, pageSize, ...(sort ? { sort } : {}), ...(filters.section ? { section: filters.section } : {}) }),
);
