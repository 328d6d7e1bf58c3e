/**
 * File name of a Content-Disposition header: RFC 5987 `filename*=UTF-8''…` first, then `filename=`.
 * JeecgBoot writes the plain form either percent-encoded or as raw UTF-8 bytes read as ISO-8859-1;
 * both are decoded. Null when the header names no file.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(unquote(extended[2]));
    } catch {
      // malformed escape: fall back to the plain parameter
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*("[^"]*"|[^;]*)/i.exec(header);
  if (!plain?.[1]) return null;
  const name = decodeLegacy(unquote(plain[1]));
  return name || null;
}

function unquote(value: string): string {
  const v = value.trim();
  return v.length >= 2 && v.startsWith('"') && v.endsWith('"') ? v.slice(1, -1) : v;
}

function decodeLegacy(raw: string): string {
  if (/%[0-9A-Fa-f]{2}/.test(raw)) {
    try {
      return decodeURIComponent(raw);
    } catch {
      // not percent-encoded after all
    }
  }
  if (/[\u0080-\u00ff]/.test(raw) && [...raw].every((c) => c.charCodeAt(0) < 0x100)) {
    try {
      const bytes = Uint8Array.from(raw, (c) => c.charCodeAt(0));
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      // genuinely Latin-1
    }
  }
  return raw;
}
