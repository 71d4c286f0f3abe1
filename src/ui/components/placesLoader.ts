// The maps service of spec §7 (a places library, region IT, language it) for address input. It is loaded only when
// a key is configured and only when an address field asks for it, once per page; without a key (the default, and
// offline) the structured fields work alone. The page talks to the library through the few shapes typed here.

export type PlacesOptions = { readonly key: string; readonly language: string; readonly region?: string };

export const PLACES_CALLBACK = '__bottegaPlacesReady';

/** The library's URL: places only, the app's language, Italy as region, a callback when it is ready. */
export const placesScriptUrl = ({ key, language, region = 'IT' }: PlacesOptions): string => {
  const params = new URLSearchParams({ key, libraries: 'places', language, region, loading: 'async', callback: PLACES_CALLBACK });
  return `https://maps.googleapis.com/maps/api/js?${params.toString()}`;
};

/** The tenant setting naming the maps key (settings → general). */
export const MAPS_KEY_SETTING = 'maps.api_key';

/**
 * The key to load the library with: the tenant's setting first, else the build's (VITE_MAPS_API_KEY, for a
 * single-tenant deployment); null when neither is set — the default, and the offline case.
 */
export const mapsKeyFrom = (setting: unknown, env: Readonly<Record<string, unknown>> = import.meta.env): string | null =>
  typeof setting === 'string' && setting.trim() !== '' ? setting.trim() : configuredMapsKey(env);

/** The key configured for this build (VITE_MAPS_API_KEY); null when none, the default. */
export const configuredMapsKey = (env: Readonly<Record<string, unknown>> = import.meta.env): string | null => {
  const key = env['VITE_MAPS_API_KEY'];
  return typeof key === 'string' && key.trim() !== '' ? key.trim() : null;
};

export type AddressComponent = { readonly long_name: string; readonly short_name: string; readonly types: readonly string[] };
export type PlaceResult = { readonly address_components?: readonly AddressComponent[] };
export type Autocomplete = { addListener(event: 'place_changed', handler: () => void): unknown; getPlace(): PlaceResult };
export type PlacesLibrary = {
  Autocomplete: new (input: HTMLInputElement, options: { componentRestrictions?: { country: string | string[] }; fields?: string[]; types?: string[] }) => Autocomplete;
};

type PlacesWindow = Window & { google?: { maps?: { places?: PlacesLibrary } }; [PLACES_CALLBACK]?: () => void };

let loading: Promise<PlacesLibrary> | null = null;

/** Appends the script once; later calls share the same promise. A failed load can be tried again. */
export const loadPlaces = (options: PlacesOptions, doc: Document = document): Promise<PlacesLibrary> => {
  if (loading) return loading;
  const win = doc.defaultView as PlacesWindow | null;
  const ready = win?.google?.maps?.places;
  if (ready) return Promise.resolve(ready);
  loading = new Promise<PlacesLibrary>((resolve, reject) => {
    if (!win) {
      reject(new Error('no window'));
      return;
    }
    win[PLACES_CALLBACK] = () => {
      const places = win.google?.maps?.places;
      if (places) resolve(places);
      else reject(new Error('places library missing'));
    };
    const script = doc.createElement('script');
    script.src = placesScriptUrl(options);
    script.async = true;
    script.onerror = () => reject(new Error('places library not loaded'));
    doc.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
};

/** Test seam: forget the shared load. */
export const resetPlacesLoader = (): void => {
  loading = null;
};

export type StructuredAddress = { street: string; number: string; postalCode: string; city: string; province: string; country: string };

/** A chosen suggestion → the structured fields (only the parts the place has). */
export const addressFromPlace = (place: PlaceResult): Partial<StructuredAddress> => {
  const part = (type: string, short = false) => {
    const found = place.address_components?.find((c) => c.types.includes(type));
    return found ? (short ? found.short_name : found.long_name) : undefined;
  };
  const entries: [keyof StructuredAddress, string | undefined][] = [
    ['street', part('route')],
    ['number', part('street_number')],
    ['postalCode', part('postal_code')],
    ['city', part('locality') ?? part('administrative_area_level_3')],
    ['province', part('administrative_area_level_2', true)],
    ['country', part('country', true)],
  ];
  return Object.fromEntries(entries.filter((e): e is [keyof StructuredAddress, string] => e[1] !== undefined));
};
