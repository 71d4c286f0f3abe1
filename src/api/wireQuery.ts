import { snakeKey } from './case.ts';

const SEGMENT = /[^[\]]+/g;

const renameParameter = (rawName: string): string => {
  const name = decodeURIComponent(rawName);
  // deepObject names (`filter[workId]`) are converted segment by segment; brackets stay literal.
  const converted = name.replace(SEGMENT, snakeKey);
  return converted === name ? rawName : converted.replace(SEGMENT, encodeURIComponent);
};

/**
 * Renames the query parameters of an already serialized URL to snake_case. openapi-fetch serializes the query
 * before any middleware runs and its serializer cannot tell which operation it serves, so the renaming happens on
 * the URL, where the operation (and its x-preserve-case rule) is known. Values are never touched.
 */
export const snakeQuery = (url: string): string => {
  const parsed = new URL(url);
  if (parsed.search.length <= 1) return url;
  parsed.search = parsed.search
    .slice(1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      return eq < 0 ? renameParameter(pair) : renameParameter(pair.slice(0, eq)) + pair.slice(eq);
    })
    .join('&');
  return parsed.href;
};
