import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sourceStamp, STAMP_FILE } from '../../build/sourceStamp.ts';
import type { Logger } from './log.ts';

export type ClientBuild = { readonly _tag: 'Present' } | { readonly _tag: 'Built' } | { readonly _tag: 'Missing'; readonly reason: string };

/** Why the bundle in `clientDir` must be (re)built, or null when it matches the sources under `root`. */
export function staleBundle(clientDir: string, root: string = process.cwd()): string | null {
  if (!fs.existsSync(path.join(clientDir, 'index.html'))) return 'The web app bundle is missing';
  // Sources not shipped (a deployment with only the bundle): nothing to compare with, serve what is there.
  if (!fs.existsSync(path.join(root, 'src'))) return null;
  const built = readStamp(clientDir);
  if (built === null) return 'The web app bundle has no source stamp';
  return built === sourceStamp(root) ? null : 'The web app sources changed since the last build';
}

function readStamp(clientDir: string): string | null {
  try {
    return fs.readFileSync(path.join(clientDir, STAMP_FILE), 'utf8').trim();
  } catch {
    return null;
  }
}

/**
 * Builds the SPA (`npx vite build`) when its bundle is missing or older than its sources (build/sourceStamp.ts), so
 * `npm start` never serves yesterday's app after a pull or an edit.
 */
export function ensureClientBuild(clientDir: string, log: Logger, build: () => number | null = viteBuild): ClientBuild {
  const reason = staleBundle(clientDir);
  if (reason === null) return { _tag: 'Present' };
  log.info(`${reason}: running \`npx vite build\`…`);
  const status = build();
  const present = fs.existsSync(path.join(clientDir, 'index.html'));
  if (status === 0 && present) return { _tag: 'Built' };
  if (present) {
    log.warn(`vite build exited with ${String(status)}: serving the previous bundle.`);
    return { _tag: 'Present' };
  }
  return { _tag: 'Missing', reason: `vite build exited with ${String(status)}` };
}

function viteBuild(): number | null {
  const run = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  return run.error ? null : run.status;
}
