// The changes of an audit entry as lines a person reads: "status: active → deactivated".

const show = (value: unknown): string => {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(String).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

export const changeLines = (changes: Readonly<Record<string, { before?: unknown; after?: unknown }>>): string[] =>
  Object.entries(changes).map(([field, change]) => `${field}: ${show(change.before)} → ${show(change.after)}`);
