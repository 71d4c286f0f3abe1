/**
 * "Download PDF": the diagram and its description in a print window, saved as PDF by the browser's own print dialog
 * ("Save as PDF"). Client-side, like the SVG: the server's PDF module lays out documents of records, not drawings.
 */
export type PrintableStory = {
  readonly title: string;
  readonly summary: string;
  readonly sections: readonly { readonly heading: string; readonly lines: readonly string[] }[];
  readonly language: string;
};

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const printableHtml = (svgText: string, story: PrintableStory): string => {
  const svg = svgText.replace(/^<\?xml[^>]*>\s*/, '');
  const sections = story.sections
    .filter((section) => section.lines.length > 0)
    .map((section) => `<h2>${escape(section.heading)}</h2><ul>${section.lines.map((line) => `<li>${escape(line)}</li>`).join('')}</ul>`)
    .join('');
  return `<!doctype html><html lang="${escape(story.language)}"><head><meta charset="utf-8"><title>${escape(story.title)}</title>
<style>body{font:12pt system-ui,sans-serif;margin:16mm;color:#0f172a}h1{font-size:18pt}h2{font-size:13pt;margin-top:8mm}svg{max-width:100%;height:auto}.d{break-inside:avoid}@page{size:A4 landscape;margin:12mm}</style>
</head><body><h1>${escape(story.title)}</h1><p>${escape(story.summary)}</p><div class="d">${svg}</div>${sections}</body></html>`;
};

export const printDiagram = (svgText: string, story: PrintableStory): void => {
  const win = window.open('', '_blank');
  if (!win) return;
  win.document.open();
  win.document.write(printableHtml(svgText, story));
  win.document.close();
  win.focus();
  win.print();
};
