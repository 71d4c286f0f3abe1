import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mayBuildTemplate } from './harness.ts';

// The PGlite template (harness.ts) is built by one process at a time: test files starting together on a fresh clone
// wait for the first one's build instead of each building its own copy.

const dirs: string[] = [];
const scratch = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bottega-template-lock-'));
  dirs.push(dir);
  return { lock: path.join(dir, 'template.lock'), ready: path.join(dir, 'template', 'ready') };
};

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has ended. */
const deadPid = (): number => {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
};

describe('the template build lock', () => {
  it('lets the first process build, and holds its pid', async () => {
    const { lock, ready } = scratch();
    expect(await mayBuildTemplate(lock, ready)).toBe(true);
    expect(fs.readFileSync(path.join(lock, 'pid'), 'utf8')).toBe(String(process.pid));
  });

  it('makes a second process wait for the builder’s ready file instead of building again', async () => {
    const { lock, ready } = scratch();
    fs.mkdirSync(lock);
    fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
    let settled = false;
    const waiting = mayBuildTemplate(lock, ready).then((mayBuild) => {
      settled = true;
      return mayBuild;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    fs.mkdirSync(path.dirname(ready), { recursive: true });
    fs.writeFileSync(ready, '');
    expect(await waiting).toBe(false);
  });

  it('takes the lock over when its builder has died', async () => {
    const { lock, ready } = scratch();
    fs.mkdirSync(lock);
    fs.writeFileSync(path.join(lock, 'pid'), String(deadPid()));
    expect(await mayBuildTemplate(lock, ready)).toBe(true);
    expect(fs.readFileSync(path.join(lock, 'pid'), 'utf8')).toBe(String(process.pid));
  });
});
