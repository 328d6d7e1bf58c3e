import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import DictItemListPage from '@/features/dicts/components/dict-item-list-page';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { grant, renderWithClient, useDialogLayout } from '../widgets/test-utils';
import { ok, page, refused, storeDicts } from '../features/feature-fixtures';

const bed = useApiTestBed();
useDialogLayout();
beforeEach(() => storeDicts());

function renderPage(entry: string, codes: string[] = []) {
  return renderWithClient(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="*" element={<DictItemListPage />} />
      </Routes>
    </MemoryRouter>,
    grant(...codes),
  );
}

describe('字典项 page', () => {
  it('shows the dictionary named by dictId and its items', async () => {
    const lists: URLSearchParams[] = [];
    bed.server.use(
      http.get(api('/sys/dict/queryById'), () => ok({ id: 'd1', dictName: '机构类别', dictCode: 'org_category' })),
      http.get(api('/sys/dictItem/list'), ({ request }) => {
        lists.push(new URL(request.url).searchParams);
        return page([{ id: 'i1', dictId: 'd1', itemText: '公司', itemValue: '1', sortOrder: 1, status: 1 }]);
      }),
    );
    renderPage('/isystem/dictItem?dictId=d1', ['system:dictItem:add', 'system:dictItem:edit']);
    expect(await screen.findByText('字典：机构类别 · org_category')).toBeInTheDocument();
    expect(await screen.findByText('公司')).toBeInTheDocument();
    expect(lists[0]?.get('dictId')).toBe('d1');
    expect(screen.getByRole('button', { name: '新增' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '编辑模式' })).toBeInTheDocument();
  });

  it('says so when the dictionary is gone, and where to go without one', async () => {
    bed.server.use(
      http.get(api('/sys/dict/queryById'), () => refused('未找到对应数据')),
      http.get(api('/sys/dictItem/list'), () => page([])),
    );
    const view = renderPage('/isystem/dictItem?dictId=gone');
    expect(await screen.findByText(/字典不存在或已删除/)).toBeInTheDocument();
    view.unmount();
    renderPage('/isystem/dictItem');
    expect(await screen.findByText(/请从「数据字典」中某个字典的「字典配置」打开字典项/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回数据字典' })).toBeInTheDocument();
  });
});
