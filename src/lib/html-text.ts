/**
 * The text of an HTML fragment (a rich-text value in a list cell or an excerpt): parsed into an inert document
 * (DOMParser runs no script and loads no image), scripts and styles dropped, white space collapsed. The result is
 * plain text, shown as a React text node, so it needs no sanitizer (and the list never loads DOMPurify).
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('script, style, template, noscript').forEach((el) => el.remove());
  // Block ends and line breaks separate words.
  doc.querySelectorAll('br, p, div, li, h1, h2, h3, h4, h5, h6, tr, blockquote').forEach((el) => el.append(' '));
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
