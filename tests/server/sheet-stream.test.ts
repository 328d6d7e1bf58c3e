/**
 * The streaming spreadsheet reader and writer (server/lib/sheet-stream, xlsx-stream): what the large grade import and
 * export stand on. Files written by SheetJS (shared strings or not), by the streaming writer, and CSV in UTF-8 and
 * GB18030 read back cell for cell; a zip bomb and a sheet too wide are refused.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileSource, SheetError, sheetRows, type SheetRow } from '../../server/lib/sheet-stream';
import { xlsxStream } from '../../server/lib/xlsx-stream';
import { attribute, XmlError, XmlScanner } from '../../server/lib/xml-scanner';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sheet-stream-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

const LIMITS = { maxUnzippedBytes: 50 * 1024 * 1024, maxColumns: 200 };

async function readAll(path: string, kind: 'xlsx' | 'csv', limits = LIMITS): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const row of sheetRows(await fileSource(path), kind, limits)) rows.push(row);
  return rows;
}

const SAMPLE = [
  ['院校', '学号', '姓名', '缺考', '第1题', '第1题作答'],
  ['京华理工大学', '0012', '王小明', null, 2.5, 'AB'],
  [],
  ['沪江财经大学', '2024001', 'Tom & "Jerry" <x>', '是', 0, null],
];

async function sheetJsFile(name: string, bookSST: boolean) {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(SAMPLE), '成绩');
  const path = join(dir, name);
  await writeFile(path, XLSX.write(book, { type: 'buffer', bookType: 'xlsx', bookSST }) as Buffer);
  return path;
}

/** A row as read: a sheet has no cell for an empty one at its end. */
const trimEnd = (cells: unknown[]) => cells.slice(0, cells.findLastIndex((c) => c !== null) + 1);
const expected = SAMPLE.map((cells, i) => ({ n: i + 1, cells: trimEnd(cells) }));

describe('reading .xlsx as a stream', () => {
  it('reads a SheetJS file with inline strings and one with a shared-string table alike', async () => {
    expect(await readAll(await sheetJsFile('inline.xlsx', false), 'xlsx')).toEqual(expected);
    expect(await readAll(await sheetJsFile('shared.xlsx', true), 'xlsx')).toEqual(expected);
  });

  it('reads back what the streaming writer wrote, 5,000 rows', async () => {
    const path = join(dir, 'written.xlsx');
    const book = xlsxStream('成绩', [10, 12]);
    const saved = pipeline(book.stream, createWriteStream(path));
    for (let i = 0; i < 5_000; i++) await book.row([`学生${i}`, i % 7 === 3 ? null : i / 2, i === 5 ? '\u0001x' : 'y']);
    await book.end();
    await saved;
    const rows = await readAll(path, 'xlsx');
    expect(rows).toHaveLength(5_000);
    expect(rows[3]).toEqual({ n: 4, cells: ['学生3', null, 'y'] });
    expect(rows[5]!.cells).toEqual(['学生5', 2.5, 'x']);
    expect(rows[4_999]).toEqual({ n: 5_000, cells: ['学生4999', 2499.5, 'y'] });
    // SheetJS (and so Excel's readers) open it too.
    const parsed = XLSX.read(await import('node:fs/promises').then((fs) => fs.readFile(path)));
    expect(parsed.SheetNames).toEqual(['成绩']);
  });

  it('stops a zip that inflates past the budget, and a sheet wider than allowed', async () => {
    const path = await sheetJsFile('small.xlsx', false);
    await expect(readAll(path, 'xlsx', { ...LIMITS, maxUnzippedBytes: 500 })).rejects.toEqual(
      new SheetError('tooLarge'),
    );
    await expect(readAll(path, 'xlsx', { ...LIMITS, maxColumns: 4 })).rejects.toEqual(new SheetError('tooManyColumns'));
    const broken = join(dir, 'broken.xlsx');
    await writeFile(broken, Buffer.from('PK\u0003\u0004 not a zip'));
    await expect(readAll(broken, 'xlsx')).rejects.toEqual(new SheetError('broken'));
  });
});

