/**
 * The rows of a spreadsheet file on disk, read as a stream: memory stays flat however long the file
 * (docs/performance.md "National size"). Two formats:
 * - .xlsx: the zip's entries are inflated one at a time (yauzl) and their XML read by lib/xml-scanner; the
 *   first sheet's cells are numbers or text (shared strings, inline strings, formula results). The shared-string
 *   table, which Excel writes before the sheet, is the one thing held: packed in one string with offsets (about
 *   2 bytes a character). Every entry's inflated bytes count against a budget, so a zip bomb stops early.
 * - .csv: UTF-8 (with or without a byte-order mark) or, failing that, GB18030 (what Excel for Chinese Windows
 *   writes), parsed by csv-parse. Cells stay text: 学号 0012 keeps its zeros.
 * Each row comes with its number in the sheet (1-based), blank rows included, so refusals name the row a person sees.
 */
import { isUtf8 } from 'node:buffer';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { PassThrough, pipeline, Transform, type Readable } from 'node:stream';
import { parse } from 'csv-parse';
import yauzl from 'yauzl';
import { attribute, XmlScanner, type XmlHandler } from './xml-scanner';

export type Cell = string | number | null;
export interface SheetRow {
  /** The row's number in the sheet (1-based). */
  n: number;
  cells: Cell[];
}

export class SheetError extends Error {
  constructor(readonly kind: 'broken' | 'tooLarge' | 'tooManyColumns') {
    super(kind);
  }
}

export interface SheetLimits {
  /** Inflated bytes of all the zip's entries read. */
  maxUnzippedBytes: number;
  maxColumns: number;
  /** Told how far through the file reading is (0 … 1), for a progress without counting the rows first. */
  onRead?: (fraction: number) => void;
}

const cellOf = (text: string): Cell => {
  const t = text.trim();
  return t === '' ? null : t;
};

/** A file to read: its size and its bytes (all, or `start` to `end` included), e.g. from the FileStore. */
export interface SheetSource {
  size: number;
  open(range?: { start: number; end: number }): Promise<Readable>;
}

/** A file on this machine as a source. */
export async function fileSource(path: string): Promise<SheetSource> {
  const { size } = await stat(path);
  return { size, open: async (range) => createReadStream(path, range ?? {}) };
}

/** The rows of an .xlsx or a .csv file. */
export function sheetRows(source: SheetSource, kind: 'xlsx' | 'csv', limits: SheetLimits): AsyncGenerator<SheetRow> {
  return kind === 'csv' ? csvRows(source, limits) : xlsxRows(source, limits);
}

const HEAD_BYTES = 64 * 1024;

/** UTF-8 unless the first 64 KB (up to their last line break) are not UTF-8. */
async function csvEncoding(source: SheetSource): Promise<'utf-8' | 'gb18030'> {
  if (source.size === 0) return 'utf-8';
  const chunks: Buffer[] = [];
  for await (const chunk of await source.open({ start: 0, end: Math.min(source.size, HEAD_BYTES) - 1 }))
    chunks.push(chunk as Buffer);
  const head = Buffer.concat(chunks);
  const lastBreak = head.lastIndexOf(0x0a);
  const whole = source.size <= HEAD_BYTES || lastBreak < 0;
  return isUtf8(whole ? head : head.subarray(0, lastBreak)) ? 'utf-8' : 'gb18030';
}

function decoder(encoding: string): Transform {
  const text = new TextDecoder(encoding);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, text.decode(chunk, { stream: true }));
    },
    flush(done) {
      done(null, text.decode());
    },
  });
}

async function* csvRows(source: SheetSource, limits: SheetLimits): AsyncGenerator<SheetRow> {
  const encoding = await csvEncoding(source);
  // pipeline, not pipe: a failing stage (the file, the decoder) ends the parser with its error.
  const parser = pipeline(
    await source.open(),
    readShare(source.size, limits.onRead),
    decoder(encoding),
    parse({ bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: false }),
    () => undefined,
  );
  let n = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      n += 1;
      if (record.length > limits.maxColumns) throw new SheetError('tooManyColumns');
      yield { n, cells: record.map(cellOf) };
    }
  } catch (error) {
    if (error instanceof SheetError) throw error;
    throw new SheetError('broken');
  } finally {
    parser.destroy();
  }
}

