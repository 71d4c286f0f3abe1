/** Functions dropped and Files reduced to their name: what makes a context comparable across actors and runs. */
const comparable = (_key: string, value: unknown): unknown => {
  if (typeof value === 'function') return undefined;
  if (typeof File !== 'undefined' && value instanceof File) return { file: value.name };
  return value;
};

/**
 * The comparable JSON text of a context (or an event, a path's events): the path generator keys every traversed state
 * and path by it, thousands of times per statechart, so it is made once, not parsed back and written again.
 */
export const comparableJson = (context: unknown): string => JSON.stringify(context, comparable) ?? 'null';

/** A context as comparable JSON data (for deep equality in tests). */
export const comparableContext = (context: unknown): unknown => JSON.parse(comparableJson(context));
