import { describe, expect, it } from 'vitest';
import { isUnzipRace, resumingRows } from '../../server/src/modules/imports/sheet.ts';

// The XLSX reader's guard against unzipper's race (FILE_ENDED, or a workbook part cut short): a read that fails part-way is read again from the
// start, and the rows already given are not given twice.

const transient = (error: unknown) => error instanceof Error && error.message === 'FILE_ENDED';

/** A file of `rows` rows whose first `failures` reads end with `error` after `at` rows. */
const flaky = (rows: number, failures: number, at: number, error = new Error('FILE_ENDED')) => {
  let opened = 0;
  const open = async function* (): AsyncGenerator<number> {
    opened++;
    const failing = opened <= failures;
    for (let i = 1; i <= rows; i++) {
      if (failing && i > at) throw error;
      yield i;
    }
  };
  return { open, opened: () => opened };
};

const all = async (rows: AsyncGenerator<number>) => {
  const out: number[] = [];
  for await (const row of rows) out.push(row);
  return out;
};

describe('resumingRows', () => {
  it('gives every row once, in order, when a read fails part-way and the next one succeeds', async () => {
    const file = flaky(5, 1, 3);
    expect(await all(resumingRows(file.open, transient))).toEqual([1, 2, 3, 4, 5]);
    expect(file.opened()).toBe(2);
  });

  it('gives up after its attempts, with the error', async () => {
    const file = flaky(5, 5, 2);
    await expect(all(resumingRows(file.open, transient, 3))).rejects.toThrow('FILE_ENDED');
    expect(file.opened()).toBe(3);
  });

  it('does not read again after another error (a file that is not a spreadsheet)', async () => {
    const file = flaky(5, 1, 0, new Error('invalid signature'));
    await expect(all(resumingRows(file.open, transient))).rejects.toThrow('invalid signature');
    expect(file.opened()).toBe(1);
  });

  it("reads again when the race cuts the workbook part short (exceljs's TypeError), not on our own defects", async () => {
    const race = new TypeError("Cannot read properties of undefined (reading 'sheets')");
    race.stack = `${race.message}\n    at WorkbookReader._parseWorksheet (/app/node_modules/exceljs/lib/stream/xlsx/workbook-reader.js:303:54)`;
    const ours = new TypeError("Cannot read properties of undefined (reading 'cells')");
    ours.stack = `${ours.message}\n    at xlsxRowsOnce (/app/server/src/modules/imports/sheet.ts:130:20)`;
    expect(isUnzipRace(new Error('FILE_ENDED'))).toBe(true);
    expect(isUnzipRace(race)).toBe(true);
    expect(isUnzipRace(ours)).toBe(false);
    expect(isUnzipRace(new Error('invalid signature'))).toBe(false);
    const file = flaky(4, 2, 0, race);
    expect(await all(resumingRows(file.open, isUnzipRace))).toEqual([1, 2, 3, 4]);
    expect(file.opened()).toBe(3);
  });
});
