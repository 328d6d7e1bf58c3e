import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import {
  apiUrl,
  configureApiClient,
  deleteAction,
  downloadFile,
  formatSignTimestamp,
  getAction,
  postAction,
  putAction,
  uploadAction,
} from '@/lib/api-client';
import { computeSign } from '@/domain/sign';
import { setStored, STORAGE_KEYS } from '@/lib/storage';
import { api, BASE, signIn, useApiTestBed } from './api-client-helpers';

const bed = useApiTestBed();
const OK = { success: true, code: 0, message: '', result: null, timestamp: 1 };

/** Answers every method on `path` with OK and records the requests. */
function capture(path: string) {
  const seen: Request[] = [];
  bed.server.use(
    http.all(api(path), ({ request }) => {
      seen.push(request.clone());
      return HttpResponse.json(OK);
    }),
  );
  return seen;
}

const only = (seen: Request[]): Request => {
  expect(seen).toHaveLength(1);
  return seen[0]!;
};

describe('request headers and parameters', () => {
  it('sends the stored token and tenant id 0 by default', async () => {
    signIn('tok-abc');
    const seen = capture('/sys/user/list');
    await getAction('/sys/user/list');
    const req = only(seen);
    expect(req.headers.get('X-Access-Token')).toBe('tok-abc');
    expect(req.headers.get('tenant-id')).toBe('0');
  });

  it('sends the stored tenant id, and no token header when signed out', async () => {
    setStored(STORAGE_KEYS.tenantId, 7, Number.POSITIVE_INFINITY);
    const seen = capture('/sys/user/list');
    await postAction('/sys/user/list', {});
    const req = only(seen);
    expect(req.headers.get('tenant-id')).toBe('7');
    expect(req.headers.has('X-Access-Token')).toBe(false);
  });

  it('adds _t in epoch seconds on GET', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(1_700_000_000_987));
    const seen = capture('/sys/user/list');
    await getAction('/sys/user/list', { pageNo: 1 });
    const url = new URL(only(seen).url);
    expect(url.searchParams.get('_t')).toBe('1700000000');
    expect(url.searchParams.get('pageNo')).toBe('1');
  });

  it('adds no _t on POST', async () => {
    const seen = capture('/sys/user/add');
    await postAction('/sys/user/add', { a: 1 });
    expect(new URL(only(seen).url).searchParams.has('_t')).toBe(false);
  });

  it('skips undefined and null parameters and keeps a query string given in the url', async () => {
    const seen = capture('/sys/dict/loadDictItem/sys_user,realname,username');
    await getAction('/sys/dict/loadDictItem/sys_user,realname,username?key=admin', { a: undefined, b: null, c: 'x' });
    const params = new URL(only(seen).url).searchParams;
    expect(params.get('key')).toBe('admin');
    expect(params.get('c')).toBe('x');
    expect(params.has('a')).toBe(false);
    expect(params.has('b')).toBe(false);
  });

  it('accepts paths with and without a leading slash', async () => {
    const seen = capture('/sys/user/getCurrentUserDeparts');
    await getAction('sys/user/getCurrentUserDeparts');
    await getAction('/sys/user/getCurrentUserDeparts');
    expect(seen).toHaveLength(2);
    expect(apiUrl('sys/x')).toBe(`${BASE}/jeecg-boot/sys/x`);
    expect(apiUrl('/sys/x')).toBe(`${BASE}/jeecg-boot/sys/x`);
  });

  it('does not repeat the prefix when the base already ends with it', () => {
    configureApiClient({ baseUrl: 'https://host/jeecg-boot/' });
    expect(apiUrl('/sys/x')).toBe('https://host/jeecg-boot/sys/x');
  });

  it('lets caller headers override the defaults', async () => {
    signIn('stored');
    const seen = capture('/sys/logout');
    await postAction('/sys/logout', {}, { headers: { 'X-Access-Token': 'explicit' } });
    expect(only(seen).headers.get('X-Access-Token')).toBe('explicit');
  });

  it('sends JSON bodies with a JSON content type', async () => {
    const seen = capture('/sys/user/edit');
    await putAction('/sys/user/edit', { id: '1', realname: '张三' });
    const req = only(seen);
    expect(req.headers.get('content-type')).toContain('application/json');
    expect(await req.json()).toEqual({ id: '1', realname: '张三' });
  });

  it('sends DELETE parameters in the query string', async () => {
    const seen = capture('/sys/user/delete');
    await deleteAction('/sys/user/delete', { id: '42' });
    const req = only(seen);
    expect(req.method).toBe('DELETE');
    expect(new URL(req.url).searchParams.get('id')).toBe('42');
  });

  it('uploads multipart form data', async () => {
    const seen = capture('/sys/common/upload');
    const form = new FormData();
    form.append('biz', 'temp');
    await uploadAction('/sys/common/upload', form);
    const req = only(seen);
    expect(req.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect((await req.formData()).get('biz')).toBe('temp');
  });
});

