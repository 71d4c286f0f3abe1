import { describe, expect, it } from 'vitest';
import { extensionOf, REFUSED_EXTENSIONS, REFUSED_EXTENSIONS_SHOWN, refusedDocumentFile } from '../../src/domain/documentFileTypes.ts';
import en from '../../locales/en/documents.json';
import it_ from '../../locales/it/documents.json';

const text = (content: string) => new TextEncoder().encode(content);
const file = (name: string, bytes: Uint8Array, type = '') => ({ name, type, bytes });

describe('refusedDocumentFile', () => {
  it('reads the last extension as Windows does (trailing dots and spaces dropped, any case)', () => {
    expect(extensionOf('fattura.pdf.exe')).toBe('exe');
    expect(extensionOf('AVVIO.BAT. .')).toBe('bat');
    expect(extensionOf('C:\\Temp\\setup.msi')).toBe('msi');
    expect(extensionOf('.bashrc')).toBe('');
    expect(extensionOf('LEGGIMI')).toBe('');
  });

  it('refuses programs and scripts by name, by declared type and by their first bytes', () => {
    for (const name of ['a.exe', 'a.bat', 'a.cmd', 'a.sh', 'a.js', 'a.msi', 'a.dll', 'a.html', 'a.htm', 'a.ps1', 'a.vbs', 'a.jar']) expect(refusedDocumentFile(file(name, text('x'))), name).toBe('extension');
    expect(refusedDocumentFile(file('a.txt', text('x'), 'application/x-sh'))).toBe('type');
    expect(refusedDocumentFile(file('a.txt', text('x'), 'text/html; charset=utf-8'))).toBe('type');
    expect(refusedDocumentFile(file('offerta.pdf', Uint8Array.from([0x4d, 0x5a, 0x90, 0x00])))).toBe('content');
    expect(refusedDocumentFile(file('offerta.pdf', Uint8Array.from([0x7f, 0x45, 0x4c, 0x46, 2, 1])))).toBe('content');
    expect(refusedDocumentFile(file('strumento', text('#!/usr/bin/env node\n')))).toBe('content');
    expect(refusedDocumentFile(file('nota.txt', text('\ufeff\n <HTML><body>ciao</body></HTML>')))).toBe('content');
    expect(refusedDocumentFile(file('logo.svg', text('<svg><a href="javascript:alert(1)">x</a></svg>')))).toBe('content');
    expect(refusedDocumentFile(file('disegno', text('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><foreignObject/></svg>')))).toBe('content');
  });

  it('keeps office documents, PDFs, images, text, CSV, archives and passive SVG images', () => {
    expect(refusedDocumentFile(file('offerta.pdf', text('%PDF-1.7'), 'application/pdf'))).toBeNull();
    expect(refusedDocumentFile(file('listino.xlsx', Uint8Array.from([0x50, 0x4b, 3, 4])))).toBeNull();
    expect(refusedDocumentFile(file('contratto.doc', Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0])))).toBeNull();
    expect(refusedDocumentFile(file('clienti.csv', text('MZ Imballaggi;Genova\n'), 'text/csv'))).toBeNull();
    expect(refusedDocumentFile(file('leggimi.txt', text('#!importante\n')))).toBeNull();
    expect(refusedDocumentFile(file('logo.svg', text('<svg font-family="Arial" xmlns="http://www.w3.org/2000/svg"><text>Bottega</text></svg>'), 'image/svg+xml'))).toBeNull();
    expect(refusedDocumentFile(file('archivio.7z', Uint8Array.from([0x37, 0x7a, 0xbc, 0xaf])))).toBeNull();
  });
});

describe('the upload field hint', () => {
  it('names refused extensions the server refuses, in both languages', () => {
    for (const extension of REFUSED_EXTENSIONS_SHOWN) expect(REFUSED_EXTENSIONS as readonly string[]).toContain(extension);
    expect(en.upload.hint).toContain('{{extensions}}');
    expect(it_.upload.hint).toContain('{{extensions}}');
  });
});
