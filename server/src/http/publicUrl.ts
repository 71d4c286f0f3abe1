import type { Config } from '../config.ts';

/**
 * The address of a page of the app for a tenant, as people open it: the configured public address (PUBLIC_APP_URL,
 * `{tenant}` replaced by the slug), else the origin of the request being answered, else the development address.
 */
export function appUrl(config: Pick<Config, 'publicAppUrl' | 'baseDomain' | 'port'>, tenantSlug: string, path: string, requestUrl?: string): string {
  const origin = config.publicAppUrl
    ? config.publicAppUrl.replaceAll('{tenant}', tenantSlug)
    : requestUrl
      ? new URL(requestUrl).origin
      : `http://${tenantSlug}.${config.baseDomain}:${config.port}`;
  return `${origin}${path.startsWith('/') ? path : `/${path}`}`;
}
