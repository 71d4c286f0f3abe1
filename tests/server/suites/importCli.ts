import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runImportCommand } from '../../../server/src/cli/importCommand.ts';
import { contextOn } from '../../../server/src/cli/session.ts';
import { profiles } from '../../../server/src/db/schema/directory.ts';
import type { TestServer } from '../harness.ts';
import { vatNumber, xlsx } from '../support/importFiles.ts';
import { roleClient } from './roleClient.ts';

// `npm run import` (issue 34 point 7): the same engine from the command line, one JSON summary on stdout, exit 1
// when it wrote nothing because of errors. Run in process on the test server's database (the admin channel that
// carries the same command to a running server is tests/server/tenantCli.test.ts's).

export function importCliSuite(server: () => TestServer): void {
  const { db, tenantId } = roleClient(server);
  const run = async (argv: string[]) => {
    const lines: string[] = [];
    const errors: string[] = [];
    const code = await runImportCommand(contextOn(server().config, server().database, { line: (l) => lines.push(l), error: (e) => errors.push(e) }), argv);
    return { code, lines, errors, summary: lines.length === 1 ? (JSON.parse(lines[0] ?? '{}') as Record<string, unknown>) : null };
  };
  const write = async (rows: (string | null)[][]): Promise<string> => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bottega-import-cli-')), 'clienti.xlsx');
    fs.writeFileSync(file, await xlsx(rows));
    return file;
  };

  describe('import command line', () => {
    it('dry run, refusal, skip-bad-rows: one JSON summary each and the exit codes', async () => {
      const file = await write([
        ['Ragione sociale', 'Partita IVA'],
        ['Riga 4901', vatNumber(4901)],
        ['Riga 4902', '999'],
      ]);
      const dry = await run(['--tenant', 'borgo', '--kind', 'customers', file, '--dry-run']);
      expect(dry.code).toBe(1);
      expect(dry.summary).toMatchObject({ status: 'checked', dry_run: true, created: 1, updated: 0, unchanged: 0, rejected: 1 });
      expect(dry.summary?.errors).toEqual([{ row: 3, column: 'Partita IVA', value: '999', reason: 'Partita IVA non valida (11 cifre con cifra di controllo).' }]);
      const all = await run(['--tenant', 'borgo', '--kind', 'customers', file]);
      expect(all.code).toBe(1);
      expect(all.summary).toMatchObject({ status: 'failed', created: 1, rejected: 1 });
      const tid = await tenantId('borgo');
      const live = () => db().select().from(profiles).where(and(eq(profiles.tenantId, tid), eq(profiles.vatNumber, vatNumber(4901)), isNull(profiles.deletedAt)));
      expect(await live()).toEqual([]);
      const skip = await run(['--tenant', 'borgo', '--kind', 'customers', '--skip-bad-rows', file]);
      expect(skip.code).toBe(0);
      expect(skip.summary).toMatchObject({ status: 'done', created: 1, rejected: 1 });
      expect(await live()).toHaveLength(1);
      expect((await run(['--tenant', 'borgo', '--kind', 'customers', file, '--skip-bad-rows'])).summary).toMatchObject({ created: 0, unchanged: 1, rejected: 1 });
    });

    it('refuses a wrong command line (exit 2) and an unknown tenant (exit 1)', async () => {
      expect((await run(['--tenant', 'borgo', 'x.xlsx'])).code).toBe(2);
      expect((await run(['--tenant', 'borgo', '--kind', 'planets', 'x.xlsx'])).code).toBe(2);
      expect((await run(['--tenant', 'nowhere', '--kind', 'customers', 'x.xlsx'])).code).toBe(1);
    });
  });
}
