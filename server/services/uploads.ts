/**
 * Uploads: what is accepted, where it goes, how it is served.
 *
 * - A file is stored at `<biz>/<yyyyMMdd>/<name>_<16 hex>.<ext>` (GMT+8 day; biz default `temp`): the name is the
 *   original one with every character that is not a letter, digit, space or `-_.()` (or non-ASCII punctuation)
 *   replaced by `_`, cut to 180 UTF-8 bytes; the random part makes it unique and unguessable. The original name
 *   (so cleaned) comes back from the stored name for downloads (`originalName`): no sidecar, no table.
 * - Refused, with a Chinese message: names and biz folders that are paths (`..`, `/`, `\`, a drive, NUL and control
 *   characters) → 文件路径不合法; executable, script, HTML, SVG and XML files by extension, and by their first bytes
 *   (markup, executables) → 不允许上传该类型的文件; files over UPLOAD_MAX_MB (default 20) → 文件大小超过限制（最大 20 MB）.
 * - The request is read to its end before it is answered (a browser may not see an answer sent while it still
 *   uploads); the file is staged in the system's temp directory, then written to the file store.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BusboyConfig } from '@fastify/busboy';
import type { FastifyRequest } from 'fastify';
import { BizError } from '../http/envelope';
import { formatDateTime } from '../time';

export const DEFAULT_UPLOAD_MAX_MB = 20;

export const UPLOAD_MESSAGES = {
  badPath: '文件路径不合法',
  badType: '不允许上传该类型的文件',
  noFile: '请选择要上传的文件',
  tooLarge: (maxBytes: number) => `文件大小超过限制（最大 ${formatMb(maxBytes)} MB）`,
} as const;

function formatMb(bytes: number): string {
  return String(Math.round((bytes / (1024 * 1024)) * 100) / 100);
}

/** The largest accepted file in bytes: env UPLOAD_MAX_MB (a positive number, decimals allowed), else 20 MB. */
export function uploadMaxBytes(env: NodeJS.ProcessEnv = process.env): number {
  const mb = Number(env.UPLOAD_MAX_MB);
  return Math.floor((Number.isFinite(mb) && mb > 0 ? mb : DEFAULT_UPLOAD_MAX_MB) * 1024 * 1024);
}

/** Extensions never stored: programs, scripts, server pages, and what a browser would run (HTML, SVG, XML). */
const REFUSED_EXTENSIONS = new Set(
  (
    'exe dll com scr msi msp cpl sys drv ocx bat cmd ps1 psm1 psd1 vb vbs vbe js jse mjs cjs jsx ts tsx wsf wsh wsc ' +
    'hta sct lnk reg inf url jar war ear class apk ipa app dmg pkg deb rpm so dylib elf run sh bash zsh csh ksh fish ' +
    'php php3 php4 php5 php7 phtml phar pht jsp jspx jspf asp aspx asa asax ascx ashx asmx cer cshtml vbhtml cgi pl ' +
    'pm py pyc pyo rb lua swf xap html htm xhtml xht shtml shtm stm mht mhtml svg svgz xml xsl xslt xsd xul rss ' +
    'atom wasm htc htaccess'
  ).split(' '),
);

const RANDOM_HEX = 16;
const STORED_NAME = new RegExp(`^(.+)_[0-9a-f]{${RANDOM_HEX}}(\\.[a-z0-9]{1,10})?$`);

