import { Effect } from 'effect';
import type { ApiClient } from '../../api/client.ts';
import type { ApiError } from '../../api/errors.ts';
import { createUploadMachine, type UploadMachine } from './upload.machine.ts';
import { uploadFileCallback } from './uploadFileCallback.ts';

// See record.logic.ts for what a generic logic value is. An upload queue (attachments, the document archive): each
// file is sent by `upload`, which reports its progress; removing the file from the queue interrupts the request.
// A GuardFailure (guardFailure.ts) refuses a file before any call.

/** Bytes sent and the total; the browser may not know the total, the caller then reports the file's size. */
export type UploadProgressReport = (loaded: number, total: number | undefined) => void;

export type UploadLogic<Item, Context = void> = {
  readonly kind: 'upload';
  readonly upload: (client: ApiClient, file: File, onProgress: UploadProgressReport, context: Context) => Effect.Effect<Item, ApiError | Error>;
};

export const uploadLogic = <Item, Context = void>(upload: UploadLogic<Item, Context>['upload']): UploadLogic<Item, Context> => ({ kind: 'upload', upload });

// One machine definition for every screen: the machine is generic in its types only, and useActorRef keeps an
// actor only while the definition (its config) stays the same across renders (a new one each render restarts it).
const sharedUploads = createUploadMachine<unknown>();

export type UploadEffects<Item> = {
  /** After each file stored (reload the record, notify). */
  readonly onUploaded: (item: Item) => void;
};

/** The upload queue's machine for one screen; a total the browser does not give is the file's size. */
export const bindUploadLogic = <Item, Context>(logic: UploadLogic<Item, Context>, client: ApiClient, context: Context, effects: UploadEffects<Item>): UploadMachine<Item> =>
  (sharedUploads as unknown as UploadMachine<Item>).provide({
    actors: {
      uploadFile: uploadFileCallback<Item>((file, onProgress, signal) =>
        Effect.runPromise(
          logic.upload(client, file, (loaded, total) => onProgress(loaded, total ?? file.size), context),
          { signal },
        ),
      ),
    },
    actions: { fileUploaded: (_, params) => effects.onUploaded(params.item) },
  });
