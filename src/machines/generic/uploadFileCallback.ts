import { fromCallback, type EventObject } from 'xstate';
import type { UploadFileInput } from './upload.machine.ts';

export type UploadWithProgress<Item> = (file: File, onProgress: (loaded: number, total: number) => void, signal: AbortSignal) => Promise<Item>;

/**
 * Builds the `uploadFile` callback actor from a promise-returning uploader (e.g. an XHR/Effect call in src/api):
 * progress and the outcome are sent back to the queue, and removing the file aborts the request.
 */
export const uploadFileCallback = <Item>(upload: UploadWithProgress<Item>) =>
  fromCallback<EventObject, UploadFileInput>(({ input, sendBack }) => {
    const controller = new AbortController();
    upload(input.file, (loaded, total) => sendBack({ type: 'upload.progress', id: input.id, loaded, total }), controller.signal).then(
      (item) => {
        if (!controller.signal.aborted) sendBack({ type: 'upload.succeeded', id: input.id, item });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) sendBack({ type: 'upload.failed', id: input.id, error });
      },
    );
    return () => controller.abort();
  });
