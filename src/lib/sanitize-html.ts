import DOMPurify from 'dompurify';

/**
 * The one gate for HTML the app shows or stores (rich text, rendered Markdown, notices): DOMPurify's HTML profile
 * (no SVG or MathML, no scripts, no event handler attributes, no javascript: addresses), no forms or styles sheets;
 * links that open a new tab get rel="noopener noreferrer".
 */
let configured = false;

function configure() {
  if (configured) return;
  configured = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof Element && node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  configure();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
    ADD_ATTR: ['target'],
  });
}
