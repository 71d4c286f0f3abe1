import { createRequire } from 'node:module';
import type ExcelJSModule from 'exceljs';

// exceljs is loaded when a spreadsheet is first read or written, not when the server starts: with its dependencies
// (unzipper, jszip, archiver, es-abstract…) it is about 500 of the ~900 CommonJS modules a start loaded, 1.3 s of
// it on the loaded machine (issue 36.6: quick back after a crash). Synchronous, so the writers that build their
// workbook in a plain function stay as they are.

export type ExcelJS = typeof ExcelJSModule;

const require = createRequire(import.meta.url);
let loaded: ExcelJS | null = null;

export function excel(): ExcelJS {
  loaded ??= require('exceljs') as ExcelJS;
  return loaded;
}
