import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';

// Serves the built single-page app: files as they are, anything else (a client-side route) as index.html.

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

// Vite names bundled assets with a content hash (`index-3f9a1c2b.js`): they never change, so cache them forever.
const HASHED = /[-.][A-Za-z0-9_]{8,}\.[a-z0-9]+$/;

export type Spa = { readonly available: boolean; serve(request: Request): Promise<Response> };

function fileResponse(file: string, stat: fs.Stats, request: Request, cacheControl: string): Response {
  const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  const headers = { 'content-type': type, 'cache-control': cacheControl, etag, 'x-content-type-options': 'nosniff' };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  if (request.method === 'HEAD') return new Response(null, { status: 200, headers: { ...headers, 'content-length': String(stat.size) } });
  const body = Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array>;
  return new Response(body, { status: 200, headers: { ...headers, 'content-length': String(stat.size) } });
}

export function createSpa(clientDir: string): Spa {
  const root = path.resolve(clientDir);
  const index = path.join(root, 'index.html');
  const available = fs.existsSync(index);

  return {
    available,
    async serve(request) {
      if (!available) {
        return new Response('The web app is not built. Run `npm run build`, then restart the server.\n', {
          status: 503,
          headers: { 'content-type': 'text/plain; charset=utf-8' },
        });
      }
      let pathname: string;
      try {
        pathname = decodeURIComponent(new URL(request.url).pathname);
      } catch {
        pathname = '/';
      }
      const file = path.resolve(root, `.${pathname}`);
      // Only files inside the bundle folder; `..` tricks fall through to index.html.
      if (file.startsWith(root + path.sep)) {
        const stat = await fs.promises.stat(file).catch(() => null);
        if (stat?.isFile()) {
          const cache = HASHED.test(file) && pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
          return fileResponse(file, stat, request, cache);
        }
      }
      const stat = await fs.promises.stat(index);
      // The shell must always be revalidated: it names the current hashed bundles.
      return fileResponse(index, stat, request, 'no-cache');
    },
  };
}
