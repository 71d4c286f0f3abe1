import type { ApiClient } from '../../api/client.ts';
import type { DownloadProgress } from '../../api/effect.ts';
import { createSample, downloadSamplePdf, duplicateSample, getSample, getSampleHistory, getSamplePdfLink, listSamples, updateSample, type Sample, type SampleHistoryEntry, type SampleInput } from '../../api/samples.ts';
import type { SampleOverallStatus } from '../../domain/sampleApproval.ts';
import { sortedQuery, statusCustomerQuery, type StatusCustomerFilters } from '../../domain/statusCustomerQuery.ts';
import { commandLogic } from '../generic/command.logic.ts';
import { sendUnlessUnchanged } from '../generic/unchangedSave.ts';
import { formLogic } from '../generic/form.logic.ts';
import { pagedListLogic } from '../generic/pagedList.logic.ts';
import { recordLogic } from '../generic/record.logic.ts';
import { listExportLogic } from './listExport.ts';

// The samples' records, list, forms and commands bound to the API (the approval is its own workflow,
// src/machines/sampleApproval).

export type SampleFilters = StatusCustomerFilters<SampleOverallStatus>;

const samplesQuery = (filters: SampleFilters, sort: string | null) => sortedQuery(statusCustomerQuery(filters), sort);

export const samplesList = pagedListLogic<Sample, SampleFilters>((client, { page, pageSize, filters, sort }) => listSamples(client, { page, pageSize, ...samplesQuery(filters, sort) }));

export const samplesExport = listExportLogic<SampleFilters>('samples', samplesQuery);

export const sampleRecord = recordLogic<Sample>(getSample);

/** Who changed what, newest first. */
export const sampleHistory = recordLogic<readonly SampleHistoryEntry[]>(getSampleHistory);

export const sampleCreate = formLogic<SampleInput, Sample>(createSample);

/** Saves a sample's edit; `body: null` (the form holds what was loaded) sends nothing and answers null (unchangedSave.ts). */
export const sampleUpdate = formLogic<{ readonly id: number; readonly body: SampleInput | null }, Sample | null>((client, { id, body }) =>
  sendUnlessUnchanged(body, (changed) => updateSample(client, id, changed)),
);

export const sampleDuplication = commandLogic<number, Sample>(duplicateSample);

/** The sample sheet's PDF, and a signed link to it. */
export const samplePdf = (client: ApiClient, id: number) => ({
  load: (onProgress: (progress: DownloadProgress) => void) => downloadSamplePdf(client, id, onProgress),
  link: () => getSamplePdfLink(client, id),
});
