import { describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { ApiError, configureApiClient, downloadFile, getAction, postAction } from '@/lib/api-client';
import { api, signIn, useApiTestBed } from './api-client-helpers';

const bed = useApiTestBed();

function answer(status: number, body: JsonBodyType, path = '/sys/user/list') {
  bed.server.use(http.get(api(path), () => HttpResponse.json(body, { status })));
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('error catalogue', () => {
  it('HTTP 403: 系统提示 / 拒绝访问', async () => {
    answer(403, { success: false, message: 'forbidden', code: 403 });
    const error = await failure(getAction('/sys/user/list'));
    expect(error).toMatchObject({ kind: 'http', status: 403, message: '拒绝访问' });
    expect(bed.notes).toEqual([{ intent: 'error', title: '系统提示', message: '拒绝访问' }]);
  });

  it('HTTP 500 with Token失效 and a stored token: onTokenExpired, no toast', async () => {
    signIn();
    answer(500, { timestamp: 1, status: 500, error: 'Internal Server Error', message: 'Token失效，请重新登录' });
    const error = await failure(getAction('/sys/user/list'));
    expect(error).toMatchObject({ kind: 'http', status: 500 });
    expect(bed.onTokenExpired).toHaveBeenCalledTimes(1);
    expect(bed.notes).toEqual([]);
  });

  it('HTTP 500 with Token失效 in a blob (download) body: parsed as JSON first', async () => {
    signIn();
    bed.server.use(
      http.get(api('/sys/user/exportXls'), () =>
        HttpResponse.arrayBuffer(
          new TextEncoder().encode(JSON.stringify({ message: 'Token失效，请重新登录' })).buffer,
          {
            status: 500,
            headers: { 'Content-Type': 'application/octet-stream' },
          },
        ),
      ),
    );
    await failure(downloadFile('/sys/user/exportXls'));
    expect(bed.onTokenExpired).toHaveBeenCalledTimes(1);
    expect(bed.notes).toEqual([]);
  });

  it('HTTP 500 with Token失效 but no token: an ordinary error with the server message', async () => {
    answer(500, { success: false, code: 500, message: 'Token失效，请重新登录' });
    const error = await failure(getAction('/sys/user/list'));
    expect(error.message).toBe('Token失效，请重新登录');
    expect(bed.onTokenExpired).not.toHaveBeenCalled();
    expect(bed.notes).toEqual([{ intent: 'error', title: '系统提示', message: 'Token失效，请重新登录' }]);
  });

  it('HTTP 404: 很抱歉，资源未找到!', async () => {
    answer(404, { success: false, message: 'not found', code: 404 });
    const error = await failure(getAction('/sys/user/list'));
    expect(error).toMatchObject({ kind: 'http', status: 404, message: '很抱歉，资源未找到!' });
    expect(bed.notes.map((n) => n.message)).toEqual(['很抱歉，资源未找到!']);
  });

  it('HTTP 504: 网络超时', async () => {
    answer(504, {});
    const error = await failure(getAction('/sys/user/list'));
    expect(error).toMatchObject({ kind: 'http', status: 504, message: '网络超时' });
    expect(bed.notes.map((n) => n.message)).toEqual(['网络超时']);
  });

  it('client time-out: rejects with kind timeout and says 网络超时', async () => {
    configureApiClient({ timeoutMs: 30 });
    bed.server.use(
      http.get(api('/sys/user/list'), async () => {
        await delay(2000);
        return HttpResponse.json({ success: true });
      }),
    );
    const error = await failure(getAction('/sys/user/list'));
    expect(error).toMatchObject({ kind: 'timeout', message: '网络超时' });
    expect(bed.notes).toEqual([{ intent: 'error', title: '系统提示', message: '网络超时' }]);
  });

  it('HTTP 401 with a token: notification, logout, reload after exactly 1.5 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    signIn();
    answer(401, { success: false, code: 401, message: 'Token失效，请重新登录!' });
    const error = await failure(getAction('/sys/user/list'));
    expect(error).toMatchObject({ kind: 'http', status: 401, message: '未授权，请重新登录' });
    expect(bed.notes).toEqual([{ intent: 'error', title: '系统提示', message: '未授权，请重新登录' }]);
    expect(bed.onUnauthorized).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1499);
    expect(bed.reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(bed.reload).toHaveBeenCalledTimes(1);
  });

  it('HTTP 401 with a token, silent: no toast, but still logs out and reloads', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    signIn();
    answer(401, { success: false, code: 401, message: 'Token失效' });
    await failure(getAction('/sys/user/list', undefined, { silent: true }));
    expect(bed.notes).toEqual([]);
    expect(bed.onUnauthorized).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1500);
    expect(bed.reload).toHaveBeenCalledTimes(1);
  });

  it('HTTP 401 without a token: notification only, no logout, no reload', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answer(401, { success: false, code: 401, message: 'Token失效' });
    await failure(getAction('/sys/user/list'));
    expect(bed.notes.map((n) => n.message)).toEqual(['未授权，请重新登录']);
    await vi.advanceTimersByTimeAsync(5000);
    expect(bed.onUnauthorized).not.toHaveBeenCalled();
    expect(bed.reload).not.toHaveBeenCalled();
  });

  it('other status: the server message is shown and the call rejects with the envelope', async () => {
    answer(409, { success: false, code: 409, message: '数据库中已存在该记录' });
    const error = await failure(getAction('/sys/user/list'));
    expect(error).toMatchObject({ kind: 'http', status: 409, message: '数据库中已存在该记录' });
    expect(error.envelope?.code).toBe(409);
    expect(bed.notes).toEqual([{ intent: 'error', title: '系统提示', message: '数据库中已存在该记录' }]);
  });

  it('other status without a JSON body: the status text is shown', async () => {
    bed.server.use(
      http.get(
        api('/sys/user/list'),
        () => new HttpResponse('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      ),
    );
    const error = await failure(getAction('/sys/user/list'));
    expect(error).toMatchObject({ status: 502, message: 'Bad Gateway' });
    expect(bed.notes.map((n) => n.message)).toEqual(['Bad Gateway']);
  });

  it('silent suppresses the toast of an error', async () => {
    answer(403, {});
    await failure(getAction('/sys/user/list', undefined, { silent: true }));
    expect(bed.notes).toEqual([]);
  });

  it('code 510 on HTTP 200: a warning, and the call still resolves', async () => {
    bed.server.use(
      http.post(api('/sys/user/add'), () =>
        HttpResponse.json({
          success: false,
          code: 510,
          message: '没有权限，请联系管理员授权',
          result: null,
          timestamp: 1,
        }),
      ),
    );
    const envelope = await postAction('/sys/user/add', { username: 'x' });
    expect(envelope).toMatchObject({ success: false, code: 510 });
    expect(bed.notes).toEqual([{ intent: 'warning', title: '系统提示', message: '没有权限，请联系管理员授权' }]);
  });

  it('a failed success:false answer with another code resolves without a toast (callers read success)', async () => {
    bed.server.use(
      http.post(api('/sys/login'), () => HttpResponse.json({ success: false, code: 500, message: '用户名或密码错误' })),
    );
    const envelope = await postAction('/sys/login', {});
    expect(envelope.message).toBe('用户名或密码错误');
    expect(bed.notes).toEqual([]);
  });

  it('network failure: kind network, no toast', async () => {
    bed.server.use(http.get(api('/sys/user/list'), () => HttpResponse.error()));
    const error = await failure(getAction('/sys/user/list'));
    expect(error.kind).toBe('network');
    expect(error.status).toBeUndefined();
    expect(bed.notes).toEqual([]);
  });

  it('a caller abort: kind aborted, no toast', async () => {
    bed.server.use(
      http.get(api('/sys/user/list'), async () => {
        await delay(2000);
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = getAction('/sys/user/list', undefined, { signal: controller.signal });
    setTimeout(() => controller.abort(), 10);
    const error = await failure(pending);
    expect(error.kind).toBe('aborted');
    expect(bed.notes).toEqual([]);
  });

  it('a 2xx answer that is not the envelope: kind parse', async () => {
    bed.server.use(http.get(api('/sys/user/list'), () => HttpResponse.text('<html></html>')));
    expect((await failure(getAction('/sys/user/list'))).kind).toBe('parse');
  });
});
