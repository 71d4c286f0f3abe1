import { assign, enqueueActions, fromCallback, setup, type EventObject } from 'xstate';
import { errorTagOf, type ErrorTag } from './errorTag.ts';

export type UploadEntryStatus = 'uploading' | 'done' | 'failed';

export type UploadEntry<Item> = {
  id: string;
  file: File;
  name: string;
  loaded: number;
  total: number;
  /** 0–100, what the FileUpload component shows. */
  progress: number;
  status: UploadEntryStatus;
  errorTag: ErrorTag | null;
  attempt: number;
  item: Item | null;
};

export type UploadFileInput = { id: string; file: File };

export type UploadEvent<Item> =
  | { type: 'upload.add'; files: readonly File[] }
  | { type: 'upload.progress'; id: string; loaded: number; total: number }
  | { type: 'upload.succeeded'; id: string; item: Item }
  | { type: 'upload.failed'; id: string; error: unknown }
  | { type: 'upload.retry'; id: string }
  | { type: 'upload.remove'; id: string };

export type UploadContext<Item> = { uploads: readonly UploadEntry<Item>[]; nextId: number };

const childIdOf = (entry: { id: string; attempt: number }) => `uploadFile:${entry.id}:${entry.attempt}`;

const percent = (loaded: number, total: number) => (total > 0 ? Math.min(100, Math.max(0, (loaded / total) * 100)) : 0);

const countUploading = <Item>(uploads: readonly UploadEntry<Item>[]) => uploads.filter((entry) => entry.status === 'uploading').length;

const entryIs = <Item>(uploads: readonly UploadEntry<Item>[], id: string, status: UploadEntryStatus) =>
  uploads.some((entry) => entry.id === id && entry.status === status);

/**
 * A queue of file uploads. Each file runs in its own `uploadFile` callback actor (spawned, id per attempt) provided by
 * the screen — usually built with `uploadFileCallback`. The actor sends back `upload.progress`, then
 * `upload.succeeded` with the stored item or `upload.failed` with a tagged error. Failed files can be retried or removed.
 */
