import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from './log.ts';

export type ClientBuild = { readonly _tag: 'Present' } | { readonly _tag: 'Built' } | { readonly _tag: 'Missing'; readonly reason: string };

/** Builds the SPA once (`npx vite build`) when its bundle is missing, so `npm start` works on a fresh checkout. */
export function ensureClientBuild(clientDir: string, log: Logger): ClientBuild {
  if (fs.existsSync(path.join(clientDir, 'index.html'))) return { _tag: 'Present' };
  log.info('The web app bundle is missing: running `npx vite build` (once)…');
  const run = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (run.status === 0 && fs.existsSync(path.join(clientDir, 'index.html'))) return { _tag: 'Built' };
  return { _tag: 'Missing', reason: run.error?.message ?? `vite build exited with ${String(run.status)}` };
}
