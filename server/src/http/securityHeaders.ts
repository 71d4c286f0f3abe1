import type { Config } from '../config.ts';

// Security headers on every answer (issue 21). Access tokens live in localStorage, so the one thing that must never
// run is a script the app did not ship: the app's policy allows scripts from its own origin only (no inline
// script, no eval). The policy is chosen per path (`policyFor`), so a page with other needs (the API reference
// page) gets its own without loosening the app's.

/**
 * The address-entry helper loads Google's places library when the tenant has a maps key
 * (src/ui/components/placesLoader.ts): its script comes from maps.googleapis.com and loads further pieces from
 * maps.gstatic.com, calls maps.googleapis.com, shows images from both, and its suggestion list brings a style sheet
 * and fonts from Google Fonts. Exactly those hosts, nothing wider (no *.google.com, no frames).
 */
const MAPS = {
  script: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  connect: ['https://maps.googleapis.com'],
  img: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
} as const;

const policy = (directives: Readonly<Record<string, readonly string[]>>): string =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');

/**
 * The single-page app. Styles: Panda writes a CSS file and React sets `style` props through the CSSOM (which CSP
 * does not restrict), but the maps library injects `<style>` elements for its suggestion list and a library may set
 * a `style` attribute as text; style injection cannot run code, so styles allow 'unsafe-inline' while scripts never
 * do (tests/e2e/startup.spec.ts checks the built app runs with no violation). PDF previews are blob: URLs in an
 * iframe (PdfActions); the process diagram's layout runs in a same-origin worker. Referrer: the maps key is
 * restricted by referrer, so Google must see the origin (strict-origin-when-cross-origin sends only that, never a
 * path such as /password/set/<token>).
 */
export const APP_CSP = policy({
  'default-src': ["'self'"],
  'script-src': ["'self'", ...MAPS.script],
  'style-src': ["'self'", "'unsafe-inline'", ...MAPS.style],
  'img-src': ["'self'", 'data:', 'blob:', ...MAPS.img],
  'font-src': ["'self'", 'data:', ...MAPS.font],
  'connect-src': ["'self'", ...MAPS.connect],
  'frame-src': ["'self'", 'blob:'],
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
});

/**
 * API answers are data, never pages: nothing in them may run or load, even if a browser is tricked into rendering
 * one (a downloaded file opened in place, an error page). `sandbox` gives such a document a unique origin, away
 * from the app's localStorage.
 */
export const API_CSP = policy({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"], sandbox: [] });

/**
 * Browser features the app never uses, switched off for it and for anything it might embed. Only features browsers
 * know: Chromium warned "Unrecognized feature: 'bluetooth'" in the console of every page.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), midi=()';

/**
 * The Content-Security-Policy for a path. Add a case here for a page with other needs (e.g. an API reference page
 * rendered by a bundled viewer) rather than loosening the app's policy.
 */
export function policyFor(pathname: string): string {
  if (pathname === '/api' || pathname.startsWith('/api/')) return API_CSP;
  return APP_CSP;
}

/** Whether the client reached us over HTTPS (directly, or through a trusted proxy that says so). */
export function viaHttps(request: Request, trustProxy: boolean): boolean {
  if (request.url.startsWith('https:')) return true;
  if (!trustProxy) return false;
  return request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/** The headers every answer carries; HSTS only over HTTPS (browsers ignore it on plain HTTP) and when not 0. */
export function securityHeaders(config: Pick<Config, 'hstsMaxAgeSeconds' | 'trustProxy'>, request: Request, pathname: string = new URL(request.url).pathname): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': policyFor(pathname),
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
  };
  if (config.hstsMaxAgeSeconds > 0 && viaHttps(request, config.trustProxy)) {
    headers['strict-transport-security'] = `max-age=${config.hstsMaxAgeSeconds}`;
  }
  return headers;
}

/** `res` with `headers` added where it does not already have them; copies a Response whose headers are immutable. */
export function withHeaders(res: Response, headers: Readonly<Record<string, string>>): Response {
  const missing = Object.entries(headers).filter(([name]) => !res.headers.has(name));
  if (missing.length === 0) return res;
  try {
    for (const [name, value] of missing) res.headers.set(name, value);
    return res;
  } catch {
    // Immutable headers (a Response passed through from fetch): copy it.
    const copy = new Headers(res.headers);
    for (const [name, value] of missing) copy.set(name, value);
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers: copy });
  }
}
