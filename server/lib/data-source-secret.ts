/**
 * The stored form of a 多数据源 password: AES-128 ECB PKCS5 as hex with JeecgBoot's key, so a database
 * shared with JeecgBoot reads the same. The server never sends it back (the column is hidden from every answer).
 */
import { createCipheriv, createDecipheriv } from 'node:crypto';

const AES_KEY = Buffer.from('JEECGBOOT1423670', 'utf8');

export function encryptDataSourcePassword(password: string): string {
  const cipher = createCipheriv('aes-128-ecb', AES_KEY, null);
  return Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]).toString('hex');
}

/** The stored password in clear, for the connection test only; null when it cannot be read. */
export function decryptDataSourcePassword(stored: string): string | null {
  try {
    const decipher = createDecipheriv('aes-128-ecb', AES_KEY, null);
    return Buffer.concat([decipher.update(Buffer.from(stored, 'hex')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
