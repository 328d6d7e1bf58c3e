/**
 * The demo 网盘: admin's disk (2024年考务, 2025年考务 › 报名材料, 会议纪要, 图片 and a dozen PDF, Excel
 * and PNG files, one more in the recycle list) and 京华理工大学's shared disk, written set-based. The bytes are not
 * in the database: ensureDemoNetdisk writes the missing ones at every start (tiny valid files made here).
 */
import { deflateSync, crc32 } from 'node:zlib';
import { NETDISK_OWNER } from '../../src/domain/entities/netdisk';
import type { FileStore } from '../lib/file-store';
import { servedType } from '../lib/served-types';
import { formatDateTime } from '../time';
import type { Db } from './db-type';
import { SEED_TIME, seedId } from './ids';
import { insertSet } from './seed-business';
import { ORGS } from './seed-business-data';
import { cpcNetdiskFile, cpcNetdiskFolder } from './schema';

const ADMIN = seedId(1, 1);
const JHLG = seedId(17, ORGS.findIndex((o) => o.code === 'JHLG') + 1);
interface Owner {
  ownerType: string;
  ownerId: string;
}
const user: Owner = { ownerType: NETDISK_OWNER.user, ownerId: ADMIN };
const org: Owner = { ownerType: NETDISK_OWNER.organization, ownerId: JHLG };

/** [number, owner, parent number (0 = root), name]. */
const FOLDERS: [number, Owner, number, string][] = [
  [1, user, 0, '2024年考务'],
  [2, user, 0, '2025年考务'],
  [3, user, 2, '报名材料'],
  [4, user, 0, '会议纪要'],
  [5, user, 0, '图片'],
  [6, org, 0, '共享资料'],
];

/** [number, owner, folder number, name, deleted]. */
// prettier-ignore
const FILES: [number, Owner, number, string, boolean?][] = [
  [1, user, 0, '网盘使用说明.pdf'],
  [2, user, 1, '2024年考务工作安排.pdf'],
  [3, user, 1, '2024年考点统计.xlsx'],
  [4, user, 1, '2024年监考人员名单.xlsx'],
  [5, user, 2, '2025年考务工作安排.pdf'],
  [6, user, 2, '2025年考试日程.xlsx'],
  [7, user, 3, '报名表模板.xlsx'],
  [8, user, 3, '报名须知.pdf'],
  [9, user, 4, '2025年第一次考务会议纪要.pdf'],
  [10, user, 4, '阅卷工作会议纪要.pdf'],
  [11, user, 5, '考场布置示意.png'],
  [12, user, 5, '阅卷现场.png'],
  [13, user, 0, '旧版报名表.xlsx', true],
  [14, org, 6, '院校考务联系表.xlsx'],
];

const extension = (name: string) => name.slice(name.lastIndexOf('.') + 1);
/** Fixed stored paths under each disk's folder (the random part of an upload is fixed here). */
const demoPath = (n: number, owner: Owner, name: string) =>
  `netdisk/${owner.ownerType}-${owner.ownerId}/20240301/demo${n}_${(0xa000000000000000n + BigInt(n)).toString(16)}.${extension(name)}`;

/** Demo rows; the deleted one is stamped three days before `nowMs` (restorable in the demo). */
export function buildNetdisk(nowMs: number) {
  const folders = FOLDERS.map(([n, owner, parent, name]) => ({
    id: seedId(37, n),
    ...owner,
    parentId: parent ? seedId(37, parent) : '0',
    name,
    createBy: 'admin',
    createTime: SEED_TIME,
  }));
  const deletedTime = formatDateTime(new Date(nowMs - 3 * 86_400_000));
  const files = FILES.map(([n, owner, folder, name, deleted]) => ({
    id: seedId(38, n),
    ...owner,
    folderId: folder ? seedId(37, folder) : '0',
    fileName: name,
    filePath: demoPath(n, owner, name),
    fileSize: demoBytes(n, name).length,
    contentType: servedType(name).type,
    deletedTime: deleted ? deletedTime : null,
    createBy: 'admin',
    createTime: SEED_TIME,
  }));
  return { folders, files };
}

export async function seedNetdisk(tx: Pick<Db, 'execute'>): Promise<void> {
  const { folders, files } = buildNetdisk(Date.now());
  await insertSet(tx, cpcNetdiskFolder, folders);
  await insertSet(tx, cpcNetdiskFile, files);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 160×100 PNG: a colour band per demo picture over a light background, with a grid. */
export function demoPng(seed: number): Buffer {
  const [width, height] = [160, 100];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const band = y > 30 && y < 70;
      const grid = x % 20 === 0 || y % 20 === 0;
      const rgb = band ? [40 + seed * 60, 110, 200 - seed * 40] : grid ? [200, 208, 220] : [240, 244, 250];
      raw.set(rgb, row + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF showing `title` (ASCII, Helvetica) with a correct cross-reference table. */
function pdf(title: string): Buffer {
  const content = `BT /F1 18 Tf 72 760 Td (${title}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A zip of stored (uncompressed) entries: all an .xlsx needs. */
function zip(entries: [string, string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text, 'utf8');
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${body}`;
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A one-sheet workbook (inline strings), small and the same bytes every time. */
function xlsx(title: string): Buffer {
  const rows: (string | number)[][] = [
    [title],
    ['序号', '项目', '数量', '备注'],
    [1, '考点', 12, ''],
    [2, '考场', 86, ''],
    [3, '监考人员', 172, '含备用'],
  ];
  const cell = (value: string | number, ref: string) =>
    typeof value === 'number'
      ? `<c r="${ref}"><v>${value}</v></c>`
      : `<c r="${ref}" t="inlineStr"><is><t>${escapeXml(value)}</t></is></c>`;
  const sheetRows = rows
    .map((row, r) => `<row r="${r + 1}">${row.map((v, c) => cell(v, `${'ABCD'[c]}${r + 1}`)).join('')}</row>`)
    .join('');
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return zip([
    [
      '[Content_Types].xml',
      xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
          '</Types>',
      ),
    ],
    [
      '_rels/.rels',
      xml(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          `<Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    ],
    [
      'xl/workbook.xml',
      xml(
        `<workbook xmlns="${main}" xmlns:r="${rel}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    ],
    [
      'xl/_rels/workbook.xml.rels',
      xml(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          `<Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
    ],
    ['xl/worksheets/sheet1.xml', xml(`<worksheet xmlns="${main}"><sheetData>${sheetRows}</sheetData></worksheet>`)],
  ]);
}

const bytesCache = new Map<number, Buffer>();

/** The bytes of a demo file (made once; the seed records their sizes). */
function demoBytes(n: number, name: string): Buffer {
  let bytes = bytesCache.get(n);
  if (!bytes) {
    const ext = extension(name);
    bytes =
      ext === 'png' ? demoPng(n % 3) : ext === 'pdf' ? pdf(`Exam document ${n}`) : xlsx(name.replace(/\.xlsx$/, ''));
    bytesCache.set(n, bytes);
  }
  return bytes;
}

/** Writes the demo files that are missing (idempotent; a few stats when they are all there). */
export async function ensureDemoNetdisk(files: FileStore): Promise<void> {
  for (const [n, owner, , name] of FILES) {
    const path = demoPath(n, owner, name);
    if (!(await files.stat(path))) await files.put(path, demoBytes(n, name));
  }
}
