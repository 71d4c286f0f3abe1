import { isIP } from 'node:net';

export type HostTenant = { readonly kind: 'slug'; readonly slug: string } | { readonly kind: 'unknown' };

/**
 * The tenant named by a request host: `{slug}.{baseDomain}` → slug; the bare base domain or an IP address →
 * the default tenant (so `http://localhost:3000` and `http://127.0.0.1:3000` work); anything else → unknown.
 */
export function tenantFromHost(hostname: string, baseDomain: string, defaultTenant: string): HostTenant {
  const host = hostname.toLowerCase().replace(/\.$/, '').replace(/^\[|\]$/g, '');
  if (host === baseDomain || isIP(host) !== 0 || host === '') return { kind: 'slug', slug: defaultTenant };
  const suffix = `.${baseDomain}`;
  if (!host.endsWith(suffix)) return { kind: 'unknown' };
  const labels = host.slice(0, -suffix.length).split('.');
  // `www.acme.localhost` → acme: the label right before the base domain names the tenant.
  const slug = labels[labels.length - 1] ?? '';
  return /^[a-z0-9-]+$/.test(slug) ? { kind: 'slug', slug } : { kind: 'unknown' };
}
