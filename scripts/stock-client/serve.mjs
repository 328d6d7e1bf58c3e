// Static server for the stock JeecgBoot Vue 2 build + reverse proxy of /jeecg-boot/* (HTTP and websocket upgrades)
// to the reference server. Node built-ins only.
//   PORT (3300)  DIST (./client/dist)  TARGET_PORT (3100)  TARGET_HOST (127.0.0.1)
import http from 'node:http';
import net from 'node:net';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';

const port = Number(process.env.PORT ?? 3300);
const dist = resolve(process.env.DIST ?? new URL('./client/dist', import.meta.url).pathname);
const targetPort = Number(process.env.TARGET_PORT ?? 3100);
const targetHost = process.env.TARGET_HOST ?? '127.0.0.1';
const PREFIX = '/jeecg-boot';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

const isApi = (url) => url === PREFIX || url.startsWith(PREFIX + '/') || url.startsWith(PREFIX + '?');

function proxy(req, res) {
  const upstream = http.request(
    {
      host: targetHost,
      port: targetPort,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, host: `${targetHost}:${targetPort}` },
    },
    (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    },
  );
  upstream.on('error', (e) => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end(`proxy error: ${e.message}`);
  });
  req.pipe(upstream);
}

function serveStatic(req, res) {
  const pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  // The client's run-time config (public/static/config.js overrides the build's VUE_APP_API_BASE_URL): point the
  // API at this server's own origin, so one build works on any port.
  if (pathname === '/static/config.js') {
    const base = `http://${req.headers.host ?? `localhost:${port}`}${PREFIX}`;
    res.writeHead(200, { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-cache' });
    return res.end(
      `window._CONFIG = { VUE_APP_API_BASE_URL: ${JSON.stringify(base)}, VUE_APP_CAS_BASE_URL: '', VUE_APP_ONLINE_BASE_URL: '' }\n`,
    );
  }
  let file = normalize(join(dist, pathname));
  if (!file.startsWith(dist)) return res.writeHead(403).end();
  if (!existsSync(file) || statSync(file).isDirectory()) {
    const idx = join(file, 'index.html');
    // History-mode routes (/isystem/user…) get the app shell; missing assets get 404.
    file = existsSync(idx) ? idx : extname(pathname) ? null : join(dist, 'index.html');
  }
  if (!file) return res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  res.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': file.endsWith('index.html') ? 'no-cache' : 'max-age=3600',
  });
  if (req.method === 'HEAD') return res.end();
  createReadStream(file).pipe(res);
}

const server = http.createServer((req, res) => (isApi(req.url) ? proxy(req, res) : serveStatic(req, res)));

// Websocket (or any) upgrade: pass the raw handshake through to the target and splice the sockets.
server.on('upgrade', (req, socket, head) => {
  if (!isApi(req.url)) return socket.destroy();
  const up = net.connect(targetPort, targetHost, () => {
    const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      const [k, v] = [req.rawHeaders[i], req.rawHeaders[i + 1]];
      lines.push(k.toLowerCase() === 'host' ? `Host: ${targetHost}:${targetPort}` : `${k}: ${v}`);
    }
    up.write(lines.join('\r\n') + '\r\n\r\n');
    if (head?.length) up.write(head);
    up.pipe(socket);
    socket.pipe(up);
  });
  const close = () => {
    up.destroy();
    socket.destroy();
  };
  up.on('error', close);
  socket.on('error', close);
});

server.listen(port, '127.0.0.1', () =>
  console.log(`stock client: http://localhost:${port}/  (dist ${dist}; ${PREFIX} -> ${targetHost}:${targetPort})`),
);
