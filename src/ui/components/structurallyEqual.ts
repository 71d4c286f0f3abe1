// Equality by content for what a workflow's connect function answers (plain records, arrays, strings, numbers): a
// view re-renders when what it shows changed, not each time connect builds a new object for the same content.
// Anything else (functions, dates, class instances) is compared by identity: a handler connect builds anew is a
// change, so a view never keeps a stale one.

const isPlainRecord = (value: unknown): value is Readonly<Record<string, unknown>> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

export const structurallyEqual = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => structurallyEqual(item, b[index]));
  if (!isPlainRecord(a) || !isPlainRecord(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && structurallyEqual(a[key], b[key]));
};
