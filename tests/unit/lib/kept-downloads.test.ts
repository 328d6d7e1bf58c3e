import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { ApiError } from '@/lib/api-client';
import {
  configureKeptDownloads,
  downloadKept,
  forgetKeptDownloads,
  KEPT_MAX_BYTES,
  KEPT_MESSAGES,
  keptAt,
} from '@/lib/kept-downloads';
import { memoryStore } from '@/lib/kv-store';
import { api, signIn, useApiTestBed } from './api-client-helpers';

// The fetched file is Node's Blob, the kept copy jsdom's: each is read its own way.
const readText = (blob: Blob) =>
  'stream' in blob
    ? new Response(blob).text()
    : new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as string);
        reader.readAsText(blob);
      });
// saveBlob's object URL and <a download> click, recorded.
const saved: { name: string; text: Promise<string> }[] = [];
const blobs = new Map<string, Blob>();
URL.createObjectURL = (blob: Blob) => {
  const url = `blob:kept-${blobs.size}`;
  blobs.set(url, blob);
  return url;
};
URL.revokeObjectURL = () => undefined;
vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
  saved.push({ name: this.download, text: readText(blobs.get(this.href)!) });
});

const bed = useApiTestBed();
let owner: string | undefined;

function serve(body: string, name = '报告.xlsx') {
  bed.server.use(
    http.get(api('/cpcfile/cpcFileManager/download'), () =>
      HttpResponse.text(body, {
        headers: { 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}` },
      }),
    ),
  );
}
const offline = () => bed.server.use(http.get(api('/cpcfile/cpcFileManager/download'), () => HttpResponse.error()));
const download = (key = 'file:1') => downloadKept(key, '/cpcfile/cpcFileManager/download', { id: key });
const lastSaved = async () => {
  const last = saved.at(-1)!;
  return { name: last.name, text: await last.text };
};

beforeEach(() => {
  saved.length = 0;
  owner = 'u1';
  configureKeptDownloads({ owner: () => owner, store: memoryStore() });
  signIn();
});

describe('kept downloads (files downloaded before, reopened offline)', () => {
  it('saves the file under its server name and keeps a copy that opens offline', async () => {
    serve('第一版');
    expect(await download()).toEqual({ fromKept: false });
    expect(await lastSaved()).toEqual({ name: '报告.xlsx', text: '第一版' });
    expect(await keptAt('file:1')).toBeGreaterThan(0);

    offline();
    expect(await download()).toEqual({ fromKept: true });
    expect(await lastSaved()).toEqual({ name: '报告.xlsx', text: '第一版' });
    expect(bed.notes).toContainEqual({ intent: 'info', message: KEPT_MESSAGES.openedKept });
  });

  it('without a kept copy an offline download fails with a clear message', async () => {
    offline();
    const error = await download('file:2').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(KEPT_MESSAGES.noKeptCopy);
    expect(saved).toHaveLength(0);
  });

  it("keeps each user's copies apart and forgets them at logout", async () => {
    serve('u1 的文件');
    await download();
    owner = 'u2';
    expect(await keptAt('file:1')).toBeUndefined();
    offline();
    await expect(download()).rejects.toThrow(KEPT_MESSAGES.noKeptCopy);

    owner = 'u1';
    await forgetKeptDownloads('u1');
    expect(await keptAt('file:1')).toBeUndefined();
    await expect(download()).rejects.toThrow(KEPT_MESSAGES.noKeptCopy);
  });

  it('keeps the newest copies within the allowance', async () => {
    const big = 'x'.repeat(KEPT_MAX_BYTES / 2 - 10);
    serve(big);
    await download('file:a');
    await download('file:b');
    await download('file:c');
    expect(await keptAt('file:c')).toBeDefined();
    expect(await keptAt('file:b')).toBeDefined();
    expect(await keptAt('file:a')).toBeUndefined();
  });
});
