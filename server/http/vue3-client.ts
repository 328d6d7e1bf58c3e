/**
 * The stock JeecgBoot Vue 3 client (jeecgboot-vue3) sends `X-Version: v3` on every request, before sign-in too, and
 * JeecgBoot's back end answers it differently in a few places; so does this server (docs/stock-jeecgboot-client.md).
 */
import { createDecipheriv } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export const isVue3Client = (request: FastifyRequest) => request.headers['x-version'] === 'v3';

/**
 * The Vue 3 client sends the sign-in password AES-128-CBC encrypted (PKCS#7, Base64) with a key and IV built into
 * every copy of it: an obfuscation, not a secret (HTTPS is what protects a password; docs/security.md). A client
 * built with other values sets LOGIN_AES_KEY / LOGIN_AES_IV.
 */
const AES_KEY = Buffer.from(process.env.LOGIN_AES_KEY ?? '1234567890adbcde', 'utf8');
const AES_IV = Buffer.from(process.env.LOGIN_AES_IV ?? '1234567890hjlkew', 'utf8');
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * The password as typed: a Vue 3 client's decrypted (as JeecgBoot's AesEncryptUtil.resolvePassword: what does not
 * decrypt is taken as typed); any other client's as sent.
 */
export function signInPassword(request: FastifyRequest, sent: string): string {
  if (!isVue3Client(request) || !BASE64.test(sent) || sent.length % 4 !== 0) return sent;
  const bytes = Buffer.from(sent, 'base64');
  if (bytes.length === 0 || bytes.length % 16 !== 0) return sent;
  try {
    const decipher = createDecipheriv(`aes-${AES_KEY.length * 8}-cbc`, AES_KEY, AES_IV);
    const plain = Buffer.concat([decipher.update(bytes), decipher.final()]).toString('utf8');
    return [...plain]
      .filter((c) => c.charCodeAt(0) >= 32)
      .join('')
      .trim();
  } catch {
    return sent;
  }
}
