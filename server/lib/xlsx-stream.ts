/**
 * An .xlsx written as a stream: rows go out as they are made, so an export of 500,000 grades holds one batch in
 * memory, not the workbook (docs/performance.md "National size"). One sheet of inline strings and numbers, zipped
 * by yazl as it is written; `stream` is what to send or save.
 */
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import yazl from 'yazl';

export type Cell = string | number | null;

// Characters XML 1.0 cannot hold (control characters but tab, line feed and carriage return).
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const escapeXml = (text: string) =>
  text.replace(INVALID_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const columnName = (index: number): string => {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
};

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const FILES: Record<string, string> = {
  '[Content_Types].xml':
    `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
    '</Types>',
  '_rels/.rels':
    `${XML}<Relationships xmlns="${PKG_REL}">` +
    `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/_rels/workbook.xml.rels':
    `${XML}<Relationships xmlns="${PKG_REL}">` +
    `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
};

export interface XlsxStream {
  /** The .xlsx as it is written. */
  stream: Readable;
  /** Adds a row; resolves when the reader has taken enough of the earlier ones (backpressure). */
  row(cells: readonly Cell[]): Promise<void>;
  /** Finishes the file. */
  end(): Promise<void>;
}

/** A workbook of one sheet named `title`, its columns `widths` characters wide. */
export function xlsxStream(title: string, widths: number[] = []): XlsxStream {
  const zip = new yazl.ZipFile();
  const sheet = new PassThrough();
  for (const [name, text] of Object.entries(FILES)) zip.addBuffer(Buffer.from(text), name);
  zip.addBuffer(
    Buffer.from(
      `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>` +
        `<sheet name="${escapeXml(title.slice(0, 31)).replace(/"/g, '&quot;')}" sheetId="1" r:id="rId1"/>` +
        '</sheets></workbook>',
    ),
    'xl/workbook.xml',
  );
  zip.addReadStream(sheet, 'xl/worksheets/sheet1.xml');
  zip.end();
  let rowNumber = 0;
  const write = async (text: string) => {
    if (!sheet.write(text)) await once(sheet, 'drain');
  };
  const cols = widths.length
    ? `<cols>${widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join('')}</cols>`
    : '';
  sheet.write(`${XML}<worksheet xmlns="${MAIN}">${cols}<sheetData>`);
  return {
    stream: zip.outputStream as unknown as Readable,
    async row(cells) {
      rowNumber += 1;
      let xml = `<row r="${rowNumber}">`;
      cells.forEach((cell, i) => {
        if (cell === null || cell === '') return;
        const ref = `${columnName(i)}${rowNumber}`;
        xml +=
          typeof cell === 'number'
            ? Number.isFinite(cell)
              ? `<c r="${ref}"><v>${cell}</v></c>`
              : ''
            : `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(cell)}</t></is></c>`;
      });
      await write(`${xml}</row>`);
    },
    async end() {
      sheet.end('</sheetData></worksheet>');
      await once(sheet, 'end').catch(() => undefined);
    },
  };
}
