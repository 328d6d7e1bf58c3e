import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import type { EntityDef } from '@/domain/entities/entity-types';
import { setStored, STORAGE_KEYS } from '@/lib/storage';
import { api } from '../lib/api-client-helpers';

/** A position-like entity of the tests (independent of the real definitions). */
export const positionDef: EntityDef = {
  name: 'position',
  title: '职务',
  table: 'sys_position',
  apiPath: '/sys/position',
  permissionPrefix: 'system:position',
  fields: [
    { name: 'name', label: '职务名称', type: 'string', required: true, maxLength: 20, list: true, search: 'like' },
    {
      name: 'code',
      label: '职务编码',
      type: 'string',
      required: true,
      unique: true,
      list: { sorter: true },
      search: 'like',
    },
    { name: 'postRank', label: '职级', type: 'select', dictCode: 'position_rank', list: true, search: 'eq' },
    { name: 'createTime', label: '创建时间', type: 'datetime', readOnly: true, list: true, search: 'range' },
  ],
};

export const PERMS = ['add', 'edit', 'delete', 'deleteBatch', 'import', 'export'].map((a) => `system:position:${a}`);

export function storeRankDict() {
  setStored(STORAGE_KEYS.dicts, {
    position_rank: [
      { value: '1', text: '员级' },
      { value: '2', text: '助级' },
      { value: '3', text: '中级' },
    ],
  });
}

export type Row = Record<string, unknown>;

export const makeRows = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `p${i + 1}`,
    name: `职务${i + 1}`,
    code: `C${String(i + 1).padStart(2, '0')}`,
    postRank: String((i % 3) + 1),
    createTime: '2024-01-01 10:00:00',
  }));

/** A fake list endpoint over `rows`, paging as asked; every request URL is recorded. */
export function serveList(server: SetupServer, rows: Row[]) {
  const requests: URL[] = [];
  server.use(
    http.get(api('/sys/position/list'), ({ request }) => {
      const url = new URL(request.url);
      requests.push(url);
      const pageNo = Number(url.searchParams.get('pageNo') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
      const records = rows.slice((pageNo - 1) * pageSize, pageNo * pageSize);
      return HttpResponse.json({
        success: true,
        code: 0,
        message: '',
        result: {
          records,
          total: rows.length,
          size: pageSize,
          current: pageNo,
          pages: Math.ceil(rows.length / pageSize),
        },
      });
    }),
  );
  return { requests, last: () => requests[requests.length - 1] as URL, count: () => requests.length };
}
