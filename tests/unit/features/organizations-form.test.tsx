import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter } from 'react-router';
import OrganisationListPage from '@/features/organizations/components/organisation-list-page';
import { setStored, STORAGE_KEYS } from '@/lib/storage';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { grant, renderWithClient, useDialogLayout } from '../widgets/test-utils';
import { DICTS, ok, page, refused, storeDicts } from './feature-fixtures';

const bed = useApiTestBed();
useDialogLayout();

const item = (value: string, text: string) => ({ value, text, title: text, label: text });
beforeEach(() => {
  setStored(STORAGE_KEYS.userInfo, { id: 'u1', username: 'admin' });
  storeDicts({
    ...DICTS,
    org_type: [item('1', '高等院校'), item('2', '科研院所')],
    valid_status: [item('1', '有效'), item('0', '无效')],
    address_type: [item('1', '办公'), item('2', '邮寄'), item('3', '考点')],
  });
});

const ORG = '/organizationManager/cpcOrganizationManagement';
const ADMIN = ['add', 'edit', 'delete', 'deleteBatch', 'import', 'export'].map((a) => `cpc:organization:${a}`);
const SZKJ = { id: 'o9', orgName: '鹏城科技学院', orgCode: 'PCKJ', orgType: '1', area: '440305', status: 1 };
const ADDRESSES = [
  { id: 'a1', organizationId: 'o9', addressType: '1', area: '440305', detail: '科技园南区 1 号', postcode: '518057' },
  { id: 'a2', organizationId: 'o9', addressType: '3', detail: '科技园南区 1 号 考试中心', phone: '13911112222' },
];

function serve(refusal: string | null) {
  const edits: Record<string, unknown>[] = [];
  bed.server.use(
    http.get(api(`${ORG}/list`), () => page([SZKJ])),
    http.get(api('/sys/duplicate/check'), () => ok(null, '该值可用！')),
    http.get(api(`${ORG}/queryCpcOrganizationAddressByMainId`), ({ request }) =>
      ok(new URL(request.url).searchParams.get('id') === 'o9' ? ADDRESSES : []),
    ),
    http.put(api(`${ORG}/edit`), async ({ request }) => {
      edits.push((await request.json()) as Record<string, unknown>);
      return refusal ? refused(refusal) : ok(null, '编辑成功!');
    }),
  );
  return edits;
}

async function openEdit() {
  renderWithClient(
    <MemoryRouter>
      <OrganisationListPage />
    </MemoryRouter>,
    grant(...ADMIN),
  );
  const user = userEvent.setup();
  const name = await screen.findByRole('link', { name: '鹏城科技学院' });
  expect(name).toHaveAttribute('href', '/organisation/institution?id=o9');
  await user.click(
    within(screen.getByRole('group', { name: '鹏城科技学院 操作' })).getByRole('button', { name: '编辑' }),
  );
  const form = await screen.findByRole('dialog', { name: '编辑' });
  await user.click(await within(form).findByRole('tab', { name: '机构地址' }, { timeout: 5000 }));
  const grid = await within(form).findByRole('grid', { name: '机构地址' }, { timeout: 5000 });
  await within(grid).findByText('科技园南区 1 号 考试中心');
  return { user, form, grid };
}

const cells = (grid: HTMLElement, key: string) => [...grid.querySelectorAll<HTMLElement>(`[data-col-key="${key}"]`)];

describe('机构列表 form: the 机构地址 grid', () => {
  it('loads a saved organisation’s addresses and sends them with the edit; a refusal is shown, the form kept', async () => {
    const edits = serve('地址第 2 行：联系电话：请输入正确的手机号码!');
    const { user, form, grid } = await openEdit();
    expect(cells(grid, 'detail').map((c) => c.textContent)).toEqual(['科技园南区 1 号', '科技园南区 1 号 考试中心']);
    expect(cells(grid, 'addressType').map((c) => c.textContent)).toEqual(['办公', '考点']);
    // the area cell is the kit's AreaSelect, showing the stored code's text once the area data is there
    expect(await within(grid).findByRole('button', { name: '第1行所在地区' })).toHaveTextContent(
      '广东省/深圳市/南山区',
    );

    await user.click(within(form).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(edits).toHaveLength(1));
    const sent = edits[0]!.cpcOrganizationAddressList as Record<string, unknown>[];
    expect(sent.map((r) => [r.id, r.addressType, r.area ?? '', r.detail, r.postcode ?? '', r.phone ?? ''])).toEqual([
      ['a1', '1', '440305', '科技园南区 1 号', '518057', ''],
      ['a2', '3', '', '科技园南区 1 号 考试中心', '', '13911112222'],
    ]);
    await waitFor(() =>
      expect(bed.notes.map((n) => n.message)).toContain('地址第 2 行：联系电话：请输入正确的手机号码!'),
    );
    expect(screen.getByRole('dialog', { name: '编辑' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('grid', { name: '机构地址' })).getByText('科技园南区 1 号 考试中心'),
    ).toBeInTheDocument();
  });

  it('a bad postcode stops the save with the grid’s rule message; nothing is sent', async () => {
    const edits = serve(null);
    const { user, form, grid } = await openEdit();
    const postcode = cells(grid, 'postcode')[1]!;
    await user.click(postcode);
    await user.type(within(postcode).getByRole('textbox'), '51805');
    await user.click(within(form).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bed.notes.map((n) => n.message)).toContain('「机构地址」校验未通过'));
    await waitFor(() => expect(cells(grid, 'postcode')[1]).toHaveAttribute('aria-invalid', 'true'));
    expect(edits).toEqual([]);
  });
});
