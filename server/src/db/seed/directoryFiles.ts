import type { UploadedFile } from '../../http/context.ts';
import { tinyPdf } from './peopleFiles.ts';

// Attachments of demo profiles (visura camerale, signed offer, price notes), different per tenant: the profile
// overview's attachments tab has something real to show, download and rename.

const pdf = (name: string, lines: readonly string[]): UploadedFile => {
  const bytes = tinyPdf(lines);
  return { field: 'file', name, type: 'application/pdf', size: bytes.byteLength, bytes };
};

const text = (name: string, body: string): UploadedFile => {
  const bytes = new TextEncoder().encode(body);
  return { field: 'file', name, type: 'text/plain', size: bytes.byteLength, bytes };
};

/** Files per customer (by position in the tenant's customer list); tenants get more or fewer of them. */
export function profileFiles(slug: string, profileName: string, position: number): UploadedFile[] {
  const files = [
    pdf('visura-camerale.pdf', ['Visura camerale', profileName, `Estratta per ${slug}`]),
    pdf('offerta-firmata.pdf', ['Offerta commerciale firmata', profileName, 'Validità: 90 giorni.']),
    text('note-prezzi.txt', `Note sui prezzi concordati con ${profileName}\nSconto quantità dal secondo bancale.\n`),
  ];
  // acme: three customers with files; borgo: two; cantiere: one (tenants differ).
  const customersWithFiles = slug === 'acme' ? 3 : slug === 'borgo' ? 2 : 1;
  return position < customersWithFiles ? files.slice(0, 3 - position) : [];
}
