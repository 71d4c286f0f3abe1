import { describe, expect, it } from 'vitest';
import { extensionOf, REFUSED_EXTENSIONS, REFUSED_EXTENSIONS_SHOWN, refusedUploadFile } from '../../src/domain/uploadFileTypes.ts';
import en from '../../locales/en/documents.json';
import it_ from '../../locales/it/documents.json';
import enUi from '../../locales/en/ui.json';
import itUi from '../../locales/it/ui.json';

const text = (content: string) => new TextEncoder().encode(content);
const file = (name: string, bytes: Uint8Array, type = '') => ({ name, type, bytes });

describe('refusedUploadFile', () => {
  it('reads the last extension as Windows does (trailing dots and spaces dropped, any case)', () => {
    expect(extensionOf('fattura.pdf.exe')).toBe('exe');
    expect(extensionOf('AVVIO.BAT. .')).toBe('bat');
    expect(extensionOf('C:\\Temp\\setup.msi')).toBe('msi');
    expect(extensionOf('.bashrc')).toBe('');
    expect(extensionOf('LEGGIMI')).toBe('');
  });

  it('refuses programs and scripts by name, by declared type and by their first bytes', () => {
    for (const name of ['a.exe', 'a.bat', 'a.cmd', 'a.sh', 'a.js', 'a.msi', 'a.dll', 'a.html', 'a.htm', 'a.ps1', 'a.vbs', 'a.jar']) expect(refusedUploadFile(file(name, text('x'))), name).toBe('extension');
    expect(refusedUploadFile(file('a.txt', text('x'), 'application/x-sh'))).toBe('type');
    expect(refusedUploadFile(file('a.txt', text('x'), 'text/html; charset=utf-8'))).toBe('type');
    expect(refusedUploadFile(file('offerta.pdf', Uint8Array.from([0x4d, 0x5a, 0x90, 0x00])))).toBe('content');
    expect(refusedUploadFile(file('offerta.pdf', Uint8Array.from([0x7f, 0x45, 0x4c, 0x46, 2, 1])))).toBe('content');
    expect(refusedUploadFile(file('strumento', text('#!/usr/bin/env node\n')))).toBe('content');
    expect(refusedUploadFile(file('nota.txt', text('\ufeff\n <HTML><body>ciao</body></HTML>')))).toBe('content');
    expect(refusedUploadFile(file('logo.svg', text('<svg><a href="javascript:alert(1)">x</a></svg>')))).toBe('content');
    expect(refusedUploadFile(file('disegno', text('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><foreignObject/></svg>')))).toBe('content');
  });

  it('keeps office documents, PDFs, images, text, CSV, archives and passive SVG images', () => {
    expect(refusedUploadFile(file('offerta.pdf', text('%PDF-1.7'), 'application/pdf'))).toBeNull();
    expect(refusedUploadFile(file('listino.xlsx', Uint8Array.from([0x50, 0x4b, 3, 4])))).toBeNull();
    expect(refusedUploadFile(file('contratto.doc', Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0])))).toBeNull();
    expect(refusedUploadFile(file('clienti.csv', text('MZ Imballaggi;Genova\n'), 'text/csv'))).toBeNull();
    expect(refusedUploadFile(file('leggimi.txt', text('#!importante\n')))).toBeNull();
    expect(refusedUploadFile(file('logo.svg', text('<svg font-family="Arial" xmlns="http://www.w3.org/2000/svg"><text>Bottega</text></svg>'), 'image/svg+xml'))).toBeNull();
    expect(refusedUploadFile(file('archivio.7z', Uint8Array.from([0x37, 0x7a, 0xbc, 0xaf])))).toBeNull();
  });
});

describe('the upload field hint', () => {
  it('names refused extensions the server refuses, in both languages', () => {
    for (const extension of REFUSED_EXTENSIONS_SHOWN) expect(REFUSED_EXTENSIONS as readonly string[]).toContain(extension);
    expect(en.upload.hint).toContain('{{extensions}}');
    expect(it_.upload.hint).toContain('{{extensions}}');
    // The attachments of works, tasks, goals, packages and profiles say the same.
    expect(enUi.media.uploadHint).toContain('{{extensions}}');
    expect(itUi.media.uploadHint).toContain('{{extensions}}');
  });
});
