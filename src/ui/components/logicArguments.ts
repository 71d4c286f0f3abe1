import type { ApiClients } from '../../machines/generic/apiClients.ts';

// Issue 32's transition: the hooks take a logic value first, or still the old arguments (a machine). Both are
// objects; only a logic value has a `kind`.

/** A logic value (record.logic.ts …) rather than a machine of the old signatures. */
export const isLogic = <Logic extends { readonly kind: string }>(first: Logic | object): first is Logic => typeof first === 'object' && 'kind' in first;

/** The logic path needs the app's clients (it runs inside <App>); the old path did not ask for them. */
export const clientsOrThrow = (clients: ApiClients | null): ApiClients => {
  if (clients === null) throw new Error('A screen using a logic value must be rendered inside <App> (ApiClientContext)');
  return clients;
};

/** A hook's context argument: none when the logic takes no context. */
export type ContextArgument<Context> = [Context] extends [void] ? [] : [context: Context];