describe('request signing (JeecgBoot’s sign header)', () => {
  it('signs dictionary item fetches, without _t', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.UTC(2024, 0, 1, 19, 4, 5)));
    const seen = capture('/sys/dict/getDictItems/sex');
    await getAction('/sys/dict/getDictItems/sex');
    const req = only(seen);
    expect(new URL(req.url).searchParams.has('_t')).toBe(false);
    expect(req.headers.get('X-Sign')).toBe(computeSign('/sys/dict/getDictItems/sex', {}));
    expect(req.headers.get('X-TIMESTAMP')).toBe('20240102030405');
  });

  it('signs query parameters and the comma path segment of other dictionary reads', async () => {
    const seen = capture('/sys/dict/loadDict/sys_user,realname,id');
    await getAction('/sys/dict/loadDict/sys_user,realname,id', { keyword: '张', pageSize: 10 });
    const req = only(seen);
    expect(new URL(req.url).searchParams.has('_t')).toBe(true);
    const expected = computeSign('/sys/dict/loadDict/sys_user,realname,id', { keyword: '张', pageSize: '10' });
    expect(req.headers.get('X-Sign')).toBe(expected);
    expect(req.headers.get('X-TIMESTAMP')).toMatch(/^\d{14}$/);
  });

  it('signs the body of a signed POST', async () => {
    const seen = capture('/sys/dict/loadTreeData');
    await postAction('/sys/dict/loadTreeData', { pid: '0', pidField: 'pid' });
    expect(only(seen).headers.get('X-Sign')).toBe(
      computeSign('/sys/dict/loadTreeData', {}, { pid: '0', pidField: 'pid' }),
    );
  });

  it('never signs PUT or DELETE, even on a signed path', async () => {
    const seen = capture('/sys/dict/loadTreeData');
    await putAction('/sys/dict/loadTreeData', { a: 1 });
    await deleteAction('/sys/dict/loadTreeData', { a: 1 });
    expect(seen).toHaveLength(2);
    for (const req of seen) {
      expect(req.headers.has('X-Sign')).toBe(false);
      expect(req.headers.has('X-TIMESTAMP')).toBe(false);
    }
  });

  it('does not sign other paths', async () => {
    const seen = capture('/sys/user/list');
    await getAction('/sys/user/list');
    expect(only(seen).headers.has('X-Sign')).toBe(false);
  });

  it('formats the timestamp as local yyyyMMddHHmmss', () => {
    expect(formatSignTimestamp(new Date(Date.UTC(2023, 11, 31, 15, 59, 9)))).toBe('20231231235909');
    expect(formatSignTimestamp(new Date(Date.UTC(2024, 1, 28, 16, 0, 0)))).toBe('20240229000000');
  });
});

describe('downloads', () => {
  it('returns the blob and the RFC 5987 file name', async () => {
    bed.server.use(
      http.get(api('/sys/user/exportXls'), () =>
        HttpResponse.text('xls-bytes', {
          headers: {
            'Content-Type': 'application/vnd.ms-excel',
            'Content-Disposition': "attachment; filename*=UTF-8''%E7%94%A8%E6%88%B7.xls",
          },
        }),
      ),
    );
    const { blob, fileName } = await downloadFile('/sys/user/exportXls', { id: '1' });
    expect(fileName).toBe('用户.xls');
    expect(await blob.text()).toBe('xls-bytes');
  });

  it('rejects a download answered by a failure envelope, with its message', async () => {
    bed.server.use(
      http.get(api('/sys/user/exportXls'), () => HttpResponse.json({ success: false, code: 500, message: '导出失败' })),
    );
    await expect(downloadFile('/sys/user/exportXls')).rejects.toMatchObject({ kind: 'http', message: '导出失败' });
    expect(bed.notes.map((n) => n.message)).toEqual(['导出失败']);
  });
});