/** The name a stored file was uploaded with (as cleaned when stored); other names as they are. */
export function originalName(storedName: string): string {
  const match = STORED_NAME.exec(storedName);
  return match ? `${match[1]}${match[2] ?? ''}` : storedName;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * The upload's file name as sent: browsers send it raw (UTF-8) with `"`, CR and LF percent-encoded, some clients
 * percent-encode all of it; either way the checks below see the decoded name.
 */
function decodedName(raw: string): string {
  if (!/%[0-9A-Fa-f]{2}/.test(raw)) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export interface CheckedName {
  /** The decoded name, for display (e.g. oss_file.file_name). */
  display: string;
  /** The cleaned base of the stored name. */
  base: string;
  /** Lower-case extension without the dot, or ''. */
  ext: string;
}

/** Cuts text to at most `bytes` UTF-8 bytes on a character boundary. */
function cutBytes(text: string, bytes: number): string {
  let out = '';
  let used = 0;
  for (const ch of text) {
    used += Buffer.byteLength(ch);
    if (used > bytes) break;
    out += ch;
  }
  return out;
}

/** Checks an upload's file name; throws BizError (文件路径不合法 / 不允许上传该类型的文件). */
export function checkFileName(raw: string | undefined): CheckedName {
  const display = decodedName(raw ?? '')
    .normalize('NFC')
    .trim();
  if (!display || display.length > 255 || CONTROL.test(display) || /[/\\]/.test(display) || display.includes('..'))
    throw new BizError(UPLOAD_MESSAGES.badPath);
  if (/^[A-Za-z]:/.test(display)) throw new BizError(UPLOAD_MESSAGES.badPath);
  // Windows drops trailing dots and spaces: `a.exe.` is a.exe.
  const name = display.replace(/[. ]+$/, '');
  const dot = name.lastIndexOf('.');
  let ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  let base = dot > 0 ? name.slice(0, dot) : name;
  if (ext && !/^[a-z0-9]{1,10}$/.test(ext)) {
    if (REFUSED_EXTENSIONS.has(ext.replace(/[^a-z0-9]/g, ''))) throw new BizError(UPLOAD_MESSAGES.badType);
    base = name;
    ext = '';
  }
  if (REFUSED_EXTENSIONS.has(ext) || (!ext && REFUSED_EXTENSIONS.has(name.toLowerCase().replace(/^\.+/, ''))))
    throw new BizError(UPLOAD_MESSAGES.badType);
  const cleaned = base
    .replace(/[^\p{L}\p{N}\p{M} ._()-]/gu, (c) => (c.charCodeAt(0) > 0x7f && /\p{P}/u.test(c) ? c : '_'))
    .replace(/\s+/g, ' ')
    .replace(/_+/g, '_')
    .replace(/^[. _]+/, '')
    .trim();
  return { display, base: cutBytes(cleaned, 180).trim() || 'file', ext };
}

/** The biz folder: default `temp`; up to 3 segments of letters, digits, `_` and `-`; never `logs` (import errors). */
export function checkBiz(raw: string | undefined): string {
  const biz = (raw ?? '').trim().replace(/\/+$/, '');
  if (!biz) return 'temp';
  const segments = biz.split('/');
  const valid =
    biz.length <= 100 &&
    segments.length <= 3 &&
    segments.every((s) => /^[\p{L}\p{N}_-]{1,32}$/u.test(s)) &&
    segments[0]!.toLowerCase() !== 'logs';
  if (!valid) throw new BizError(UPLOAD_MESSAGES.badPath);
  return biz;
}

/** `<biz>/<yyyyMMdd GMT+8>/<base>_<random>.<ext>` */
export function storedPath(biz: string, name: CheckedName, nowMs: number): string {
  const day = formatDateTime(new Date(nowMs)).slice(0, 10).replace(/-/g, '');
  const random = randomBytes(RANDOM_HEX / 2).toString('hex');
  return `${biz}/${day}/${name.base}_${random}${name.ext ? `.${name.ext}` : ''}`;
}

/** How many leading bytes are looked at. */
const SNIFF_BYTES = 1024;

const EXECUTABLE_MAGIC: number[][] = [
  [0x4d, 0x5a], // MZ: Windows programs
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0xfe, 0xed, 0xfa, 0xce], // Mach-O
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe],
  [0xca, 0xfe, 0xba, 0xbe], // Mach-O universal, Java class
  [0x00, 0x61, 0x73, 0x6d], // WebAssembly
  [0x64, 0x65, 0x78, 0x0a], // Android dex
  [0x23, 0x21], // #! scripts
];

