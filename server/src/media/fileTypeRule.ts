import path from 'node:path';
import { refusedUploadFile } from '../../../src/domain/uploadFileTypes.ts';
import type { UploadedFile } from '../http/context.ts';
import { invalidField, type Failure } from '../http/failure.ts';
import { message, quotedParam } from '../i18n/message.ts';

// One rule for every file people upload (the document archive and the attachments of works, tasks, goals, packages
// and profiles): programs, scripts and pages that run code are refused by name, declared type and first bytes
// (src/domain/uploadFileTypes.ts). saveMedia applies it, so no upload reaches the store without it; a handler that
// writes rows before storing the file (the archive) asks first, so a refused file leaves nothing behind.

/** The 422 of a refused file (on `file`, `code: file_type_refused`), or null when the file may be stored. */
export function refusedFileType(file: Pick<UploadedFile, 'name' | 'type' | 'bytes'>): Failure | null {
  if (refusedUploadFile(file) === null) return null;
  const name = path.basename(file.name.replace(/\\/g, '/')) || 'file';
  return { ...invalidField('file', message('media.fileTypeRefused', { name: quotedParam(name) })), extra: { code: 'file_type_refused' } };
}