/** yauzl reads the zip's directory and entries as byte ranges of the source. */
class SourceReader extends yauzl.RandomAccessReader {
  constructor(private readonly source: SheetSource) {
    super();
  }

  override _readStreamForRange(start: number, end: number): Readable {
    const out = new PassThrough();
    if (end <= start) {
      out.end();
      return out;
    }
    this.source.open({ start, end: end - 1 }).then(
      (stream) => stream.on('error', (error) => out.destroy(error)).pipe(out),
      (error: unknown) => out.destroy(error as Error),
    );
    return out;
  }
}

/** A zip's entries by name, and a reader of one entry's inflated bytes within the shared budget. */
async function openZip(source: SheetSource, limits: SheetLimits) {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromRandomAccessReader(
      new SourceReader(source),
      source.size,
      { lazyEntries: true, autoClose: false, validateEntrySizes: false },
      (error, opened) => (error || !opened ? reject(new SheetError('broken')) : resolve(opened)),
    ),
  );
  const entries = new Map<string, yauzl.Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entries.size >= 1000) return reject(new SheetError('tooLarge'));
      entries.set(entry.fileName.replace(/^\//, ''), entry);
      zip.readEntry();
    });
    zip.on('end', resolve);
    zip.on('error', () => reject(new SheetError('broken')));
    zip.readEntry();
  });
  let inflated = 0;
  const read = async (name: string): Promise<Readable | undefined> => {
    const entry = entries.get(name);
    if (!entry) return undefined;
    const stream = await new Promise<Readable>((resolve, reject) =>
      zip.openReadStream(entry, (error, opened) =>
        error || !opened ? reject(new SheetError('broken')) : resolve(opened),
      ),
    );
    // pipeline, not pipe: the budget's refusal (or a broken entry) ends the last stage with its error.
    return pipeline(
      stream,
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          inflated += chunk.length;
          done(inflated > limits.maxUnzippedBytes ? new SheetError('tooLarge') : null, chunk);
        },
      }),
      readShare(entry.uncompressedSize, name === sheetName ? limits.onRead : undefined),
      () => undefined,
    );
  };
  let sheetName = '';
  const readSheet = (name: string) => {
    sheetName = name;
    return read(name);
  };
  return { read, readSheet, close: () => zip.close() };
}

/** Passes bytes on, telling `onRead` the share of `size` that has passed (at most every 1 %). */
function readShare(size: number, onRead: ((fraction: number) => void) | undefined): Transform {
  let passed = 0;
  let told = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      passed += chunk.length;
      const share = size > 0 ? Math.min(1, passed / size) : 1;
      if (onRead && share - told >= 0.01) onRead((told = share));
      done(null, chunk);
    },
  });
}

/** Feeds `stream` (XML) to `handler`, one chunk at a time, yielding between chunks what `drain` gives. */
async function* parseXml<T>(stream: Readable, handler: XmlHandler, drain: () => T[]): AsyncGenerator<T> {
  const parser = new XmlScanner(handler);
  try {
    // A character's bytes may straddle two chunks: the decoder keeps the first part until the rest comes.
    const text = new TextDecoder();
    for await (const chunk of stream) {
      parser.write(text.decode(chunk as Buffer, { stream: true }));
      yield* drain();
    }
    parser.write(text.decode());
    parser.close();
    yield* drain();
  } catch (error) {
    stream.destroy();
    throw error instanceof SheetError ? error : new SheetError('broken');
  }
}

/** The first sheet's path in the zip: workbook.xml's first <sheet>, through the workbook's relationships. */
async function firstSheet(read: (name: string) => Promise<Readable | undefined>): Promise<string> {
  const text = async (name: string) => {
    const stream = await read(name);
    if (!stream) return '';
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const workbook = await text('xl/workbook.xml');
  const relId = /<(?:\w+:)?sheet\b[^>]*\br:id="([^"]+)"/.exec(workbook)?.[1];
  const rels = await text('xl/_rels/workbook.xml.rels');
  const target = relId
    ? (new RegExp(`<Relationship\\b[^>]*\\bId="${relId}"[^>]*\\bTarget="([^"]+)"`).exec(rels)?.[1] ??
      new RegExp(`<Relationship\\b[^>]*\\bTarget="([^"]+)"[^>]*\\bId="${relId}"`).exec(rels)?.[1])
    : undefined;
  if (!target) return 'xl/worksheets/sheet1.xml';
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

