import path from 'node:path';
import { binary, created, invalidField, isFailure, noContent, notFound, ok, paged, type HandlerMap } from '../../http/handler.ts';
import { deleteAllMedia, downloadMedia, saveMedia } from '../../media/store.ts';
import { presentDocument } from './present.ts';
import {
  DOCUMENT_MEDIA,
  deleteDocumentRow,
  findDocument,
  insertDocument,
  isLiveProfile,
  listDocuments,
  updateDocument,
  type DocumentValues,
} from './repository.ts';
import { fieldParam, message } from '../../i18n/message.ts';
import { refusedFileType } from '../../media/fileTypeRule.ts';
import { selectedInvalid } from '../recordMessages.ts';

// Archived documents: details plus one file kept in the shared media store (contract tag documents).

const UNKNOWN_PROFILE = selectedInvalid('profile_id');

/** Multipart fields arrive as text: an empty one means "not given". */
const textOrNull = (value: string | undefined): string | null => (value === undefined || value.trim() === '' ? null : value.trim());

export const handlers = {
  listDocuments: async (ctx) => {
    const page = ctx.page();
    const q = ctx.query;
    const result = await listDocuments(ctx.db, ctx.tenant.id, { category: q.category, profileId: q.profile_id, search: q.search }, q.sort, page);
    return isFailure(result) ? result : paged(result.rows.map(presentDocument), page.meta(result.total));
  },

  createDocument: async (ctx) => {
    const b = ctx.body;
    const file = ctx.files.find((f) => f.field === 'file');
    if (!file) return invalidField('file', message('validation.required', { field: fieldParam('file') }));
    // Programs, scripts and pages that run code are refused before the document's row is written (saveMedia's rule).
    const refused = refusedFileType(file);
    if (refused) return refused;
    if (b.profile_id !== undefined && !(await isLiveProfile(ctx.db, ctx.tenant.id, b.profile_id))) return invalidField('profile_id', UNKNOWN_PROFILE);
    const now = ctx.now();
    const doc = await insertDocument(ctx.db, ctx.tenant.id, {
      // The contract: an empty title becomes the file's name.
      title: textOrNull(b.title) ?? (path.basename(file.name.replace(/\\/g, '/')) || 'file'),
      description: textOrNull(b.description),
      category: textOrNull(b.category),
      profileId: b.profile_id ?? null,
      createdBy: ctx.user.id,
      createdAt: now,
      updatedAt: now,
    });
    const stored = await saveMedia(ctx.db, ctx.config, { tenantId: ctx.tenant.id, ownerType: DOCUMENT_MEDIA, ownerId: doc.id }, file, { now });
    if (isFailure(stored)) {
      // A document without its file is no document.
      await deleteDocumentRow(ctx.db, ctx.tenant.id, doc.id);
      return stored;
    }
    const view = await findDocument(ctx.db, ctx.tenant.id, doc.id);
    return view ? created(presentDocument(view)) : notFound();
  },

  getDocument: async (ctx) => {
    const view = await findDocument(ctx.db, ctx.tenant.id, ctx.params.id);
    return view ? ok(presentDocument(view)) : notFound();
  },

  updateDocument: async (ctx) => {
    const current = await findDocument(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!current) return notFound();
    const b = ctx.body;
    if (b.profile_id !== undefined && b.profile_id !== null && !(await isLiveProfile(ctx.db, ctx.tenant.id, b.profile_id))) {
      return invalidField('profile_id', UNKNOWN_PROFILE);
    }
    const patch: Partial<DocumentValues> = {
      ...(b.title !== undefined ? { title: b.title } : {}),
      ...(b.description !== undefined ? { description: b.description } : {}),
      ...(b.category !== undefined ? { category: b.category } : {}),
      ...(b.profile_id !== undefined ? { profileId: b.profile_id } : {}),
      updatedAt: ctx.now(),
    };
    await updateDocument(ctx.db, ctx.tenant.id, current.row.id, patch);
    const view = await findDocument(ctx.db, ctx.tenant.id, current.row.id);
    return view ? ok(presentDocument(view)) : notFound();
  },

  deleteDocument: async (ctx) => {
    const gone = await deleteDocumentRow(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!gone) return notFound();
    await deleteAllMedia(ctx.db, ctx.config, { tenantId: ctx.tenant.id, ownerType: DOCUMENT_MEDIA, ownerId: ctx.params.id });
    return noContent();
  },

  downloadDocument: async (ctx) => {
    const view = await findDocument(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!view) return notFound();
    const file = await downloadMedia(ctx.db, ctx.config, view.file);
    return isFailure(file) ? file : binary(file);
  },
} satisfies HandlerMap;
