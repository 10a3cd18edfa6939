import { createApiClient, type ApiClient, type ApiClientConfig } from './api-client.ts';

/** API base: a real server from VITE_API_BASE, else the embedded fixture backend. */
export const API_BASE: string = import.meta.env.VITE_API_BASE || '/api';
export const USES_FIXTURE_BACKEND = !import.meta.env.VITE_API_BASE;

let client: ApiClient | undefined;

/** Creates the app's one API client; called once at start-up. */
export function configureApi(config: Omit<ApiClientConfig, 'base'>): ApiClient {
  client = createApiClient({ base: API_BASE, ...config });
  return client;
}

export function api(): ApiClient {
  if (!client) throw new Error('API client used before configureApi()');
  return client;
}
