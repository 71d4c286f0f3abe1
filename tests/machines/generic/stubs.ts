import { fromCallback, fromPromise, type EventObject } from 'xstate';

/** An actor that never settles: in path tests, outcomes arrive as sample events instead. */
export const pendingPromise = <Output, Input>() => fromPromise<Output, Input>(() => new Promise<Output>(() => undefined));

export const silentCallback = <Input>() => fromCallback<EventObject, Input>(() => undefined);

export const tagged = (tag: string, extra: Record<string, unknown> = {}) => ({ _tag: tag, ...extra });
