/**
 * Text made safe for HTML and XML, as element content and as an attribute value in quotes:
 * every page written by hand, e-mail, feed and drawing puts text into markup only through this.
 * The apostrophe is a numeric reference, which HTML and XML both read.
 */
export function escapeMarkup(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}