/** The shared strings, packed: string i is all.slice(start[i], start[i + 1]). */
async function sharedStrings(stream: Readable | undefined) {
  const pieces: string[] = [];
  const starts: number[] = [0];
  let length = 0;
  if (stream) {
    let current = '';
    let inText = false;
    let inPhonetic = false;
    const handler: XmlHandler = {
      open(name) {
        if (localName(name) === 't' && !inPhonetic) inText = true;
        else if (localName(name) === 'rPh') inPhonetic = true;
        else if (localName(name) === 'si') current = '';
      },
      close(name) {
        if (localName(name) === 't') inText = false;
        else if (localName(name) === 'rPh') inPhonetic = false;
        else if (localName(name) === 'si') {
          pieces.push(current);
          length += current.length;
          starts.push(length);
        }
      },
      text(text) {
        if (inText) current += text;
      },
    };
    for await (const _ of parseXml(stream, handler, () => [])) void _;
  }
  const all = pieces.join('');
  const offsets = Uint32Array.from(starts);
  return (i: number): string | undefined =>
    i >= 0 && i + 1 < offsets.length ? all.slice(offsets[i], offsets[i + 1]) : undefined;
}

/** A tag's name without its namespace prefix (x:row → row). */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** "BC12" → 54 (0-based column). */
function columnOf(ref: string): number {
  let column = 0;
  for (const ch of ref) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column - 1;
}

async function* xlsxRows(source: SheetSource, limits: SheetLimits): AsyncGenerator<SheetRow> {
  const zip = await openZip(source, limits);
  try {
    const sheetPath = await firstSheet(zip.read);
    const shared = await sharedStrings(await zip.read('xl/sharedStrings.xml'));
    const stream = await zip.readSheet(sheetPath);
    if (!stream) throw new SheetError('broken');
    const ready: SheetRow[] = [];
    let rowNumber = 0;
    let cells: Cell[] = [];
    let column = -1;
    let type = '';
    let value = '';
    let inValue = false;
    const handler: XmlHandler = {
      open(name, attributes) {
        switch (localName(name)) {
          case 'row': {
            const r = Number(attribute(attributes, 'r'));
            const n = Number.isInteger(r) && r > rowNumber ? r : rowNumber + 1;
            // Rows the sheet leaves out are blank rows.
            while (rowNumber + 1 < n) ready.push({ n: ++rowNumber, cells: [] });
            rowNumber = n;
            cells = [];
            column = -1;
            break;
          }
          case 'c': {
            const ref = attribute(attributes, 'r') ?? '';
            column = ref ? columnOf(ref) : column + 1;
            if (column >= limits.maxColumns) throw new SheetError('tooManyColumns');
            type = attribute(attributes, 't') ?? 'n';
            value = '';
            break;
          }
          case 'v':
          case 't':
            inValue = true;
            break;
        }
      },
      text(text) {
        if (inValue) value += text;
      },
      close(name) {
        const local = localName(name);
        if (local === 'v' || local === 't') inValue = false;
        else if (local === 'c') {
          let cell: Cell;
          if (type === 's') cell = cellOf(shared(Number(value)) ?? '');
          else if (type === 'n') cell = value.trim() === '' ? null : Number(value);
          else if (type === 'b') cell = value === '1' ? 'TRUE' : 'FALSE';
          else cell = cellOf(value);
          while (cells.length < column) cells.push(null);
          cells[column] = typeof cell === 'number' && !Number.isFinite(cell) ? null : cell;
        } else if (local === 'row') ready.push({ n: rowNumber, cells });
      },
    };
    yield* parseXml(stream, handler, () => ready.splice(0));
  } finally {
    zip.close();
  }
}
