import { createContext, useContext } from 'react';
import type { ApiClients } from '../../machines/generic/apiClients.ts';

export type { ApiClients };

export const ApiClientContext = createContext<ApiClients | null>(null);

/** The app's API clients, for screens that provide their machines' actors. */
export const useApiClients = (): ApiClients => {
  const clients = useContext(ApiClientContext);
  if (clients === null) throw new Error('useApiClients must be used inside <App>');
  return clients;
};
