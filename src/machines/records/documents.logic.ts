import { listDocuments, deleteDocument, downloadDocument, updateDocument, uploadDocument, type ArchivedDocument, type DocumentChanges } from '../../api/documents.ts';
import type { Download } from '../../api/effect.ts';
import { listProfiles } from '../../api/profiles.ts';
import { commandLogic } from '../generic/command.logic.ts';
import { confirmActionLogic } from '../generic/confirmAction.logic.ts';
import { pagedListLogic } from '../generic/pagedList.logic.ts';
import { uploadLogic } from '../generic/upload.logic.ts';
import { pickerOptions } from './pickerOptions.ts';

// The document archive (documents, spec §1) bound to the API (issue 32): the list, uploads, downloads, the edit
// dialog's save and profile picker, and deletion.

export type DocumentFilters = { search?: string; category?: string };

/** The list's filters and order as the list call and the export send them (empty filters are left out). */
export const documentsQuery = (filters: DocumentFilters, sort: string | null) => ({
  ...(sort ? { sort } : {}),
  ...(filters.search ? { search: filters.search } : {}),
  ...(filters.category ? { category: filters.category } : {}),
});

export const documentsList = pagedListLogic<ArchivedDocument, DocumentFilters>((client, { page, pageSize, filters, sort }) =>
  listDocuments(client, { page, pageSize, ...documentsQuery(filters, sort) }),
);

/** A file archived with the category typed at the moment it starts (blank: none). */
export const documentUpload = uploadLogic<ArchivedDocument, { readonly category: string }>((client, file, onProgress, { category }) =>
  uploadDocument(client, file, { category: category.trim() }, (progress) => onProgress(progress.loaded, progress.total)),
);

export const documentDownload = commandLogic<ArchivedDocument, Download>((client, document) => downloadDocument(client, document.id));

export const documentDeletion = confirmActionLogic<ArchivedDocument, void>((client, document) => deleteDocument(client, document.id));

export type DocumentSave = { readonly id: number; readonly changes: DocumentChanges };

export const documentSave = commandLogic<DocumentSave, ArchivedDocument>((client, { id, changes }) => updateDocument(client, id, changes));

/** The profile a document concerns: any profile, by name. */
export const documentProfileOptions = pickerOptions(listProfiles, (profile) => ({ value: String(profile.id), label: profile.name }));
