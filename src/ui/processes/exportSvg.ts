/**
 * SVG export: the drawn diagram at full size (the zoom and pan of the screen removed), self-contained (its styles are
 * inside the <svg>), downloaded as `<machine>.svg`.
 */
export const serializeDiagram = (svg: SVGSVGElement, size: { width: number; height: number }): string => {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(size.width));
  copy.setAttribute('height', String(size.height));
  copy.setAttribute('viewBox', `0 0 ${size.width} ${size.height}`);
  copy.removeAttribute('class');
  copy.removeAttribute('style');
  copy.querySelector('[data-viewport]')?.removeAttribute('transform');
  for (const focusable of copy.querySelectorAll('[tabindex]')) focusable.removeAttribute('tabindex');
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`;
};

export const downloadText = (text: string, fileName: string, type: string): void => {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked after the click has been handled: some browsers read the URL asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
