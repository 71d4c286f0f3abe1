import { fromCallback, fromPromise, type EventObject } from 'xstate';

/** A promise actor that never settles: in generated paths its outcome arrives as a sample event instead. */
export const neverSettling = <Output = unknown, Input = unknown>() => fromPromise<Output, Input>(() => new Promise<Output>(() => undefined));

/** A callback actor that sends nothing back (and ignores what it receives). */
export const silentCallback = <TEvent extends EventObject = EventObject, Input = unknown>() => fromCallback<TEvent, Input>(() => undefined);
