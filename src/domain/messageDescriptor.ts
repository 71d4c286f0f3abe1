/**
 * A message to show, named by i18n namespace and key, with its interpolation values. Domain code returns
 * these instead of text so that the server and the client share the rules without sharing i18next.
 */
export type MessageDescriptor = {
  readonly ns: 'validation' | 'errors';
  readonly key: string;
  readonly params: Readonly<Record<string, string | number>>;
};
