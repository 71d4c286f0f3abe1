/** A file's size as people read it, in the language's digits: "512 B", "1,5 kB", "2,3 MB" (one rule for every list). */
export const fileSizeText = (bytes: number, locale: string): string => {
  const one = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  if (bytes < 1024) return `${bytes} B`;
  return bytes < 1024 * 1024 ? `${one(bytes / 1024)} kB` : `${one(bytes / 1024 / 1024)} MB`;
};
