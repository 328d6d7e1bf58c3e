import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import DictListPage from '@/features/dicts/components/dict-list-page';
import { CACHE_MESSAGES } from '@/features/dicts/hooks/use-refresh-dict-cache';
import { getStoredDicts } from '@/session/session-store';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { grant, renderWithClient, useDialogLayout } from '../widgets/test-utils';
import { ok, page, refused, storeDicts } from './feature-fixtures';

const bed = useApiTestBed();
useDialogLayout();
beforeEach(() => storeDicts());

const DICT = { id: 'd1', dictName: '机构类别', dictCode: 'org_category', description: '机构类别' };
const FRESH = { org_category: [{ value: '9', text: '新类别', title: '新类别', label: '新类别' }] };

async function renderDicts(codes: string[] = []) {
  bed.server.use(http.get(api('/sys/dict/list'), () => page([DICT])));
  renderWithClient(<DictListPage />, grant(...codes));
  await screen.findByText('1-1 共1条');
  return userEvent.setup();
}

describe('数据字典: 刷新缓存', () => {
  it('calls refleshCache then queryAllDictItems, stores the dictionaries and says 刷新缓存完成！', async () => {
    const calls: string[] = [];
    bed.server.use(
      http.get(api('/sys/dict/refleshCache'), () => {
        calls.push('refleshCache');
        return ok(null);
      }),
      http.get(api('/sys/dict/queryAllDictItems'), () => {
        calls.push('queryAllDictItems');
        return ok(FRESH);
      }),
    );
    const user = await renderDicts();
    await user.click(screen.getByRole('button', { name: '刷新缓存' }));
    await waitFor(() => expect(bed.notes).toEqual([{ intent: 'success', message: '刷新缓存完成！' }]));
    expect(CACHE_MESSAGES.done).toBe('刷新缓存完成！');
    expect(calls).toEqual(['refleshCache', 'queryAllDictItems']);
    expect(getStoredDicts()).toEqual(FRESH);
  });

  it.each([
    ['refleshCache refuses', () => http.get(api('/sys/dict/refleshCache'), () => refused('清除缓存失败'))],
    [
      'refleshCache answers HTTP 500',
      () => http.get(api('/sys/dict/refleshCache'), () => new HttpResponse(null, { status: 500 })),
    ],
  ])('says 刷新缓存失败！ when %s, and keeps the stored dictionaries', async (_, handler) => {
    bed.server.use(
      handler(),
      http.get(api('/sys/dict/queryAllDictItems'), () => ok(FRESH)),
    );
    const before = getStoredDicts();
    const user = await renderDicts();
    await user.click(screen.getByRole('button', { name: '刷新缓存' }));
    await waitFor(() => expect(bed.notes).toEqual([{ intent: 'warning', message: '刷新缓存失败！' }]));
    expect(getStoredDicts()).toEqual(before);
  });

  it('says 刷新缓存失败！ when queryAllDictItems fails', async () => {
    bed.server.use(
      http.get(api('/sys/dict/refleshCache'), () => ok(null)),
      http.get(api('/sys/dict/queryAllDictItems'), () => refused('查询失败')),
    );
    const user = await renderDicts();
    await user.click(screen.getByRole('button', { name: '刷新缓存' }));
    await waitFor(() => expect(bed.notes).toEqual([{ intent: 'warning', message: CACHE_MESSAGES.failed }]));
  });
});

describe('数据字典: 字典配置', () => {
  it('lists the items of that dictionary and adds items to it', async () => {
    const lists: URLSearchParams[] = [];
    const added: unknown[] = [];
    bed.server.use(
      http.get(api('/sys/dictItem/list'), ({ request }) => {
        lists.push(new URL(request.url).searchParams);
        return page([{ id: 'i1', dictId: 'd1', itemText: '公司', itemValue: '1', sortOrder: 1, status: 1 }]);
      }),
      http.post(api('/sys/dictItem/add'), async ({ request }) => {
        added.push(await request.json());
        return ok(null, '添加成功！');
      }),
    );
    const user = await renderDicts(['system:dictItem:add']);
    await user.click(
      within(screen.getByRole('group', { name: '机构类别 操作' })).getByRole('button', { name: '字典配置' }),
    );
    const drawer = await screen.findByRole('dialog', { name: /字典配置/ });
    expect(await within(drawer).findByText('公司')).toBeInTheDocument();
    expect(lists[0]?.get('dictId')).toBe('d1');
    expect(lists[0]?.get('column')).toBe('sortOrder');
    expect(within(drawer).queryByRole('textbox', { name: '字典' })).not.toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: '新增' }));
    const form = await screen.findByRole('dialog', { name: '新增' });
    await user.type(within(form).getByRole('textbox', { name: /名称/ }), '岗位');
    await user.type(within(form).getByRole('textbox', { name: /数据值/ }), '3');
    await user.click(within(form).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]).toMatchObject({ dictId: 'd1', itemText: '岗位', itemValue: '3', sortOrder: 1, status: '1' });
  });
});
