import { useActorRef } from '@xstate/react';
import { useContext } from 'react';
import { bindUploadLogic, type UploadEffects, type UploadLogic } from '../../machines/generic/upload.logic.ts';
import { ApiClientContext } from '../app/ApiClientContext.ts';
import { clientsOrThrow } from './logicArguments.ts';

/**
 * An upload queue for UploadQueueField (`useUploadQueue(mediaUpload, { owner, id }, { onUploaded })`): the logic
 * sends each file; the context is read when a file starts (e.g. the category typed at that moment).
 */
export const useUploadQueue = <Item, Context>(logic: UploadLogic<Item, Context>, context: Context, effects: UploadEffects<Item>) =>
  useActorRef(bindUploadLogic(logic, clientsOrThrow(useContext(ApiClientContext)).client, context, effects));