describe('reading .csv as a stream', () => {
  const text = '院校,学号,姓名\r\n京华理工大学,0012,"王, 小明"\r\n\r\n沪江财经大学,2024001,李四\r\n';
  const rows = [
    { n: 1, cells: ['院校', '学号', '姓名'] },
    { n: 2, cells: ['京华理工大学', '0012', '王, 小明'] },
    { n: 3, cells: [null] },
    { n: 4, cells: ['沪江财经大学', '2024001', '李四'] },
  ];

  it('reads UTF-8 with and without a byte-order mark, keeping 学号 as text', async () => {
    const plain = join(dir, 'utf8.csv');
    await writeFile(plain, text);
    expect(await readAll(plain, 'csv')).toEqual(rows);
    const bom = join(dir, 'bom.csv');
    await writeFile(bom, `\ufeff${text}`);
    expect(await readAll(bom, 'csv')).toEqual(rows);
  });

  it('reads GB18030, as Excel for Chinese Windows saves CSV', async () => {
    // The bytes of the text in GB18030, made by hand from the code points' GBK encoding (Node encodes only UTF-8).
    const gb = join(dir, 'gb.csv');
    const decoder = new TextDecoder('gb18030');
    const table = new Map<string, number[]>();
    for (let hi = 0x81; hi <= 0xfe; hi++)
      for (let lo = 0x40; lo <= 0xfe; lo++) {
        if (lo === 0x7f) continue;
        const ch = decoder.decode(Uint8Array.of(hi, lo));
        if (ch.length === 1 && !table.has(ch)) table.set(ch, [hi, lo]);
      }
    const bytes = [...text].flatMap((ch) => (ch.charCodeAt(0) < 0x80 ? [ch.charCodeAt(0)] : table.get(ch)!));
    await writeFile(gb, Uint8Array.from(bytes));
    expect(await readAll(gb, 'csv')).toEqual(rows);
  });
});

describe('the XML scanner under the .xlsx reader', () => {
  const DOC =
    '<?xml version="1.0"?><!DOCTYPE x><x:sheet xmlns:x="urn:s"><!-- a <c> in a comment -->' +
    `<row r="2" spans='1:3'><c r="B2" t="inlineStr"><is><t xml:space="preserve"> Tom &amp; &quot;J&quot; &#x4E2D;&#25991; </t></is></c>` +
    '<c r="C2" s="1" note="a > b"/><c r="D2"><v>2.5</v></c><c r="E2" t="str"><v><![CDATA[<not a tag>]]></v></c></row>' +
    '</x:sheet>';

  /** The tokens of `text` fed in chunks of `size` characters; text pieces joined as a handler would join them. */
  function tokens(text: string, size: number): string[] {
    const out: string[] = [];
    const scanner = new XmlScanner({
      open: (name, attributes, empty) =>
        out.push(
          `<${name} r=${attribute(attributes, 'r') ?? '-'} t=${attribute(attributes, 't') ?? '-'}${empty ? '/' : ''}>`,
        ),
      close: (name) => out.push(`</${name}>`),
      text: (t) =>
        out.at(-1)?.startsWith('"') ? (out[out.length - 1] = `${out.at(-1)!.slice(0, -1)}${t}"`) : out.push(`"${t}"`),
    });
    for (let at = 0; at < text.length; at += size) scanner.write(text.slice(at, at + size));
    scanner.close();
    return out;
  }

  it('gives the same tags, attributes and decoded text however the document is cut into chunks', () => {
    const whole = tokens(DOC, DOC.length);
    expect(whole).toEqual([
      '<x:sheet r=- t=->',
      '<row r=2 t=->',
      '<c r=B2 t=inlineStr>',
      '<is r=- t=->',
      '<t r=- t=->',
      '" Tom & "J" 中文 "',
      '</t>',
      '</is>',
      '</c>',
      '<c r=C2 t=-/>',
      '</c>',
      '<c r=D2 t=->',
      '<v r=- t=->',
      '"2.5"',
      '</v>',
      '</c>',
      '<c r=E2 t=str>',
      '<v r=- t=->',
      '"<not a tag>"',
      '</v>',
      '</c>',
      '</row>',
      '</x:sheet>',
    ]);
    for (const size of [1, 2, 3, 5, 7, 13, 64]) expect(tokens(DOC, size)).toEqual(whole);
  });

  it('refuses a document that is not well formed', () => {
    expect(() => tokens('<a><b></a>', 4)).toThrow(XmlError);
    expect(() => tokens('<a><b></b>', 4)).toThrow('<a> is never closed');
    expect(() => tokens('<a></a', 4)).toThrow('the document ends inside a tag');
    expect(() => tokens('<a>x</a></b>', 4)).toThrow(XmlError);
  });
});
