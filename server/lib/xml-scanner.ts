/**
 * A streaming XML tokenizer for the parts of an .xlsx (sheets, shared strings): tags and text, fed in chunks of any
 * size. Built for the import's hot path (docs/performance.md "National size"): a sheet of 500,000 rows is about 1.3
 * GB of XML, and the SAX parsers measured (saxes, htmlparser2) spent about 45 µs a row walking it character by
 * character and allocating every attribute; this one jumps from tag to tag with indexOf and leaves a tag's
 * attributes as text for the few tags that need one (`attribute`). Checked as it goes: every element closed by its
 * own name, nothing left open at the end, else `XmlError`. Not a general parser: a DOCTYPE is skipped and never
 * expanded (no entity but the five predefined and character references), and namespaces are left to the caller.
 */
export class XmlError extends Error {}

export interface XmlHandler {
  /** A start tag (`empty`: `<x/>`); `attributes` is the text after the name, for `attribute`. */
  open(name: string, attributes: string, empty: boolean): void;
  close(name: string): void;
  /** Character data between tags, entities decoded (whitespace included). */
  text(text: string): void;
}

const ENTITY = /&(?:#x([0-9a-fA-F]+)|#(\d+)|(amp|lt|gt|quot|apos));/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const decode = (text: string): string =>
  text.includes('&')
    ? text.replace(ENTITY, (_, hex: string, dec: string, name: string) =>
        name ? NAMED[name]! : String.fromCodePoint(parseInt(hex ?? dec, hex ? 16 : 10)),
      )
    : text;

const patterns = new Map<string, RegExp>();

/** The value of attribute `name` in a tag's attribute text (`open`), or undefined. */
export function attribute(attributes: string, name: string): string | undefined {
  let pattern = patterns.get(name);
  if (!pattern) patterns.set(name, (pattern = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`)));
  const found = pattern.exec(attributes);
  return found ? decode(found[1] ?? found[2]!) : undefined;
}

/** Where the tag opened at `lt` ends (its '>', not one in a quoted attribute value); -1 when the chunk ends first. */
function tagEnd(s: string, lt: number): number {
  let quote = 0;
  for (let i = lt + 1; i < s.length; i++) {
    const code = s.charCodeAt(i);
    if (quote) {
      if (code === quote) quote = 0;
    } else if (code === 34 || code === 39) quote = code;
    else if (code === 62) return i;
  }
  return -1;
}

const isNameEnd = (code: number) =>
  code === 32 || code === 9 || code === 10 || code === 13 || code === 47 || code === 62;

export class XmlScanner {
  private rest = '';
  private readonly open: string[] = [];

  constructor(private readonly handler: XmlHandler) {}

  write(chunk: string): void {
    const s = this.rest + chunk;
    const { handler, open } = this;
    let at = 0;
    for (;;) {
      const lt = s.indexOf('<', at);
      if (lt < 0) {
        // Text to the end of the chunk: passed on now but for a possible entity cut by the chunk's end.
        const amp = s.lastIndexOf('&');
        const keep = amp >= at && s.length - amp < 12 ? amp : s.length;
        if (keep > at) handler.text(decode(s.slice(at, keep)));
        at = keep;
        break;
      }
      if (lt > at) handler.text(decode(s.slice(at, lt)));
      at = lt;
      const first = s.charCodeAt(lt + 1);
      if (first === 47 /* </name> */) {
        const end = s.indexOf('>', lt);
        if (end < 0) break;
        const name = s.slice(lt + 2, end).trimEnd();
        if (open.pop() !== name) throw new XmlError(`</${name}> closes nothing open`);
        handler.close(name);
        at = end + 1;
      } else if (first === 33 /* ! */) {
        const head = s.slice(lt, lt + 9);
        if (head.length < 9 && ('<![CDATA['.startsWith(head) || '<!--'.startsWith(head))) break; // cut: wait
        const cdata = head === '<![CDATA[';
        const comment = head.startsWith('<!--');
        const end = cdata ? s.indexOf(']]>', lt) : comment ? s.indexOf('-->', lt + 4) : tagEnd(s, lt);
        if (end < 0) break;
        if (cdata) handler.text(s.slice(lt + 9, end));
        // A DOCTYPE is skipped, never expanded.
        at = cdata || comment ? end + 3 : end + 1;
      } else if (first === 63 /* <?…?> */) {
        const end = s.indexOf('?>', lt);
        if (end < 0) break;
        at = end + 2;
      } else {
        let nameEnd = lt + 1;
        while (nameEnd < s.length && !isNameEnd(s.charCodeAt(nameEnd))) nameEnd++;
        const end = s.charCodeAt(nameEnd) === 62 ? nameEnd : tagEnd(s, nameEnd);
        if (end < 0 || nameEnd >= s.length) break;
        const name = s.slice(lt + 1, nameEnd);
        if (!name) throw new XmlError('a tag without a name');
        const empty = s.charCodeAt(end - 1) === 47;
        handler.open(name, end === nameEnd ? '' : s.slice(nameEnd, empty ? end - 1 : end), empty);
        if (empty) handler.close(name);
        else open.push(name);
        at = end + 1;
      }
    }
    // A tag cut by the chunk's end waits for the rest.
    this.rest = s.slice(at);
  }

  /** The end of the document: nothing may be left open or cut. */
  close(): void {
    if (this.rest.includes('<')) throw new XmlError('the document ends inside a tag');
    if (this.rest.trim()) this.handler.text(decode(this.rest));
    this.rest = '';
    if (this.open.length > 0) throw new XmlError(`<${this.open.at(-1)}> is never closed`);
  }
}
