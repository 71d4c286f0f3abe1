import type { Config } from '../config.ts';
import type { TenantDirectory } from '../tenancy/tenants.ts';
import { tenantFromHost } from '../tenancy/host.ts';
import type { TenantInfo } from './context.ts';

// `/manifest.webmanifest`: what a browser needs to install the app, per tenant (by Host, like /api): the tenant's
// name, and its logo when it has one beside the default icons of public/icons (maskable: the mark sits inside the
// safe zone of a full-bleed background).

/** The brand colour of the default icon and the app's light background (src/ui/components/theme). */
const THEME_COLOR = '#2449b0';
const BACKGROUND_COLOR = '#f6f7f9';

/** Launchers show about a dozen characters. */
const SHORT_NAME_LENGTH = 12;

type ManifestIcon = { src: string; sizes: string; type?: string; purpose: 'any' | 'maskable' };

export type WebManifest = {
  readonly name: string;
  readonly short_name: string;
  readonly id: string;
  readonly start_url: string;
  readonly scope: string;
  readonly display: 'standalone';
  readonly theme_color: string;
  readonly background_color: string;
  readonly icons: readonly ManifestIcon[];
};

/** The words of the name that fit a launcher (`Acme Forniture S.r.l.` → `Acme`), or its beginning. */
export const shortNameOf = (name: string): string => {
  if (name.length <= SHORT_NAME_LENGTH) return name;
  let short = '';
  for (const word of name.split(/\s+/)) {
    const next = short === '' ? word : `${short} ${word}`;
    if (next.length > SHORT_NAME_LENGTH) break;
    short = next;
  }
  return short === '' ? name.slice(0, SHORT_NAME_LENGTH) : short;
};

const DEFAULT_ICONS: readonly ManifestIcon[] = [192, 512].flatMap((size) =>
  (['any', 'maskable'] as const).map((purpose) => ({ src: `/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose })),
);

export const webManifest = (tenant: Pick<TenantInfo, 'name' | 'avatarUrl'>): WebManifest => ({
  name: tenant.name,
  short_name: shortNameOf(tenant.name),
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  // The tenant's logo first (its size is unknown: `any`); the default icons stay for the sizes it cannot serve.
  icons: [...(tenant.avatarUrl ? [{ src: tenant.avatarUrl, sizes: 'any', purpose: 'any' as const }] : []), ...DEFAULT_ICONS],
});

export type ManifestDeps = { readonly config: Pick<Config, 'baseDomain' | 'defaultTenant'>; readonly tenants: TenantDirectory };

/** Always revalidated (`no-cache`): a renamed tenant or a new logo shows at the next check. */
export async function serveWebManifest(deps: ManifestDeps, request: Request): Promise<Response> {
  const host = tenantFromHost(new URL(request.url).hostname, deps.config.baseDomain, deps.config.defaultTenant);
  const tenant = host.kind === 'slug' ? await deps.tenants.bySlug(host.slug) : null;
  if (!tenant) return new Response('Tenant not found.\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' } });
  return new Response(JSON.stringify(webManifest(tenant)), {
    status: 200,
    headers: { 'content-type': 'application/manifest+json', 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' },
  });
}
