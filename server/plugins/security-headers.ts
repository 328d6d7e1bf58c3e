/**
 * Security headers on every answer. The policy fits the built app: its scripts are files from
 * this origin (no inline script), Fluent's styles are injected at run time (style-src 'unsafe-inline'), images
 * include captcha and icon data URLs, the service worker and the API are same-origin. Frames only from this
 * origin; no plugins; the address of a page (which may carry a download token) is not sent to other sites.
 */
import type { FastifyInstance } from 'fastify';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    // A stored file sets a stricter policy of its own (routes/system/files.ts).
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('referrer-policy', 'same-origin');
    return payload;
  });
}

/** A stored file is never a page: no scripts, no plugins, no requests, a unique origin. */
export const FILE_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox";
