import type { ApiClients } from '../../machines/generic/apiClients.ts';

/** The hooks bind a logic value to the app's clients, so they run inside <App>. */
export const clientsOrThrow = (clients: ApiClients | null): ApiClients => {
  if (clients === null) throw new Error('A screen using a logic value must be rendered inside <App> (ApiClientContext)');
  return clients;
};

/** A hook's context argument: none when the logic takes no context. */
export type ContextArgument<Context> = [Context] extends [void] ? [] : [context: Context];
