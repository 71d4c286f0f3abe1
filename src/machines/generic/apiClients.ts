import type { ApiClient, BareApiClient } from '../../api/client.ts';

/** The app's two API clients (created once by the session's composition, handed to the screens by the app). */
export type ApiClients = { readonly client: ApiClient; readonly bareClient: BareApiClient };
