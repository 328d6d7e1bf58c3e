import MarkdownIt from 'markdown-it';
import { sanitizeHtml } from '@/lib/sanitize-html';

// Raw HTML in the text is shown as text (html: false); links are checked by markdown-it (no javascript:) and the
// result passes sanitizeHtml all the same.
const md = new MarkdownIt({ html: false, linkify: true, breaks: true });

/** Markdown as sanitised HTML (the preview, and any display of a Markdown value). */
export function renderMarkdown(text: string | null | undefined): string {
  return text ? sanitizeHtml(md.render(text)) : '';
}
