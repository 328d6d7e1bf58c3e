/** `<disposition>; filename="…"; filename*=UTF-8''…` with the name percent-encoded (RFC 6266 / 5987). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${encoded}"; filename*=UTF-8''${encoded}`;
}
