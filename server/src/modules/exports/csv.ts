import type { Language } from '../../../../src/domain/constants/languages.ts';
import { csvField, csvSeparator, csvText, neutralised } from './cells.ts';
import type { Column, WireRow } from './columns.ts';

// The CSV writer: a BOM (so Excel reads UTF-8), the header, then each page of rows as it arrives. Pulled by the
// response stream: a page is fetched only when the client has taken the previous one.

const BOM = '\uFEFF';

export function csvStream(columns: readonly Column[], headers: readonly string[], pages: AsyncIterator<readonly WireRow[]>, language: Language, now: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const separator = csvSeparator(language);
  const line = (fields: readonly string[]): string => `${fields.map((f) => csvField(f, separator)).join(separator)}\r\n`;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(BOM + line(headers.map(neutralised))));
        return;
      }
      const next = await pages.next();
      if (next.done) {
        controller.close();
        return;
      }
      const text = next.value.map((row) => line(columns.map((c) => csvText(c.kind, c.value(row, language, now), language)))).join('');
      controller.enqueue(encoder.encode(text));
    },
    async cancel() {
      await pages.return?.();
    },
  });
}
