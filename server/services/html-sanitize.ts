/**
 * Server-side HTML cleaning for rich text shown in pages the server renders (an announcement's show page). An allow
 * list, rebuilt rather than filtered: the input is cut into tags and text, and only allowed tags with allowed
 * attributes are written back, every attribute value and text re-escaped. Scripts, styles sheets, frames, forms,
 * SVG / MathML and comments go, with the content of the raw-text ones; event handlers, `javascript:` and other
 * schemes go; links opening a new tab get rel="noopener noreferrer". Pages using it also send a CSP that runs no
 * script at all, so a gap here still runs nothing.
 */

// prettier-ignore
const ALLOWED_TAGS = new Set([
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'code', 'col', 'colgroup', 'dd', 'del', 'div', 'dl', 'dt', 'em',
  'figcaption', 'figure', 'font', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'ins', 'kbd', 'li', 'mark',
  'ol', 'p', 'pre', 'q', 's', 'small', 'span', 'strike', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot',
  'th', 'thead', 'tr', 'u', 'ul',
]);

const VOID_TAGS = new Set(['br', 'hr', 'img', 'col']);

/** Dropped together with everything up to their end tag. */
// prettier-ignore
const DROP_WITH_CONTENT = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'noscript', 'noembed', 'noframes',
  'template', 'textarea', 'title', 'xmp', 'svg', 'math', 'select', 'head', 'plaintext',
]);

const GLOBAL_ATTRS = new Set(['title', 'class', 'style', 'align', 'dir', 'lang']);
const TAG_ATTRS: Record<string, Set<string>> = {
  a: new Set(['href', 'target', 'name']),
  img: new Set(['src', 'alt', 'width', 'height']),
  td: new Set(['colspan', 'rowspan', 'width', 'valign']),
  th: new Set(['colspan', 'rowspan', 'width', 'valign', 'scope']),
  col: new Set(['span', 'width']),
  colgroup: new Set(['span', 'width']),
  table: new Set(['border', 'cellpadding', 'cellspacing', 'width']),
  ol: new Set(['start', 'type']),
  font: new Set(['color', 'size', 'face']),
};

const SAFE_HREF = /^(?:https?:|mailto:|tel:|#|\?|\/(?!\/)|\.{1,2}\/|[^:/?#]+(?:[/?#]|$))/i;
const SAFE_SRC = /^(?:https?:|\/(?!\/)|\.{1,2}\/|data:image\/(?:png|jpe?g|gif|webp|bmp);base64,|[^:/?#]+(?:[/?#]|$))/i;
/** CSS that could fetch, run or overlay: url(), expression(), @import, behaviours, escapes, fixed positions. */
const UNSAFE_STYLE = /url\s*\(|expression|@import|behavio|javascript:|-moz-binding|\\|position\s*:\s*fixed/i;

/** Text escaped, keeping the entities it already holds (`&lt;`, `&#20013;`). */
const ENTITY_OR_AMP = /&(?![a-zA-Z][a-zA-Z0-9]{1,31};|#\d{1,7};|#x[0-9a-fA-F]{1,6};)/g;
const escapeText = (text: string) => text.replace(ENTITY_OR_AMP, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// prettier-ignore
const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', tab: '\t', newline: '\n', colon: ':',
};

/** An attribute value as the browser reads it (so `&#106;avascript:` is judged as `javascript:`). */
function decodeEntities(value: string): string {
  return value.replace(/&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));?/gi, (whole, hex?: string, dec?: string, name?: string) => {
    if (hex || dec) {
      const code = Number.parseInt(hex ?? dec!, hex ? 16 : 10);
      return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
    }
    return NAMED[name!.toLowerCase()] ?? whole;
  });
}

/** Control characters and spaces, which browsers skip inside a scheme (`java\tscript:`). */
const IGNORED_IN_URL = /[\u0000-\u0020\u007f-\u009f]/g; // eslint-disable-line no-control-regex

function safeAttr(tag: string, name: string, value: string): string | null {
  if (!GLOBAL_ATTRS.has(name) && !TAG_ATTRS[tag]?.has(name)) return null;
  const compact = value.replace(IGNORED_IN_URL, '');
  if (name === 'href') return SAFE_HREF.test(compact) ? value : null;
  if (name === 'src') return SAFE_SRC.test(compact) ? value : null;
  if (name === 'style') return UNSAFE_STYLE.test(compact) ? null : value;
  if (name === 'target') return value === '_blank' ? value : null;
  return value;
}

const ATTR = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function startTag(tag: string, rawAttrs: string): string {
  const attrs: string[] = [];
  const seen = new Set<string>();
  for (const m of rawAttrs.matchAll(ATTR)) {
    const name = m[1]!.toLowerCase();
    if (seen.has(name)) continue;
    seen.add(name);
    const value = safeAttr(tag, name, decodeEntities(m[2] ?? m[3] ?? m[4] ?? ''));
    if (value !== null) attrs.push(` ${name}="${escapeAttr(value)}"`);
  }
  if (tag === 'a' && seen.has('target') && attrs.some((a) => a.startsWith(' target=')))
    attrs.push(' rel="noopener noreferrer"');
  return `<${tag}${attrs.join('')}>`;
}

/** Tags (with attributes, quotes respected), comments, doctypes and processing instructions. */
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<![^>]*>?|<\?[^>]*>?|<\/?([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

export function sanitizeHtmlServer(html: string | null | undefined): string {
  if (!html) return '';
  const out: string[] = [];
  const open: string[] = [];
  let last = 0;
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(html); m; m = TOKEN.exec(html)) {
    out.push(escapeText(html.slice(last, m.index)));
    last = TOKEN.lastIndex;
    const name = m[1]?.toLowerCase();
    if (!name) continue; // comment, doctype, processing instruction
    const closing = m[0].startsWith('</');
    if (!closing && DROP_WITH_CONTENT.has(name)) {
      const end = new RegExp(`</${name}\\s*>`, 'ig');
      end.lastIndex = last;
      const found = end.exec(html);
      last = found ? end.lastIndex : html.length;
      TOKEN.lastIndex = last;
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    if (!closing) {
      out.push(startTag(name, m[2] ?? ''));
      if (!VOID_TAGS.has(name)) open.push(name);
      continue;
    }
    const at = open.lastIndexOf(name);
    if (at < 0) continue;
    // Closes what was left open inside it, so the output stays balanced.
    while (open.length > at) out.push(`</${open.pop()!}>`);
  }
  out.push(escapeText(html.slice(last)));
  while (open.length > 0) out.push(`</${open.pop()!}>`);
  return out.join('');
}
