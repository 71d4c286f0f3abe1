export type HostTenant = { readonly kind: 'slug'; readonly slug: string } | { readonly kind: 'unknown' };

/**
 * The tenant named by a request host: exactly `{slug}.{baseDomain}` → slug; exactly the base domain → the default
 * tenant (so `http://localhost:3000` works); anything else names no tenant (issue 21 §8) and gets the no-tenant
 * answer: an IP address, another domain, or more labels before the slug (`www.acme.localhost`), which a wildcard
 * DNS record or a misconfigured proxy would otherwise turn into some tenant's data.
 */
export function tenantFromHost(hostname: string, baseDomain: string, defaultTenant: string): HostTenant {
  // One trailing dot is the fully qualified spelling of the same name.
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === baseDomain) return { kind: 'slug', slug: defaultTenant };
  const suffix = `.${baseDomain}`;
  if (!host.endsWith(suffix)) return { kind: 'unknown' };
  const slug = host.slice(0, -suffix.length);
  return /^[a-z0-9-]+$/.test(slug) ? { kind: 'slug', slug } : { kind: 'unknown' };
}
