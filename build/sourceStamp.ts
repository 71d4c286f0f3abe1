import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

// What the web app's bundle is built from, as one hash: the build writes it beside the bundle (sourceStampPlugin),
// and `npm start` rebuilds when the sources no longer match it (server/src/clientBuild.ts). Contents, not mtimes,
// so a checkout or a `touch` that changes nothing does not cost a build.

/** Files and folders (relative to the project root) whose contents shape the bundle. */
export const CLIENT_SOURCES = ['src', 'locales', 'public', 'index.html', 'vite.config.ts', 'panda.config.ts', 'postcss.config.cjs', 'build'] as const;

/** The stamp's file name inside the bundle folder. */
export const STAMP_FILE = '.source-stamp';

function hashInto(hash: ReturnType<typeof createHash>, root: string, rel: string): void {
  const full = path.join(root, rel);
  const stat = fs.statSync(full, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(full).sort()) hashInto(hash, root, path.join(rel, name));
    return;
  }
  hash.update(rel.split(path.sep).join('/')).update('\0').update(fs.readFileSync(full)).update('\0');
}

/** The hash of the sources under `root`, and of the VITE_* settings the build bakes in. */
export function sourceStamp(root: string, env: Readonly<Record<string, string | undefined>> = process.env): string {
  const hash = createHash('sha256');
  for (const rel of CLIENT_SOURCES) hashInto(hash, root, rel);
  for (const key of Object.keys(env).filter((k) => k.startsWith('VITE_')).sort()) hash.update(`${key}=${env[key] ?? ''}\0`);
  return hash.digest('hex');
}

/** Writes the stamp of the sources this build used into the bundle folder. */
export const sourceStampPlugin = (): Plugin => {
  let root = process.cwd();
  return {
    name: 'bottega-source-stamp',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    writeBundle(options) {
      if (options.dir) fs.writeFileSync(path.join(options.dir, STAMP_FILE), sourceStamp(root) + '\n');
    },
  };
};
