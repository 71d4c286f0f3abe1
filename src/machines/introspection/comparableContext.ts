/** JSON of a context with functions dropped and Files reduced to their name: comparable across actors and runs. */
export const comparableContext = (context: unknown): unknown =>
  JSON.parse(
    JSON.stringify(context, (_key, value: unknown) => {
      if (typeof value === 'function') return undefined;
      if (typeof File !== 'undefined' && value instanceof File) return { file: value.name };
      return value;
    }) ?? 'null',
  );
