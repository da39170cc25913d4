/** Text as HTML element content or attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The rendered report element as a complete, self-contained HTML document (its stylesheet
 * and SVG charts are inside the element), for the desktop app's PDF renderer, which loads
 * it with scripts off and nothing allowed from outside.
 */
export function reportHtmlDocument(element: Element, title: string, language: string): string {
  return (
    `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8">` +
    `<title>${escapeHtml(title)}</title></head><body style="margin:0">` +
    `${element.outerHTML}</body></html>`
  );
}
