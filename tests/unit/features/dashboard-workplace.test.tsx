import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter } from 'react-router';
import WorkplacePage from '@/features/dashboard/workplace-page';
import type { MenuItem } from '@/domain/permission-types';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { grant, renderWithClient } from '../widgets/test-utils';
import { ok } from './feature-fixtures';

const bed = useApiTestBed();

const page = (id: string, title: string, path: string): MenuItem => ({
  id,
  path,
  name: id,
  component: 'x',
  route: '1',
  meta: { title, keepAlive: false, internalOrExternal: false },
});
const PAGES = Array.from({ length: 10 }, (_, i) => page(`m${i}`, `页面${i}`, `/area/p${i}`));
const MENU: MenuItem[] = [
  { ...page('area', '业务', '/area'), children: [...PAGES, page('import', '成绩导入', '/grade/import')] },
];

function serve(settings = { shortcuts: [] as string[], memo: '旧备忘' }) {
  const puts: unknown[] = [];
  bed.server.use(
    http.get(api('/dashboard/workplace'), () =>
      ok({
        signUpClosing: [{ id: 't1', testName: '春季测试', signUpEnd: '2026-12-08 18:00:00' }],
        markingWithoutGrades: [{ id: 't2', testName: '秋季测试' }],
        failedJobs: null,
        unreadNotices: { total: 2, records: [{ id: 'a1', titile: '停机通知' }] },
        recent: [{ id: 'l1', logContent: '编辑 职务「经理」', operateType: 3, createTime: '2026-12-05 09:30:00' }],
      }),
    ),
    http.get(api('/dashboard/workplace/settings'), () => ok(settings)),
    http.put(api('/dashboard/workplace/settings'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      puts.push(body);
      Object.assign(settings, body);
      return ok(settings);
    }),
  );
  renderWithClient(
    <MemoryRouter>
      <WorkplacePage />
    </MemoryRouter>,
    { ...grant(), menu: MENU },
  );
  return puts;
}

describe('工作台', () => {
  it('lists the to-dos with their links, the last operations and the unread notices', async () => {
    serve();
    const todos = await screen.findByRole('region', { name: '待办' });
    expect(await within(todos).findByText(/报名将于 2026-12-08 18:00 截止/)).toBeInTheDocument();
    expect(within(todos).getByRole('link', { name: '成绩导入' })).toHaveAttribute('href', '/grade/import?testId=t2');
    expect(within(todos).getByText('2 条未读通知：停机通知')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '最近操作' })).getByText(/编辑 职务「经理」/)).toBeInTheDocument();
  });

  it('shows the first 8 pages as shortcuts until the user picks, and keeps at most 8', async () => {
    const puts = serve();
    const nav = await screen.findByRole('navigation', { name: '快捷入口' });
    await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(8));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '选择入口' }));
    const dialog = await screen.findByRole('dialog', { name: '设置快捷入口' });
    // Eight chosen by default: the others are disabled until one is taken off.
    expect(within(dialog).getByRole('checkbox', { name: '业务 / 页面9' })).toBeDisabled();
    for (const i of [0, 1, 2, 3, 4, 5, 6])
      await user.click(within(dialog).getByRole('checkbox', { name: `业务 / 页面${i}` }));
    await user.click(within(dialog).getByRole('checkbox', { name: '业务 / 页面9' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(puts).toEqual([{ shortcuts: ['m7', 'm9'] }]));
    await waitFor(() =>
      expect(
        within(nav)
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(['页面7', '页面9']),
    );
  });

  it('saves the memo on the server', async () => {
    const puts = serve();
    const memo = await screen.findByRole('textbox', { name: '快捷备忘' });
    expect(memo).toHaveValue('旧备忘');
    const user = userEvent.setup();
    await user.clear(memo);
    await user.type(memo, '周五前导入成绩');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(puts).toEqual([{ memo: '周五前导入成绩' }]));
  });
});
