// Case conversion between the wire (snake_case keys) and the app (camelCase keys), at runtime and at type level.
// The runtime functions and the types follow the same rules character for character, so `Camelize<T>` is exactly
// what `camelize(value)` returns.
//
// Only keys that are plain identifiers are converted. Keys holding a dot, a dash or a space are data, not field
// names (permission names like `calendar_subscriptions.subscribeToOthersCalendars`, preference keys like
// `menu.expanded`, the `sales-reports` module), and must reach the app as the server wrote them.

type Primitive = string | number | boolean | bigint | symbol | null | undefined;

// Values that are not plain data: never walked into.
type Opaque = Primitive | Blob | FormData | Date | ArrayBuffer | ArrayBufferView | URLSearchParams | ReadableStream;

type IsDataKey<K extends string> = K extends `${string}${'.' | '-' | ' '}${string}` ? true : false;

type SnakeToCamel<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<SnakeToCamel<Tail>>}`
  : S;

type CamelToSnake<S extends string> = S extends `${infer C}${infer Rest}`
  ? `${C extends Lowercase<C> ? C : `_${Lowercase<C>}`}${CamelToSnake<Rest>}`
  : S;

export type CamelKey<K> = K extends string ? (IsDataKey<K> extends true ? K : SnakeToCamel<K>) : K;
export type SnakeKey<K> = K extends string ? (IsDataKey<K> extends true ? K : CamelToSnake<K>) : K;

export type Camelize<T> = T extends Opaque
  ? T
  : T extends readonly unknown[]
    ? { [I in keyof T]: Camelize<T[I]> }
    : T extends object
      ? { [K in keyof T as CamelKey<K>]: Camelize<T[K]> }
      : T;

export type Snakify<T> = T extends Opaque
  ? T
  : T extends readonly unknown[]
    ? { [I in keyof T]: Snakify<T[I]> }
    : T extends object
      ? { [K in keyof T as SnakeKey<K>]: Snakify<T[K]> }
      : T;

const DATA_KEY = /[.\- ]/;

export const camelKey = (key: string): string => {
  if (DATA_KEY.test(key)) return key;
  // Split-and-capitalise (rather than a regex replace) mirrors SnakeToCamel exactly, trailing `_` included.
  const [head = '', ...tail] = key.split('_');
  return head + tail.map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join('');
};

export const snakeKey = (key: string): string => {
  if (DATA_KEY.test(key)) return key;
  let out = '';
  for (const c of key) {
    const lower = c.toLowerCase();
    out += c === lower ? c : `_${lower}`;
  }
  return out;
};

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

const convertDeep = (value: unknown, convertKey: (key: string) => string): unknown => {
  if (Array.isArray(value)) return value.map((item) => convertDeep(item, convertKey));
  // Blob, File, FormData, Date and other class instances are passed through untouched.
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) out[convertKey(key)] = convertDeep(inner, convertKey);
  return out;
};

export const camelize = <T>(value: T): Camelize<T> => convertDeep(value, camelKey) as Camelize<T>;

export const snakify = <T>(value: T): Snakify<T> => convertDeep(value, snakeKey) as Snakify<T>;
