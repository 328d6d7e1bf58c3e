/** Data attacks: import bombs, error files, formula cells, security headers. */
import { createDeflateRaw, crc32 } from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { ZIP_TOO_LARGE_MESSAGE } from '../../server/crud/zip-budget';
import { CONTENT_SECURITY_POLICY } from '../../server/plugins/security-headers';
import { computeSign, SIGN_SECRET } from '../../src/domain/sign';
import { client, onPostgres, startTestServer, tokenFor, type TestServer } from './helpers';

let server: TestServer;
let admin: ReturnType<typeof client>;
beforeAll(async () => {
  server = await startTestServer();
  admin = client(server.app, await tokenFor(server.app, 'admin'));
});
afterAll(async () => {
  await server?.close();
});

/** Deflates `size` zero bytes as a stream (the test never holds them): the compressed bytes and their CRC. */
async function deflatedZeros(size: number): Promise<{ data: Buffer; crc: number }> {
  const chunk = Buffer.alloc(1024 * 1024);
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (b: Buffer) => out.push(b));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  let crc = 0;
  for (let written = 0; written < size; written += chunk.length) {
    const part = chunk.subarray(0, Math.min(chunk.length, size - written));
    crc = crc32(part, crc);
    if (!deflate.write(part)) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await done;
  return { data: Buffer.concat(out), crc };
}

/** A one-entry zip (xl/worksheets/sheet1.xml) whose headers declare `declared` bytes for `real` deflated ones. */
function zipOf(name: string, deflated: Buffer, crc: number, declared: number): Buffer {
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc >>> 0, 14);
  local.writeUInt32LE(deflated.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc >>> 0, 16);
  central.writeUInt32LE(deflated.length, 20);
  central.writeUInt32LE(declared, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralOffset = local.length + fileName.length + deflated.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, deflated, central, fileName, end]);
}

describe('import memory bomb', () => {
  it.each([
    ['honest sizes', (real: number) => real],
    ['sizes that lie', () => 1000],
  ])('refuses a small .xlsx that inflates to 1 GiB (%s) without the memory going up', async (_label, declare) => {
    const real = 1024 * 1024 * 1024 - 1;
    const { data, crc } = await deflatedZeros(real);
    const bomb = zipOf('xl/worksheets/sheet1.xml', data, crc, declare(real));
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const before = process.memoryUsage().rss;
    const res = await admin.upload('/sys/position/importExcel', [{ name: 'bomb.xlsx', data: bomb }]);
    const grown = process.memoryUsage().rss - before;
    expect(res.body).toMatchObject({ success: false, message: ZIP_TOO_LARGE_MESSAGE });
    expect(grown).toBeLessThan(150 * 1024 * 1024);
  });
});

describe('tokens in the address', () => {
  it('are ignored outside the download routes', async () => {
    const token = await tokenFor(server.app, 'admin');
    const inQuery = await server.app.inject({ method: 'GET', url: `/jeecg-boot/sys/user/list?token=${token}` });
    expect(inQuery.statusCode).toBe(401);
    const exported = await server.app.inject({
      method: 'GET',
      url: `/jeecg-boot/sys/position/exportXls?token=${token}`,
    });
    expect(exported.statusCode).toBe(200);
  });
});

describe('formula cells in exports', () => {
  it.each([
    ['=HYPERLINK("http://evil.test","x")', 'formula_eq'],
    ['+1+1', 'formula_plus'],
    ['-2+3', 'formula_minus'],
    ['@SUM(A1)', 'formula_at'],
  ])('writes %s as text, never as a formula', async (name, code) => {
    expect((await admin.post('/sys/position/add', { name, code, postRank: '1' })).body.success).toBe(true);
    const res = await admin.raw('/sys/position/exportXls', { code });
    const book = XLSX.read(res.rawPayload, { type: 'buffer', cellFormula: true });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const cells = Object.entries(sheet).filter(([key]) => !key.startsWith('!'));
    const cell = cells.map(([, c]) => c as XLSX.CellObject).find((c) => c.v === name);
    expect(cell).toMatchObject({ t: 's', v: name });
    expect(cells.some(([, c]) => (c as XLSX.CellObject).f)).toBe(false);
  });
});

describe('security headers', () => {
  it('come with API answers, errors included', async () => {
    for (const url of ['/jeecg-boot/sys/randomImage/h1', '/jeecg-boot/sys/user/list', '/jeecg-boot/nowhere']) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('same-origin');
    }
  });
});

describe('durability', () => {
  it.runIf(!onPostgres)(
    'PGlite runs with fsync on (PGlite only: the tests’ PostgreSQL cluster runs without fsync)',
    async () => {
      const result = (await server.opened.db.execute(sql`select current_setting('fsync') as fsync`)) as unknown as {
        rows: { fsync: string }[];
      };
      expect(result.rows[0]?.fsync).toBe('on');
    },
  );
});

describe('the X-Sign secret is configurable', () => {
  it('a server with its own secret refuses the JeecgBoot default and accepts its own', async () => {
    // A second app on the file's database: only the secret differs.
    const own = await buildApp({ db: server.opened.db, now: server.clock.now, signSecret: 'our-own-secret' });
    try {
      const token = await tokenFor(own, 'admin');
      const path = '/sys/dict/getDictItems/sex';
      const signedWith = (secret: string) =>
        own.inject({
          method: 'GET',
          url: `/jeecg-boot${path}`,
          headers: {
            'x-access-token': token,
            'X-Sign': computeSign(path, {}, undefined, secret),
            'X-TIMESTAMP': String(Date.now()),
          },
        });
      expect((await signedWith(SIGN_SECRET)).json()).toMatchObject({ success: false, message: 'Sign签名校验失败！' });
      expect((await signedWith('our-own-secret')).json()).toMatchObject({ success: true });
    } finally {
      await own.close();
    }
  });
});
