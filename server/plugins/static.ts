/**
 * Serves the built client (dist/) with an SPA fallback: a GET that is not an API path and not a
 * file gets index.html. index.html and sw.js must never be cached (a new build must be seen at
 * once); hashed files under /assets/ never change, so they are cached for a year. A missing
 * /assets/ file answers 404 rather than index.html, so a stale chunk fails loudly.
 */
import { stat } from 'node:fs/promises';
import { basename, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelope } from '../http/envelope';

const NO_CACHE_FILES = new Set(['index.html', 'sw.js', 'registerSW.js', 'manifest.webmanifest']);

export function cacheControlFor(filePath: string): string {
  if (NO_CACHE_FILES.has(basename(filePath))) return 'no-cache';
  if (filePath.split(sep).includes('assets')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

export async function installStatic(app: FastifyInstance, staticDir: string) {
  const root = resolve(staticDir);
  await app.register(fastifyStatic, {
    root,
    serve: false,
    // dist/ holds .br and .gz beside each text asset (scripts/precompress.mjs).
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(filePath));
    },
  });

  return async function serveSpa(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    let pathname: string;
    try {
      pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
    } catch {
      pathname = '/';
    }
    const file = resolve(root, `.${pathname}`);
    if (file.startsWith(root + sep) && (await isFile(file))) {
      return reply.sendFile(file.slice(root.length + 1));
    }
    if (pathname.startsWith('/assets/')) {
      return reply.code(404).send(envelope(false, 404, '路径不存在，请检查路径是否正确', null));
    }
    return reply.sendFile('index.html');
  };
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
