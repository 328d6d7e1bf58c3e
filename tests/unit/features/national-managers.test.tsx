import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import NationalManagerListPage from '@/features/national-managers/components/national-manager-list-page';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { pageOf, restored, serveGet } from '../widgets/picker-helpers';
import { grant, renderWithClient, useDialogLayout } from '../widgets/test-utils';
import { DICTS, ok, page, refused, storeDicts } from './feature-fixtures';

const bed = useApiTestBed();
useDialogLayout();

const item = (value: string, text: string) => ({ value, text, title: text, label: text });
beforeEach(() =>
  storeDicts({ ...DICTS, province: [item('110000', '北京市'), item('310000', '上海市'), item('320000', '江苏省')] }),
);

const USERS = [
  { id: 'u1', username: 'xuming', realname: '徐明' },
  { id: 'u2', username: 'customer', realname: '客户' },
];
const MANAGER = {
  id: 'm1',
  userId: 'u1',
  userId_dictText: '徐明',
  provinces: '310000,320000',
  provinces_dictText: '上海市,江苏省',
  phone: '13312345611',
  remark: '华东片区',
};

function serve(lists: URLSearchParams[] = []) {
  bed.server.use(
    http.get(api('/nationalManager/cpcNationalManager/list'), ({ request }) => {
      lists.push(new URL(request.url).searchParams);
      return page([MANAGER]);
    }),
  );
  serveGet(bed.server, '/sys/user/list', (p) =>
    p.get('id')?.endsWith(',') ? restored(USERS, p, 'id') : pageOf(USERS, p),
  );
}

async function pickUser(user: ReturnType<typeof userEvent.setup>, where: HTMLElement, username: string) {
  await user.click(within(where).getByRole('button', { name: '选择管理员账号' }));
  const dialog = await screen.findByRole('dialog', { name: '选择管理员账号' });
  await user.click(await within(dialog).findByRole('radio', { name: `选择 ${username}` }));
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '选择管理员账号' })).not.toBeInTheDocument());
}

describe('全国管理员', () => {
  it('lists accounts and provinces by name; 管理员账号 is searched with the user picker', async () => {
    const lists: URLSearchParams[] = [];
    serve(lists);
    renderWithClient(<NationalManagerListPage />, grant());
    const table = await screen.findByRole('table', { name: '全国管理员列表' });
    expect(await within(table).findByText('徐明')).toBeInTheDocument();
    expect(within(table).getByText('上海市,江苏省')).toBeInTheDocument();
    const user = userEvent.setup();
    const query = screen.getByRole('form', { name: '查询条件' });
    await pickUser(user, query, 'xuming');
    await user.click(await within(query).findByRole('button', { name: '查询' }));
    await waitFor(() => expect(lists.at(-1)?.get('userId')).toBe('u1'));
    await user.click(within(query).getByRole('button', { name: '重置' }));
    await waitFor(() => expect(lists.at(-1)?.get('userId')).toBeNull());
  });

  it('shows the server’s refusal of a customer account and keeps the form', async () => {
    const refusal = '账号「customer」是院校客户账号，不能设为全国管理员';
    serve();
    const sent: Record<string, unknown>[] = [];
    bed.server.use(
      // userId is unique: not taken yet
      http.get(api('/sys/duplicate/check'), () => ok(null, '该值可用！')),
      http.post(api('/nationalManager/cpcNationalManager/add'), async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return refused(refusal);
      }),
    );
    renderWithClient(<NationalManagerListPage />, grant('cpc:nationalManager:add'));
    await screen.findByRole('table', { name: '全国管理员列表' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const form = await screen.findByRole('dialog', { name: '新增' });
    await pickUser(user, form, 'customer');
    expect(within(form).getByText('客户')).toBeInTheDocument();
    await user.click(await within(form).findByRole('combobox', { name: /负责省份/ }));
    // A multiple choice's options are checkable menu items.
    await user.click(await screen.findByRole('menuitemcheckbox', { name: '北京市' }));
    expect(within(form).getByRole('combobox', { name: /负责省份/ })).toHaveTextContent('北京市');
    await user.type(within(form).getByRole('textbox', { name: /联系电话/ }), '13312345678');
    await user.click(within(form).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bed.notes.map((n) => n.message)).toContain(refusal));
    expect(sent[0]).toMatchObject({ userId: 'u2', provinces: '110000', phone: '13312345678' });
    expect(screen.getByRole('dialog', { name: '新增' })).toBeInTheDocument();
    expect(within(form).getByText('客户')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /联系电话/ })).toHaveValue('13312345678');
  });
});
