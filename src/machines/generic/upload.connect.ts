import type { ErrorTag } from './errorTag.ts';
import type { UploadContext, UploadEntryStatus, UploadEvent } from './upload.machine.ts';

// What an upload queue's field shows, from a snapshot alone (pure, tested without React): each file with its
// progress and failure, and whether a retry is possible (what the machine would take, `snapshot.can`).

type Snapshot<Item> = {
  readonly context: UploadContext<Item>;
  matches: (state: 'uploading') => boolean;
  can: (event: UploadEvent<Item>) => boolean;
};

export type UploadEntryView = {
  readonly id: string;
  readonly name: string;
  /** 0–100. */
  readonly progress: number;
  readonly status: UploadEntryStatus;
  readonly errorTag: ErrorTag | null;
  readonly canRetry: boolean;
};

export type UploadView = {
  readonly uploads: readonly UploadEntryView[];
  /** Some file is on its way. */
  readonly uploading: boolean;
};

export const connectUpload = <Item>(snapshot: Snapshot<Item>): UploadView => ({
  uploads: snapshot.context.uploads.map((entry) => ({
    id: entry.id,
    name: entry.name,
    progress: entry.progress,
    status: entry.status,
    errorTag: entry.errorTag,
    canRetry: snapshot.can({ type: 'upload.retry', id: entry.id }),
  })),
  uploading: snapshot.matches('uploading'),
});
