import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ApiApp } from '../app.ts';

// The API reference for integrators (issue 21 §7): the contract as the server enforces it, at /api/openapi.yaml,
// and rendered by Swagger UI at /api/docs. Both are public, on every host: the contract holds no secret (it is
// also in the repository), an integrator reads it before having an account, and every operation it describes still
// asks for its own authentication. Swagger UI is served from node_modules by this server only (same origin,
// `script-src 'self'`, no inline script: the page's set-up is a file of its own), so it is never part of the app's
// bundle and loads only on this page.

export const API_DOCS_PATH = '/api/docs';
export const CONTRACT_PATH = '/api/openapi.yaml';
const ASSETS = `${API_DOCS_PATH}/assets`;

/** A file served as is: its bytes, gzip beside them (the bundle is 1.7 MB, ~0.5 MB compressed), and its tag. */
type Served = { readonly type: string; readonly bytes: Buffer; readonly gzip: Buffer; readonly etag: string };

const served = (type: string, bytes: Buffer): Served => ({
  type,
  bytes,
  gzip: gzipSync(bytes),
  etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`,
});

const INIT_SCRIPT = `// Swagger UI set-up for ${API_DOCS_PATH} (a file, not an inline script: the CSP allows scripts of this origin only).
window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '${CONTRACT_PATH}', dom_id: '#swagger-ui', deepLinking: true, tryItOutEnabled: false });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bottega API reference</title>
<link rel="stylesheet" href="${ASSETS}/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${ASSETS}/swagger-ui-bundle.js"></script>
<script src="${ASSETS}/init.js"></script>
</body>
</html>
`;

/** Swagger UI draws with inline style attributes and data: images; scripts come from this origin only. */
const PAGE_CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

function swaggerUiDir(): string {
  return path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
}

/** The files, read on first use (most processes never serve this page). */
function loadFiles(contractPath: string): ReadonlyMap<string, Served> {
  const dir = swaggerUiDir();
  // The source-map comment would make browsers' tools fetch a .map file that is not served.
  const strip = (file: string) => Buffer.from(fs.readFileSync(path.join(dir, file), 'utf8').replace(/\n?\/[/*]# sourceMappingURL=\S+(\s*\*\/)?\s*$/, '\n'));
  return new Map([
    [CONTRACT_PATH, served('application/yaml; charset=utf-8', fs.readFileSync(contractPath))],
    [API_DOCS_PATH, served('text/html; charset=utf-8', Buffer.from(PAGE))],
    [`${ASSETS}/swagger-ui-bundle.js`, served('text/javascript; charset=utf-8', strip('swagger-ui-bundle.js'))],
    [`${ASSETS}/swagger-ui.css`, served('text/css; charset=utf-8', strip('swagger-ui.css'))],
    [`${ASSETS}/init.js`, served('text/javascript; charset=utf-8', Buffer.from(INIT_SCRIPT))],
  ]);
}

/** The page and the contract are revalidated (a deploy changes them); Swagger UI's files change with its version only. */
const cacheControl = (key: string): string => (key.startsWith(ASSETS) ? 'public, max-age=86400' : 'public, max-age=300, must-revalidate');

function answer(request: Request, key: string, file: Served): Response {
  const headers: Record<string, string> = {
    'content-type': file.type,
    'cache-control': cacheControl(key),
    etag: file.etag,
    vary: 'accept-encoding',
    'x-content-type-options': 'nosniff',
  };
  if (key === API_DOCS_PATH) headers['content-security-policy'] = PAGE_CSP;
  if (request.headers.get('if-none-match') === file.etag) return new Response(null, { status: 304, headers });
  const gzip = /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '');
  const body = gzip ? file.gzip : file.bytes;
  if (gzip) headers['content-encoding'] = 'gzip';
  headers['content-length'] = String(body.length);
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
}

/** Registers the reference's routes; call before the /api/* catch-all. */
export function mountApiDocs(app: ApiApp, contractPath: string): void {
  let files: ReadonlyMap<string, Served> | null = null;
  const serve = (request: Request, key: string): Response | null => {
    files ??= loadFiles(contractPath);
    const file = files.get(key);
    return file ? answer(request, key, file) : null;
  };
  for (const key of [CONTRACT_PATH, API_DOCS_PATH]) {
    app.get(key, async (c, next) => serve(c.req.raw, key) ?? (await next()));
  }
  app.get(`${API_DOCS_PATH}/`, (c) => c.redirect(API_DOCS_PATH, 301));
  // Anything else under assets falls through to the API's own 404.
  app.get(`${ASSETS}/:file`, async (c, next) => serve(c.req.raw, `${ASSETS}/${c.req.param('file')}`) ?? (await next()));
}
