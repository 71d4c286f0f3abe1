// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { addressFromPlace, configuredMapsKey, loadPlaces, mapsKeyFrom, PLACES_CALLBACK, placesScriptUrl, resetPlacesLoader } from '../../../src/ui/components/placesLoader.ts';

afterEach(() => {
  resetPlacesLoader();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete (window as unknown as Record<string, unknown>)['google'];
});

describe('places loader', () => {
  it('builds the library URL with the key, places only, the language and region IT, and a ready callback', () => {
    const url = new URL(placesScriptUrl({ key: 'k-123', language: 'en' }));
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/js');
    expect(Object.fromEntries(url.searchParams)).toEqual({ key: 'k-123', libraries: 'places', language: 'en', region: 'IT', loading: 'async', callback: PLACES_CALLBACK });
  });

  it('has no key by default (offline): the plain fields work alone', () => {
    expect(configuredMapsKey({})).toBeNull();
    expect(configuredMapsKey({ VITE_MAPS_API_KEY: '  ' })).toBeNull();
    expect(configuredMapsKey({ VITE_MAPS_API_KEY: 'abc' })).toBe('abc');
  });

  it("takes the tenant's setting first, else the build's key, else none", () => {
    expect(mapsKeyFrom('tenant-key', { VITE_MAPS_API_KEY: 'build-key' })).toBe('tenant-key');
    expect(mapsKeyFrom(null, { VITE_MAPS_API_KEY: 'build-key' })).toBe('build-key');
    expect(mapsKeyFrom(' ', {})).toBeNull();
    expect(mapsKeyFrom(['not', 'a', 'key'], {})).toBeNull();
  });

  it('appends one script for many callers and resolves when the library calls back', async () => {
    // A document whose scripts never load by themselves: the test plays the library calling back.
    const scripts: { src?: string }[] = [];
    const win: Record<string, unknown> = {};
    const doc = { defaultView: win, createElement: () => ({}), head: { append: (script: { src?: string }) => scripts.push(script) } } as unknown as Document;
    const first = loadPlaces({ key: 'k', language: 'it' }, doc);
    const second = loadPlaces({ key: 'k', language: 'it' }, doc);
    expect(second).toBe(first);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toContain('language=it');
    const places = { Autocomplete: class {} };
    win['google'] = { maps: { places } };
    (win[PLACES_CALLBACK] as () => void)();
    await expect(first).resolves.toBe(places);
  });

  it('rejects without a network (the script fails) and lets a later focus try again', async () => {
    const loading = loadPlaces({ key: 'k', language: 'it' });
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow('places library not loaded');
    const again = loadPlaces({ key: 'k', language: 'it' });
    expect(again).not.toBe(loading);
    expect(document.head.querySelectorAll('script')).toHaveLength(2);
    again.catch(() => undefined);
  });

  it('turns a chosen suggestion into the structured fields', () => {
    const place = {
      address_components: [
        { long_name: '12', short_name: '12', types: ['street_number'] },
        { long_name: 'Via Po', short_name: 'Via Po', types: ['route'] },
        { long_name: 'Torino', short_name: 'Torino', types: ['locality', 'political'] },
        { long_name: 'Città Metropolitana di Torino', short_name: 'TO', types: ['administrative_area_level_2', 'political'] },
        { long_name: 'Italia', short_name: 'IT', types: ['country', 'political'] },
        { long_name: '10123', short_name: '10123', types: ['postal_code'] },
      ],
    };
    expect(addressFromPlace(place)).toEqual({ street: 'Via Po', number: '12', postalCode: '10123', city: 'Torino', province: 'TO', country: 'IT' });
    expect(addressFromPlace({})).toEqual({});
  });
});
