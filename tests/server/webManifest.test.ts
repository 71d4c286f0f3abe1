import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shortNameOf, webManifest } from '../../server/src/http/webManifest.ts';

// The manifest's content (issue 22); served per tenant in suites/tenancy.ts.

describe('web app manifest content', () => {
  it("puts the tenant's logo first when it has one, the default icons after", () => {
    const manifest = webManifest({ name: 'Cantiere', avatarUrl: 'https://cdn.example/logo.png' });
    expect(manifest.icons[0]).toEqual({ src: 'https://cdn.example/logo.png', sizes: 'any', purpose: 'any' });
    expect(manifest.icons.slice(1)).toEqual(webManifest({ name: 'Cantiere', avatarUrl: null }).icons);
  });

  it('names icons that the build ships (public/)', () => {
    for (const icon of webManifest({ name: 'Acme', avatarUrl: null }).icons) expect(fs.existsSync(path.join('public', icon.src))).toBe(true);
  });

  it('shortens a long name to the words a launcher shows', () => {
    expect(shortNameOf('Borgo Alimentari S.p.A.')).toBe('Borgo');
    expect(shortNameOf('Cantiere')).toBe('Cantiere');
    expect(shortNameOf('Supercalifragilistic Srl')).toBe('Supercalifra');
  });
});