export const createUploadMachine = <Item>() =>
  setup({
    types: {
      context: {} as UploadContext<Item>,
      events: {} as UploadEvent<Item>,
    },
    actors: {
      uploadFile: fromCallback<EventObject, UploadFileInput>(({ input, sendBack }) => {
        sendBack({ type: 'upload.failed', id: input.id, error: new Error('uploadFile must be provided by the screen') });
      }),
    },
    guards: {
      isUploading: ({ context }, params: { id: string }) => entryIs(context.uploads, params.id, 'uploading'),
      isFailed: ({ context }, params: { id: string }) => entryIs(context.uploads, params.id, 'failed'),
      isLastUploading: ({ context }, params: { id: string }) => entryIs(context.uploads, params.id, 'uploading') && countUploading(context.uploads) === 1,
      hasFiles: (_, params: { files: readonly File[] }) => params.files.length > 0,
    },
    actions: {
      addUploads: enqueueActions(({ context, enqueue }, params: { files: readonly File[] }) => {
        const added = params.files.map<UploadEntry<Item>>((file, index) => ({
          id: `upload-${context.nextId + index}`,
          file,
          name: file.name,
          loaded: 0,
          total: file.size,
          progress: 0,
          status: 'uploading',
          errorTag: null,
          attempt: 1,
          item: null,
        }));
        enqueue.assign({ uploads: [...context.uploads, ...added], nextId: context.nextId + added.length });
        for (const entry of added) enqueue.spawnChild('uploadFile', { id: childIdOf(entry), input: { id: entry.id, file: entry.file } });
      }),
      setProgress: assign(({ context }, params: { id: string; loaded: number; total: number }) => ({
        uploads: context.uploads.map((entry) =>
          entry.id === params.id ? { ...entry, loaded: params.loaded, total: params.total, progress: percent(params.loaded, params.total) } : entry,
        ),
      })),
      // Named effect: the screen refreshes the record the file was attached to; nothing here.
      fileUploaded: (_, _params: { id: string; item: Item }) => undefined,
      markDone: assign(({ context }, params: { id: string; item: Item }) => ({
        uploads: context.uploads.map((entry) => (entry.id === params.id ? { ...entry, status: 'done' as const, progress: 100, item: params.item } : entry)),
      })),
      markFailed: assign(({ context }, params: { id: string; error: unknown }) => ({
        uploads: context.uploads.map((entry) => (entry.id === params.id ? { ...entry, status: 'failed' as const, errorTag: errorTagOf(params.error) } : entry)),
      })),
      restartUpload: enqueueActions(({ context, enqueue }, params: { id: string }) => {
        const entry = context.uploads.find((candidate) => candidate.id === params.id);
        if (!entry) return;
        const next = { ...entry, attempt: entry.attempt + 1, status: 'uploading' as const, loaded: 0, progress: 0, errorTag: null };
        enqueue.assign({ uploads: context.uploads.map((candidate) => (candidate.id === params.id ? next : candidate)) });
        enqueue.spawnChild('uploadFile', { id: childIdOf(next), input: { id: next.id, file: next.file } });
      }),
      removeUpload: enqueueActions(({ context, enqueue }, params: { id: string }) => {
        const entry = context.uploads.find((candidate) => candidate.id === params.id);
        if (!entry) return;
        if (entry.status === 'uploading') enqueue.stopChild(childIdOf(entry));
        enqueue.assign({ uploads: context.uploads.filter((candidate) => candidate.id !== params.id) });
      }),
    },
  }).createMachine({
    id: 'upload',
    context: { uploads: [], nextId: 1 },
    initial: 'idle',
    on: {
      'upload.remove': { actions: { type: 'removeUpload', params: ({ event }) => ({ id: event.id }) } },
    },
    states: {
      idle: {
        on: {
          'upload.add': {
            guard: { type: 'hasFiles', params: ({ event }) => ({ files: event.files }) },
            target: 'uploading',
            actions: { type: 'addUploads', params: ({ event }) => ({ files: event.files }) },
          },
          'upload.retry': {
            guard: { type: 'isFailed', params: ({ event }) => ({ id: event.id }) },
            target: 'uploading',
            actions: { type: 'restartUpload', params: ({ event }) => ({ id: event.id }) },
          },
        },
      },
      uploading: {
        on: {
          'upload.add': {
            guard: { type: 'hasFiles', params: ({ event }) => ({ files: event.files }) },
            actions: { type: 'addUploads', params: ({ event }) => ({ files: event.files }) },
          },
          'upload.progress': {
            guard: { type: 'isUploading', params: ({ event }) => ({ id: event.id }) },
            actions: { type: 'setProgress', params: ({ event }) => ({ id: event.id, loaded: event.loaded, total: event.total }) },
          },
          'upload.succeeded': [
            {
              guard: { type: 'isLastUploading', params: ({ event }) => ({ id: event.id }) },
              target: 'idle',
              actions: [
                { type: 'markDone', params: ({ event }) => ({ id: event.id, item: event.item }) },
                { type: 'fileUploaded', params: ({ event }) => ({ id: event.id, item: event.item }) },
              ],
            },
            {
              guard: { type: 'isUploading', params: ({ event }) => ({ id: event.id }) },
              actions: [
                { type: 'markDone', params: ({ event }) => ({ id: event.id, item: event.item }) },
                { type: 'fileUploaded', params: ({ event }) => ({ id: event.id, item: event.item }) },
              ],
            },
          ],
          'upload.failed': [
            {
              guard: { type: 'isLastUploading', params: ({ event }) => ({ id: event.id }) },
              target: 'idle',
              actions: { type: 'markFailed', params: ({ event }) => ({ id: event.id, error: event.error }) },
            },
            {
              guard: { type: 'isUploading', params: ({ event }) => ({ id: event.id }) },
              actions: { type: 'markFailed', params: ({ event }) => ({ id: event.id, error: event.error }) },
            },
          ],
          'upload.retry': {
            guard: { type: 'isFailed', params: ({ event }) => ({ id: event.id }) },
            actions: { type: 'restartUpload', params: ({ event }) => ({ id: event.id }) },
          },
          'upload.remove': [
            {
              guard: { type: 'isLastUploading', params: ({ event }) => ({ id: event.id }) },
              target: 'idle',
              actions: { type: 'removeUpload', params: ({ event }) => ({ id: event.id }) },
            },
            { actions: { type: 'removeUpload', params: ({ event }) => ({ id: event.id }) } },
          ],
        },
      },
    },
  });

export type UploadMachine<Item> = ReturnType<typeof createUploadMachine<Item>>;
