import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { fetchResult, RefusedError } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { api, useApiTestBed } from './api-client-helpers';

const bed = useApiTestBed();

function refuse(code: number, message: string) {
  bed.server.use(
    http.get(api('/sys/role/queryall'), () => HttpResponse.json({ success: false, code, message, result: null })),
  );
}

const fetchRoles = () => fetchResult<unknown[]>('/sys/role/queryall', undefined, { fallback: '角色加载失败' });

describe('one refusal path', () => {
  it('an accepted envelope gives its result', async () => {
    bed.server.use(
      http.get(api('/sys/role/queryall'), () =>
        HttpResponse.json({ success: true, code: 200, message: '', result: [1] }),
      ),
    );
    await expect(fetchRoles()).resolves.toEqual([1]);
    expect(bed.notes).toEqual([]);
  });

  it('a refused envelope is a RefusedError with the server message (or the fallback)', async () => {
    refuse(500, '没有找到角色');
    await expect(fetchRoles()).rejects.toMatchObject({ name: 'RefusedError', code: 500, message: '没有找到角色' });
    refuse(500, '');
    await expect(fetchRoles()).rejects.toBeInstanceOf(RefusedError);
    await expect(fetchRoles()).rejects.toThrow('角色加载失败');
    expect(bed.notes).toEqual([]); // the api client itself tells nobody
  });

  it('the query cache tells a refusal once, however many screens watch the query', async () => {
    refuse(500, '没有找到角色');
    const client = createQueryClient();
    const key = ['entity', 'role', 'list'];
    await Promise.all([
      client.fetchQuery({ queryKey: key, queryFn: fetchRoles }).catch(() => undefined),
      client.fetchQuery({ queryKey: key, queryFn: fetchRoles }).catch(() => undefined),
    ]);
    expect(bed.notes).toEqual([{ intent: 'warning', message: '没有找到角色' }]);
  });

  it('stays silent for 510 (the http layer told it) and for quiet queries (the screen shows it)', async () => {
    const client = createQueryClient();
    refuse(510, '没有权限');
    await client.fetchQuery({ queryKey: ['a'], queryFn: fetchRoles }).catch(() => undefined);
    expect(bed.notes).toEqual([{ intent: 'warning', title: '系统提示', message: '没有权限' }]); // once, by the http layer
    refuse(500, '部门不存在');
    await client.fetchQuery({ queryKey: ['b'], queryFn: fetchRoles, meta: { quiet: true } }).catch(() => undefined);
    expect(bed.notes.map((n) => n.message)).not.toContain('部门不存在');
  });

  it('a refused write is told once by the mutation cache', async () => {
    const client = createQueryClient();
    const refused = new RefusedError('用户名已存在', { success: false, code: 500 });
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(refused) })
      .execute(undefined)
      .catch(() => undefined);
    expect(bed.notes).toEqual([{ intent: 'warning', message: '用户名已存在' }]);
  });
});
