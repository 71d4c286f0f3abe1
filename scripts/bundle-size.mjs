// Bundle budget: the JavaScript that /login loads must stay within 120 KiB on the wire (issue 20): brotli at
// quality 11, as the build pre-compresses it and the server sends it (gzip is reported beside it).
// Reads Vite's manifest: the entry chunk, its static imports, and the login route's chunk with its static imports.
// Lazy (dynamic) imports of other routes are not counted: they are not loaded by /login. The classic scripts that
// index.html names (the theme, the start-up preload of build/startupPreloadPlugin.ts) run on every page: counted.
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const BUDGET_KIB = 120;
const DASHBOARD_FILES_BUDGET = 25;
const manifestPath = 'dist/client/.vite/manifest.json';
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

function closure(keys) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

const sizeKiB = (keys, compress) => [...keys].reduce((sum, key) => sum + compress(readFileSync(`dist/client/${manifest[key].file}`)).length, 0) / 1024;
const gzipKiB = (keys) => sizeKiB(keys, (bytes) => gzipSync(bytes));
const brotliKiB = (keys) => sizeKiB(keys, (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const loginRoute = Object.keys(manifest).find((k) => /src\/ui\/auth\/LoginRoute\.tsx$/.test(k));
if (!entry || !loginRoute) {
  console.error(`bundle budget: entry (${entry}) or login route chunk (${loginRoute}) not found in ${manifestPath}`);
  process.exit(1);
}
// Classic (non-module) scripts of the page: every visit runs them before the entry.
const classicScripts = [...readFileSync('dist/client/index.html', 'utf8').matchAll(/<script(?![^>]*type="module")[^>]*\ssrc="\/([^"]+)"/g)].map((match) => match[1]);
const classicKiB = (compress) => classicScripts.reduce((sum, file) => sum + compress(readFileSync(`dist/client/${file}`)).length, 0) / 1024;
const brotli = (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
const entryKeys = closure([entry]);
const loginKeys = closure([entry, loginRoute]);
const lazy = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry).length;
const login = brotliKiB(loginKeys) + classicKiB(brotli);
console.log(`entry JavaScript: ${brotliKiB(entryKeys).toFixed(1)} KiB brotli, ${gzipKiB(entryKeys).toFixed(1)} KiB gzip`);
console.log(`classic scripts of index.html (${classicScripts.join(', ')}): ${classicKiB(brotli).toFixed(1)} KiB brotli`);
console.log(`/login JavaScript: ${login.toFixed(1)} KiB brotli (budget ${BUDGET_KIB} KiB), ${(gzipKiB(loginKeys) + classicKiB((bytes) => gzipSync(bytes))).toFixed(1)} KiB gzip; ${lazy} lazy route chunks`);
// The API reference's renderer (Swagger UI, 1.7 MB) is served by the server at /api/docs only: no chunk of the app may carry it.
const withSwagger = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter((file) => file.endsWith('.js') && /SwaggerUI|swagger-ui/.test(readFileSync(`dist/client/${file}`, 'utf8')));
if (withSwagger.length > 0) {
  console.error(`Swagger UI found in the app bundle: ${withSwagger.join(', ')} (it belongs to /api/docs only)`);
  process.exit(1);
}
// The signed-in dashboard's first load (issue 36 point 4): the entry, the toasts, panel reads, shell and dashboard chunk groups
// (build/signedInChunksPlugin.ts) and their static imports, locale files apart. Budgeted in files: each is a request
// on HTTP/1.1's six connections; 95 before the groups, 22 with them.
const GROUPS = ['toasts', 'panel-reads', 'shell', 'home'];
const groupKeys = GROUPS.map((name) => Object.keys(manifest).find((k) => manifest[k].name === name && !manifest[k].isDynamicEntry));
if (groupKeys.includes(undefined)) {
  console.error(`signed-in chunk groups not found in ${manifestPath} (${GROUPS.map((name, i) => `${name}: ${groupKeys[i]}`).join(', ')}): see build/signedInChunksPlugin.ts`);
  process.exit(1);
}
const dashboardKeys = closure([entry, ...groupKeys]);
console.log(`signed-in dashboard JavaScript: ${brotliKiB(dashboardKeys).toFixed(1)} KiB brotli, ${gzipKiB(dashboardKeys).toFixed(1)} KiB gzip in ${dashboardKeys.size} files (budget ${DASHBOARD_FILES_BUDGET})`);
if (dashboardKeys.size > DASHBOARD_FILES_BUDGET) {
  console.error(`the signed-in dashboard loads ${dashboardKeys.size} JavaScript files, budget ${DASHBOARD_FILES_BUDGET}`);
  process.exit(1);
}
if (login > BUDGET_KIB) {
  console.error(`bundle budget exceeded by ${(login - BUDGET_KIB).toFixed(1)} KiB`);
  process.exit(1);
}
