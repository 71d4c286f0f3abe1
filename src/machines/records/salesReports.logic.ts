import type { ListFilters } from '../generic/pagedList.machine.ts';
import { createInterest, deleteInterest, getInterest, listInterests, listInterestSalesReports, updateInterest, type Interest } from '../../api/interests.ts';
import { createMaterial, deleteMaterial, getMaterial, listMaterials, listMaterialSalesReports, updateMaterial, type Material } from '../../api/materials.ts';
import { createSalesReport, deleteSalesReport, getSalesReport, listSalesReports, updateSalesReport, type SalesReport, type SalesReportInput } from '../../api/salesReports.ts';
import { sortedQuery } from '../../domain/statusCustomerQuery.ts';
import { confirmActionLogic } from '../generic/confirmAction.logic.ts';
import { formLogic } from '../generic/form.logic.ts';
import { pagedListLogic } from '../generic/pagedList.logic.ts';
import { recordLogic } from '../generic/record.logic.ts';
import { remoteValueLogic } from '../generic/remoteValue.logic.ts';
import { sendUnlessUnchanged } from '../generic/unchangedSave.ts';
import { listExportLogic } from './listExport.ts';

// The sales reports' records, list, forms and commands bound to the API, with the two small tables they mention
// (materials, interests) and, for each of those, the reports that mention one.

export type SalesReportFilters = {
  profileId?: string | null;
  profileName?: string | null;
  userId?: string | null;
  userName?: string | null;
  from?: string | null;
  to?: string | null;
};

/** The list call's query for the screen's filters and order (names stay in the browser). */
const salesReportsQuery = (filters: SalesReportFilters, sort: string | null) =>
  sortedQuery(
    {
      ...(filters.profileId ? { profileId: Number(filters.profileId) } : {}),
      ...(filters.userId ? { userId: Number(filters.userId) } : {}),
      ...(filters.from ? { from: filters.from } : {}),
      ...(filters.to ? { to: filters.to } : {}),
    },
    sort,
  );

export const salesReportsList = pagedListLogic<SalesReport, SalesReportFilters>((client, { page, pageSize, filters, sort }) => listSalesReports(client, { page, pageSize, ...salesReportsQuery(filters, sort) }));

export const salesReportsExport = listExportLogic<SalesReportFilters>('sales-reports', salesReportsQuery);

export const salesReportRecord = recordLogic<SalesReport>(getSalesReport);

export const salesReportCreate = formLogic<SalesReportInput, SalesReport>(createSalesReport);

/** Saves a report's edit; `body: null` (the form holds what was loaded) sends nothing and answers null (unchangedSave.ts). */
export const salesReportUpdate = formLogic<{ readonly id: number; readonly body: SalesReportInput | null }, SalesReport | null>((client, { id, body }) =>
  sendUnlessUnchanged(body, (changed) => updateSalesReport(client, id, changed)),
);

export const salesReportDeletion = confirmActionLogic<SalesReport, void>((client, report) => deleteSalesReport(client, report.id));

/** The small tables a report's mentions choose from, whole (a few dozen rows at most). */
export const materialChoices = remoteValueLogic((client) => listMaterials(client, { pageSize: 100 }));
export const interestChoices = remoteValueLogic((client) => listInterests(client, { pageSize: 100 }));

export const materialRecord = recordLogic<Material>(getMaterial);
export const interestRecord = recordLogic<Interest>(getInterest);

/** The reports that mention one material (the context is its id), newest first. */
export const materialMentions = pagedListLogic<SalesReport, ListFilters, number>((client, { page, pageSize }, id) => listMaterialSalesReports(client, id, { page, pageSize }));
export const interestMentions = pagedListLogic<SalesReport, ListFilters, number>((client, { page, pageSize }, id) => listInterestSalesReports(client, id, { page, pageSize }));

/** Materials and interests on the generic named-record screens: their calls, bound here so the descriptors name no API. */
export const materialCalls = { list: listMaterials, get: getMaterial, create: createMaterial, update: updateMaterial, remove: deleteMaterial } as const;
export const interestCalls = { list: listInterests, get: getInterest, create: createInterest, update: updateInterest, remove: deleteInterest } as const;
