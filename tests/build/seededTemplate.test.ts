import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copyTemplate, seededTemplateOfToday, templateDir } from '../support/seededTemplate.ts';

// The end-to-end server starts on the server tests' seeded template only when that template was seeded on the demo
// tenants' day (Europe/Rome): the seed dates "today's" records from its own day.
describe('the seeded template the end-to-end server may start on', () => {
  let scratch: string;
  beforeEach(() => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'seeded-template-'));
    vi.stubEnv('TEST_SCRATCH_DIR', scratch);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  const makeTemplate = (seededAt: Date): string => {
    const dir = templateDir();
    fs.mkdirSync(path.join(dir, 'pglite', 'base'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'pglite', 'base', 'file'), 'rows');
    fs.mkdirSync(path.join(dir, 'media'));
    fs.writeFileSync(path.join(dir, 'media', 'doc.pdf'), 'pdf');
    fs.writeFileSync(path.join(dir, 'ready'), '');
    fs.utimesSync(path.join(dir, 'ready'), seededAt, seededAt);
    return dir;
  };

  it('is none while no template of this schema and contract is ready', () => {
    expect(seededTemplateOfToday()).toBeNull();
    fs.mkdirSync(path.join(templateDir(), 'pglite'), { recursive: true });
    expect(seededTemplateOfToday()).toBeNull();
  });

  it('is the template seeded earlier on the same day in Rome, not one seeded the day before', () => {
    // 23:30 in Rome (22:30 UTC in winter) and 00:10 the next day there: another day for the seed.
    const dir = makeTemplate(new Date('2026-11-28T22:30:00Z'));
    expect(seededTemplateOfToday(new Date('2026-11-28T22:50:00Z'))).toBe(dir);
    expect(seededTemplateOfToday(new Date('2026-11-28T23:10:00Z'))).toBeNull();
  });

  it('copies the database and the files the seed attached, not the ready mark', () => {
    const dir = makeTemplate(new Date());
    const target = fs.mkdtempSync(path.join(scratch, 'data-'));
    copyTemplate(dir, target);
    expect(fs.readFileSync(path.join(target, 'pglite', 'base', 'file'), 'utf8')).toBe('rows');
    expect(fs.readFileSync(path.join(target, 'media', 'doc.pdf'), 'utf8')).toBe('pdf');
    expect(fs.existsSync(path.join(target, 'ready'))).toBe(false);
  });
});
