import { createApiClient, type ApiClient, type ApiClientConfig } from './api-client.ts';

/** API base: a real server from VITE_API_BASE, else the embedded fixture backend. */
export const API_BASE: string = import.meta.env.VITE_API_BASE || '/api';
export const USES_FIXTURE_BACKEND = !import.meta.env.VITE_API_BASE;
/** Static asset host (branding stylesheet) from VITE_ASSET_BASE; the API base when not set. */
const ASSET_BASE: string | undefined = import.meta.env.VITE_ASSET_BASE || undefined;

let client: ApiClient | undefined;

/**
 * Creates the app's one API client; called once at start-up. Pass `onTokenRenewed` (store the
 * token cookie) and `onRenewFailed` (log out) so a 401 renews the session (docs/product-rules.md#token-renew). Tests pass
 * an absolute `base` (Node's fetch has no page to resolve '/api' against).
 */
export function configureApi(config: Omit<ApiClientConfig, 'base'> & { base?: string }): ApiClient {
  client = createApiClient({ base: API_BASE, ...(ASSET_BASE ? { assetBase: ASSET_BASE } : {}), ...config });
  return client;
}

export function api(): ApiClient {
  if (!client) throw new Error('API client used before configureApi()');
  return client;
}
