/**
 * An .xlsx is a zip: before SheetJS inflates it whole, its entries are counted and inflated as a stream here,
 * stopping at the first byte over the budget (a 1 MB file expanding to 1 GiB took 2.36 GB of
 * memory). The bytes are counted as they come, so sizes the archive declares falsely do not matter.
 */
import yauzl from 'yauzl';
import { BizError } from '../http/envelope';

/** All entries together, inflated. */
export const MAX_UNZIPPED_BYTES = 100 * 1024 * 1024;
export const MAX_ZIP_ENTRIES = 1000;
export const ZIP_TOO_LARGE_MESSAGE = '文件解压后过大，请拆分后再导入！';
export const ZIP_BROKEN_MESSAGE = '文件解析失败，请检查文件内容！';

export function checkZipBudget(data: Buffer, maxBytes = MAX_UNZIPPED_BYTES): Promise<void> {
  return new Promise((resolve, reject) => {
    // validateEntrySizes off: the counting below is the check, and it keeps the budget's own message.
    yauzl.fromBuffer(data, { lazyEntries: true, validateEntrySizes: false }, (openError, zip) => {
      if (openError || !zip) return reject(new BizError(ZIP_BROKEN_MESSAGE));
      let total = 0;
      let entries = 0;
      const fail = (error: BizError) => {
        zip.close();
        reject(error);
      };
      zip.on('error', () => fail(new BizError(ZIP_BROKEN_MESSAGE)));
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        entries += 1;
        if (entries > MAX_ZIP_ENTRIES) return fail(new BizError(ZIP_TOO_LARGE_MESSAGE));
        if (total + entry.uncompressedSize > maxBytes) return fail(new BizError(ZIP_TOO_LARGE_MESSAGE));
        if (/\/$/.test(entry.fileName)) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return fail(new BizError(ZIP_BROKEN_MESSAGE));
          let over = false;
          stream.on('data', (chunk: Buffer) => {
            total += chunk.length;
            if (total > maxBytes && !over) {
              over = true;
              stream.destroy();
              fail(new BizError(ZIP_TOO_LARGE_MESSAGE));
            }
          });
          stream.on('error', () => !over && fail(new BizError(ZIP_BROKEN_MESSAGE)));
          stream.on('end', () => !over && zip.readEntry());
        });
      });
      zip.readEntry();
    });
  });
}
