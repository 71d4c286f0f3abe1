import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text assets worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;

/** Below this size the headers cost more than the bytes saved (the server's API threshold is the same). */
export const PRECOMPRESS_MIN_BYTES = 1024;

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
};

/**
 * Writes `file.br` (quality 11) and `file.gz` (level 9) beside every text asset of the build, so the server sends
 * them as they are instead of compressing on every request (server/src/http/spa.ts picks one by Accept-Encoding).
 */
export const precompress = (): Plugin => ({
  name: 'bottega-precompress',
  apply: 'build',
  async writeBundle(options) {
    const outDir = options.dir;
    if (outDir === undefined) return;
    const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
    await Promise.all(
      files.map(async (file) => {
        if ((await stat(file)).size < PRECOMPRESS_MIN_BYTES) return;
        const source = await readFile(file);
        const [br, gzipped] = await Promise.all([
          brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
          gz(source, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
      }),
    );
  },
});
