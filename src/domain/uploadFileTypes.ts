// Which uploaded files Bottega refuses, wherever they are uploaded (the document archive and every record's
// attachments: works, tasks, goals, packages, profiles): programs, scripts and pages that run code when opened. The
// spec names no list of allowed types; like Dolibarr's upload deny list, everything else is kept (office documents,
// PDFs, images, text, CSV, archives, e-invoices and signed .p7m files, CAD and artwork files), because an allow list
// would refuse the packaging trade's own formats. Checked on the server where media are stored
// (server/src/media/fileTypeRule.ts) by the file's name, its declared type and its first bytes; the upload fields
// show the same list as their hint.

/** Extensions of programs, installers, libraries, shortcuts, scripts and web pages (lower case, no dot). */
export const REFUSED_EXTENSIONS = [
  // Windows programs, installers, libraries, shortcuts, system files
  'exe', 'com', 'scr', 'pif', 'msi', 'msp', 'mst', 'msix', 'appx', 'dll', 'sys', 'cpl', 'ocx', 'drv', 'lnk', 'scf', 'url', 'reg', 'inf', 'msc', 'gadget', 'application', 'hta',
  // scripts
  'bat', 'cmd', 'ps1', 'psm1', 'psd1', 'vbs', 'vbe', 'vb', 'js', 'jse', 'mjs', 'cjs', 'wsf', 'wsh', 'wsc', 'sh', 'bash', 'zsh', 'csh', 'ksh', 'command',
  'py', 'pyw', 'pl', 'rb', 'php', 'phtml', 'php3', 'php4', 'php5', 'phar', 'cgi', 'asp', 'aspx', 'jsp',
  // other systems' programs and packages
  'app', 'dmg', 'pkg', 'deb', 'rpm', 'apk', 'jar', 'so', 'dylib', 'elf', 'run',
  // web pages (they run scripts when opened)
  'html', 'htm', 'xhtml', 'shtml', 'mht', 'mhtml',
] as const;

/** Declared types of programs and scripts: the browser's guess from the name, or what a client claims. */
const REFUSED_TYPES = [
  /^application\/(x-msdownload|x-msdos-program|x-ms-installer|x-msi|x-dosexec|x-executable|x-elf|x-mach-binary|vnd\.microsoft\.portable-executable|x-bat|x-sh|x-shellscript|x-csh|javascript|x-javascript|ecmascript|x-httpd-php|x-php|x-python|x-perl|java-archive|x-java-archive|hta|xhtml\+xml|vnd\.android\.package-archive|x-apple-diskimage)$/,
  /^text\/(html|javascript|ecmascript|x-shellscript|x-sh|x-python|x-perl|x-php|vbscript)$/,
];

export type RefusedFile = 'extension' | 'type' | 'content';

/** The file's last extension, as Windows reads it (trailing dots and spaces dropped): `fattura.pdf.exe` → `exe`. */
export const extensionOf = (fileName: string): string => {
  const base = fileName.replace(/\\/g, '/').split('/').pop() ?? '';
  const name = base.replace(/[. ]+$/, '');
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
};

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean => signature.every((b, i) => bytes[i] === b);

/** Programs by their first bytes: Linux (ELF), macOS (Mach-O, fat binaries); Windows and scripts are below. */
const PROGRAM_SIGNATURES: readonly (readonly number[])[] = [
  [0x7f, 0x45, 0x4c, 0x46],
  [0xfe, 0xed, 0xfa, 0xce],
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe],
  [0xca, 0xfe, 0xba, 0xbe],
];

/** A Windows program (`MZ` and a binary header: a text that happens to start with "MZ" has no NUL bytes). */
const isWindowsProgram = (bytes: Uint8Array): boolean => startsWith(bytes, [0x4d, 0x5a]) && bytes.subarray(0, 64).includes(0);

/** A script naming its interpreter: `#!/bin/sh`, `#! /usr/bin/env node`. */
const isShebang = (bytes: Uint8Array): boolean => startsWith(bytes, [0x23, 0x21, 0x2f]) || startsWith(bytes, [0x23, 0x21, 0x20, 0x2f]);

/** The opening of text content, lower case, without a byte-order mark and leading white space (what browsers sniff). */
function textHead(bytes: Uint8Array, length: number): string {
  const start = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  return new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(start, start + length))
    .replace(/^\s+/, '')
    .toLowerCase();
}

/** A web page as browsers sniff one (WHATWG MIME sniffing: the tags an HTML document opens with). */
const HTML_OPENINGS = ['<!doctype html', '<html', '<head', '<body', '<script', '<iframe'];

/** Code inside an SVG image: scripts, event handlers, `javascript:` links, embedded HTML. */
const ACTIVE_SVG = /<script\b|\bon[a-z]+\s*=|javascript:|<foreignobject\b|<iframe\b|<embed\b|<object\b/;

function activeContent(bytes: Uint8Array, extension: string): boolean {
  if (PROGRAM_SIGNATURES.some((signature) => startsWith(bytes, signature)) || isWindowsProgram(bytes) || isShebang(bytes)) return true;
  const head = textHead(bytes, 1024);
  if (HTML_OPENINGS.some((opening) => head.startsWith(opening))) return true;
  const isSvg = extension === 'svg' || extension === 'svgz' || ((head.startsWith('<?xml') || head.startsWith('<svg')) && head.includes('<svg'));
  return isSvg && ACTIVE_SVG.test(textHead(bytes, 1024 * 1024));
}

/**
 * Why a file may not be uploaded, or null when it may: its extension, its declared type, or what its first
 * bytes are (a program renamed `.pdf`, a page or an SVG image that runs scripts).
 */
export function refusedUploadFile(file: { readonly name: string; readonly type: string; readonly bytes: Uint8Array }): RefusedFile | null {
  const extension = extensionOf(file.name);
  if ((REFUSED_EXTENSIONS as readonly string[]).includes(extension)) return 'extension';
  const type = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (REFUSED_TYPES.some((re) => re.test(type))) return 'type';
  return activeContent(file.bytes, extension) ? 'content' : null;
}

/** The extensions named in the upload field's hint: the common ones a person recognises. */
export const REFUSED_EXTENSIONS_SHOWN = ['exe', 'msi', 'dll', 'bat', 'cmd', 'ps1', 'vbs', 'sh', 'js', 'jar', 'php', 'html'] as const;

/** The hint's list as people read it: `.exe, .msi, …, .html`. */
export const REFUSED_EXTENSIONS_HINT = REFUSED_EXTENSIONS_SHOWN.map((extension) => `.${extension}`).join(', ');