const MARKUP_ANYWHERE = ['<script', '<html', '<iframe', '<svg', '<!doctype html', '<object', '<embed'];

function headText(head: Buffer): string {
  if (head[0] === 0xff && head[1] === 0xfe) return head.subarray(2).toString('utf16le');
  if (head[0] === 0xfe && head[1] === 0xff) return Buffer.from(head.subarray(2)).swap16().toString('utf16le');
  const start = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
  return head.subarray(start).toString('latin1');
}

/** Whether the first bytes are a program, or markup a browser would render or run (HTML, SVG, XML). */
export function refusedContent(head: Buffer): boolean {
  if (EXECUTABLE_MAGIC.some((magic) => magic.every((byte, i) => head[i] === byte))) return true;
  const usable = head.length % 2 === 1 && (head[0] === 0xff || head[0] === 0xfe) ? head.subarray(0, -1) : head;
  const text = headText(usable).toLowerCase();
  if (/^\s*<[a-z!?/]/.test(text)) return true;
  return MARKUP_ANYWHERE.some((tag) => text.includes(tag));
}

export interface ReceivedUpload {
  /** The text fields of the form (the first value of each). */
  fields: Record<string, string>;
  name: CheckedName;
  size: number;
  /** The staged bytes. */
  open(): ReadStream;
  /** Removes the staged copy. */
  dispose(): Promise<void>;
}

async function drain(stream: Readable): Promise<void> {
  await pipeline(
    stream,
    new Writable({
      write(_chunk, _encoding, callback) {
        callback();
      },
    }),
  );
}

/**
 * Reads a multipart upload to its end: the text fields, and the first file part named `file` staged on disk.
 * Throws BizError when there is no file or it is refused (name, size, content); nothing is left behind then.
 */
export async function receiveUpload(request: FastifyRequest, maxBytes: number): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new BizError(UPLOAD_MESSAGES.noFile);
  const dir = await mkdtemp(join(tmpdir(), 'exam-upload-'));
  const staged = join(dir, 'file');
  const dispose = () => rm(dir, { recursive: true, force: true });
  const fields: Record<string, string> = {};
  let name: CheckedName | undefined;
  let refusal: string | undefined;
  let size = 0;
  try {
    const options = { preservePath: true, limits: { fileSize: maxBytes }, throwFileSizeLimit: false };
    for await (const part of request.parts(options as Omit<BusboyConfig, 'headers'>)) {
      if (part.type === 'field') {
        if (!(part.fieldname in fields)) fields[part.fieldname] = typeof part.value === 'string' ? part.value : '';
        continue;
      }
      if (part.fieldname !== 'file' || name || refusal) {
        await drain(part.file);
        continue;
      }
      try {
        name = checkFileName(part.filename);
      } catch (error) {
        refusal = (error as Error).message;
        await drain(part.file);
        continue;
      }
      const chunks: Buffer[] = [];
      const sniff = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          if (size < SNIFF_BYTES) chunks.push(chunk);
          size += chunk.length;
          callback(null, chunk);
        },
      });
      await pipeline(part.file, sniff, createWriteStream(staged));
      const head = Buffer.concat(chunks).subarray(0, SNIFF_BYTES);
      if (part.file.truncated) refusal = UPLOAD_MESSAGES.tooLarge(maxBytes);
      else if (refusedContent(head)) refusal = UPLOAD_MESSAGES.badType;
    }
    if (refusal) throw new BizError(refusal);
    if (!name) throw new BizError(UPLOAD_MESSAGES.noFile);
  } catch (error) {
    await dispose();
    throw error;
  }
  return { fields, name, size, open: () => createReadStream(staged), dispose };
}
