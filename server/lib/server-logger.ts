/**
 * The server's log: JSON lines (pino), each line of a request carrying its id (app.ts genReqId). No header or body is
 * logged; the redact paths are a net for an object logged whole. docs/operations.md "Logs".
 */
import { redactUrl } from './redact-url';

/** Fields masked wherever a logged object carries them. */
const REDACT = [
  'password',
  '*.password',
  'oldpassword',
  '*.oldpassword',
  'confirmpassword',
  '*.confirmpassword',
  'token',
  '*.token',
  'captcha',
  '*.captcha',
  'smscode',
  '*.smscode',
  'req.headers["x-access-token"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["sec-websocket-protocol"]',
  'headers["x-access-token"]',
  'headers.authorization',
];

/** `stream`: where the lines go (default stdout; tests collect them). */
export function serverLogger(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    redact: { paths: REDACT, censor: '***' },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}
