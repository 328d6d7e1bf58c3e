import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import AddressListPage from '@/features/address-list/components/address-list-page';
import AccountSettingsPage from '@/features/account/components/account-settings-page';
import AccountCenterPage from '@/features/account/components/account-center-page';
import RoleUserPage from '@/features/roles/components/role-user-page';
import DepartUserPage from '@/features/departs/components/depart-user-page';
import { ChangePhoneDialog } from '@/features/account/components/change-phone-dialog';
import { getStored, setStored, STORAGE_KEYS } from '@/lib/storage';
import { publishSession } from '@/session/session-store';
import { MemoryRouter, Route, Routes } from 'react-router';
import { UserMenu } from '@/components/layout/user-menu';
import type { MenuItem } from '@/domain/permission-types';
import { api, signIn, useApiTestBed } from '../lib/api-client-helpers';
import { grant, mockMatchMedia, renderWithClient, useDialogLayout } from '../widgets/test-utils';
import { ok, page, refused, storeDicts, userRow } from '../features/feature-fixtures';

const bed = useApiTestBed();
useDialogLayout();
beforeEach(() => {
  storeDicts();
  signIn();
  setStored(STORAGE_KEYS.userInfo, { id: 'u1', username: 'jeecg', realname: '张晓明' });
  publishSession();
});

const TREE = [
  {
    id: 'd1',
    key: 'd1',
    title: '考试中心',
    orgCode: 'A01',
    children: [
      { id: 'd2', key: 'd2', title: '考务部', orgCode: 'A01A01', children: [] },
      { id: 'd3', key: 'd3', title: '命题部', orgCode: 'A01A02', children: [] },
    ],
  },
];

const ADDRESS = [
  {
    userId: 'u7',
    realname: '胡伟',
    workNo: 'KS0012',
    post: 'yj_leader',
    departName: '考务部 | 综合办公室',
    phone: '13412345615',
    email: 'huwei@exam-center.cn',
  },
  {
    userId: 'u8',
    realname: '王强',
    workNo: 'KS0003',
    post: 'unknown_code',
    departName: '考务部',
    phone: '13912345603',
    email: null,
  },
];

function serveAddressList() {
  const asked: URLSearchParams[] = [];
  bed.server.use(
    http.get(api('/sys/sysDepart/queryTreeList'), () => ok(TREE)),
    http.get(api('/sys/position/list'), () => page([{ id: 'p1', code: 'yj_leader', name: '研究组长' }])),
    http.get(api('/sys/user/queryByOrgCodeForAddressList'), ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return ok({ records: ADDRESS, total: 3, size: 10, current: 1, pages: 1 });
    }),
  );
  return asked;
}

describe('通讯录', () => {
  it('lists every department first, with 职务 names from the positions and merged departments', async () => {
    const asked = serveAddressList();
    renderWithClient(<AddressListPage />, grant());
    const table = await screen.findByRole('table', { name: '通讯录列表' });
    const huwei = within(table).getByText('胡伟').closest('tr')!;
    expect(within(huwei).getByText('研究组长')).toBeInTheDocument();
    expect(within(huwei).getByText('考务部 | 综合办公室')).toBeInTheDocument();
    // An unknown position code shows as it is.
    expect(within(table).getByText('unknown_code')).toBeInTheDocument();
    expect(asked[0]?.has('orgCode')).toBe(false);
    expect(asked[0]?.get('pageSize')).toBe('10');
  });

  it('a department of the tree filters by its org code; the search sends 姓名 and 工号 as typed', async () => {
    const asked = serveAddressList();
    renderWithClient(<AddressListPage />, grant());
    const user = userEvent.setup();
    await screen.findByRole('table', { name: '通讯录列表' });
    await user.click(await screen.findByText('考务部', { selector: '[role="treeitem"] *' }));
    await waitFor(() => expect(asked.at(-1)?.get('orgCode')).toBe('A01A01'));
    expect(screen.getByRole('heading', { name: '通讯录（考务部）' })).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('请输入姓名'), '胡');
    await user.type(screen.getByPlaceholderText('请输入工号'), 'KS00');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(asked.at(-1)?.get('realname')).toBe('胡'));
    expect(asked.at(-1)?.get('workNo')).toBe('KS00');
    expect(asked.at(-1)?.get('orgCode')).toBe('A01A01');
    await user.click(screen.getByRole('button', { name: '全部部门' }));
    await waitFor(() => expect(asked.at(-1)?.has('orgCode')).toBe(false));
  });

  describe('on a phone', () => {
    let restore: () => void;
    beforeEach(() => {
      restore = mockMatchMedia(true);
    });
    afterEach(() => restore());

    it('puts a department picker above the users, shown as cards', async () => {
      const asked = serveAddressList();
      renderWithClient(<AddressListPage />, grant());
      const user = userEvent.setup();
      expect(await screen.findByRole('listitem', { name: '胡伟' })).toHaveTextContent('职务：研究组长');
      expect(screen.queryByRole('tree')).not.toBeInTheDocument();
      await user.click(screen.getByRole('combobox', { name: '选择部门' }));
      await user.click(await screen.findByRole('option', { name: /命题部/ }));
      await waitFor(() => expect(asked.at(-1)?.get('orgCode')).toBe('A01A02'));
    });
  });

  it('shows a refused load with 重新加载', async () => {
    bed.server.use(
      http.get(api('/sys/sysDepart/queryTreeList'), () => ok(TREE)),
      http.get(api('/sys/position/list'), () => page([])),
      http.get(api('/sys/user/queryByOrgCodeForAddressList'), () => refused('没有权限，请联系管理员授权')),
    );
    renderWithClient(<AddressListPage />, grant());
    expect(await screen.findByText('没有权限，请联系管理员授权')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});

const ME = {
  id: 'u1',
  username: 'jeecg',
  realname: '张晓明',
  sex: 1,
  birthday: '1990-03-12',
  email: 'jeecg@exam-center.cn',
  phone: '13800000001',
  telephone: null,
  workNo: 'KS0002',
  post: 'kw_specialist',
  post_dictText: '考务专员',
  orgCode: 'A01A01',
  roles: [{ id: 'r2', roleCode: 'staff', roleName: '考务人员' }],
};

function serveAccount(save: (body: Record<string, unknown>) => Response) {
  const saved: Record<string, unknown>[] = [];
  bed.server.use(
    http.get(api('/sys/user/login/setting/getUserData'), () => ok(ME)),
    http.get(api('/sys/user/getCurrentUserDeparts'), () =>
      ok({
        list: [
          { id: 'd2', departName: '考务部', orgCode: 'A01A01' },
          { id: 'd5', departName: '客户服务部', orgCode: 'A02A01' },
        ],
        orgCode: 'A01A01',
      }),
    ),
    http.put(api('/sys/user/appEdit'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      saved.push(body);
      return save(body);
    }),
  );
  return saved;
}

describe('个人中心', () => {
  it("shows the user's own profile, roles and departments with the current one marked", async () => {
    serveAccount(() => ok(null));
    renderWithClient(
      <MemoryRouter>
        <AccountCenterPage />
      </MemoryRouter>,
      grant(),
    );
    expect(await screen.findByRole('heading', { name: '张晓明' })).toBeInTheDocument();
    expect(screen.getByText('考务专员')).toBeInTheDocument();
    expect(within(screen.getByLabelText('角色')).getByText('考务人员')).toBeInTheDocument();
    const current = (await screen.findByText('当前部门')).closest('li')!;
    expect(current).toHaveTextContent('考务部');
    expect(screen.getByText('KS0002')).toBeInTheDocument();
  });
});

describe('个人设置', () => {
  it('checks the base info, keeps what was typed when the server refuses, and saves through appEdit', async () => {
    let answer = refused('保存失败，邮箱已存在!');
    const saved = serveAccount(() => answer);
    renderWithClient(<AccountSettingsPage />, grant('system:user:app:edit'));
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /用户姓名/ });
    expect(name).toHaveValue('张晓明');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: '更新基本信息' }));
    expect(await screen.findByText(/请输入用户姓名/)).toBeInTheDocument();
    expect(saved).toHaveLength(0);

    await user.type(name, '张晓明二');
    const email = screen.getByRole('textbox', { name: /邮箱/ });
    await user.clear(email);
    await user.type(email, 'bad');
    await user.click(screen.getByRole('button', { name: '更新基本信息' }));
    expect(await screen.findByText('邮箱格式不正确')).toBeInTheDocument();
    expect(saved).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'admin@exam-center.cn');
    await user.click(screen.getByRole('button', { name: '更新基本信息' }));
    await waitFor(() => expect(bed.notes.at(-1)?.message).toBe('保存失败，邮箱已存在!'));
    expect(saved[0]).toMatchObject({ realname: '张晓明二', email: 'admin@exam-center.cn', sex: '1' });
    expect(screen.getByRole('textbox', { name: /用户姓名/ })).toHaveValue('张晓明二');
    expect(screen.getByRole('textbox', { name: /邮箱/ })).toHaveValue('admin@exam-center.cn');

    answer = ok(null);
    await user.clear(email);
    await user.type(email, 'zxm@exam-center.cn');
    await user.click(screen.getByRole('button', { name: '更新基本信息' }));
    await waitFor(() => expect(bed.notes.at(-1)?.message).toBe('保存成功！'));
    expect(getStored<{ realname: string }>(STORAGE_KEYS.userInfo)?.realname).toBe('张晓明二');
  });

  it('is read-only without system:user:app:edit; 安全设置 masks the phone and opens 修改密码', async () => {
    serveAccount(() => ok(null));
    renderWithClient(<AccountSettingsPage />, grant());
    const user = userEvent.setup();
    expect(await screen.findByRole('textbox', { name: /用户姓名/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '更新基本信息' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '安全设置' }));
    expect(screen.getByText('已绑定手机：138****0001')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: '修改' })[0]!);
    expect(await screen.findByRole('dialog', { name: '修改密码' })).toBeInTheDocument();
  });
});

describe('角色用户', () => {
  it("lists the roles; 查看用户 shows the role's users", async () => {
    const asked: URLSearchParams[] = [];
    bed.server.use(
      http.get(api('/sys/role/list'), () =>
        page([
          { id: 'r1', roleName: '管理员', roleCode: 'admin' },
          { id: 'r2', roleName: '考务人员', roleCode: 'staff' },
        ]),
      ),
      http.get(api('/sys/user/userRoleList'), ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return page([userRow('u9', 'wangqiang', '王强')]);
      }),
    );
    renderWithClient(<RoleUserPage />, grant('system:role:edit'));
    const user = userEvent.setup();
    expect(await screen.findByText('请先在左侧角色列表中点击「查看用户」，再管理该角色的用户。')).toBeInTheDocument();
    const buttons = await screen.findAllByRole('button', { name: '查看用户' });
    await user.click(buttons[1]!);
    expect(await screen.findByRole('heading', { name: '角色用户（考务人员）' })).toBeInTheDocument();
    expect(await screen.findByText('wangqiang')).toBeInTheDocument();
    expect(asked.at(-1)?.get('roleId')).toBe('r2');
    expect(screen.getByRole('button', { name: '已选择' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('部门用户', () => {
  it('ticking one of my departments shows its users; 添加已有用户 needs system:depart:edit', async () => {
    const asked: URLSearchParams[] = [];
    bed.server.use(
      http.get(api('/sys/sysDepart/queryMyDeptTreeList'), () => ok(TREE, '2')),
      http.get(api('/sys/user/departUserList'), ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return page([userRow('u9', 'wangqiang', '王强')]);
      }),
    );
    renderWithClient(<DepartUserPage />, grant());
    const user = userEvent.setup();
    expect(await screen.findByText('请先在部门树中勾选一个部门，再管理该部门的用户。')).toBeInTheDocument();
    const item = await screen.findByRole('treeitem', { name: '命题部' });
    await user.click(within(item).getByRole('checkbox'));
    expect(await screen.findByRole('heading', { name: '部门用户（命题部）' })).toBeInTheDocument();
    expect(await screen.findByText('wangqiang')).toBeInTheDocument();
    expect(asked.at(-1)?.get('depId')).toBe('d3');
    expect(screen.queryByRole('button', { name: /添加已有用户/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '部门角色' })).not.toBeInTheDocument();
  });

  it('a plain employee is told he heads no department', async () => {
    bed.server.use(http.get(api('/sys/sysDepart/queryMyDeptTreeList'), () => ok(null, '1')));
    renderWithClient(<DepartUserPage />, grant());
    expect(await screen.findByText(/部门用户只列出您负责的部门/)).toBeInTheDocument();
  });

  it('部门角色: the department’s roles, and a user’s 部门角色分配 sends what changed', async () => {
    const listed: URLSearchParams[] = [];
    const assigned: Record<string, unknown>[] = [];
    bed.server.use(
      http.get(api('/sys/sysDepart/queryMyDeptTreeList'), () => ok(TREE, '2')),
      http.get(api('/sys/user/departUserList'), () => page([userRow('u9', 'wangqiang', '王强')])),
      http.get(api('/sys/sysDepartRole/list'), ({ request }) => {
        listed.push(new URL(request.url).searchParams);
        return page([
          { id: 'dr1', roleName: '命题组长', roleCode: 'mt_leader', departId: 'd3', departId_dictText: '命题部' },
        ]);
      }),
      http.get(api('/sys/sysDepartRole/getDeptRoleList'), () =>
        ok([
          { id: 'dr1', roleName: '命题组长' },
          { id: 'dr2', roleName: '审题员' },
        ]),
      ),
      http.get(api('/sys/sysDepartRole/getDeptRoleByUserId'), () => ok([{ id: 'x', userId: 'u9', droleId: 'dr1' }])),
      http.post(api('/sys/sysDepartRole/deptRoleUserAdd'), async ({ request }) => {
        assigned.push((await request.json()) as Record<string, unknown>);
        return ok(null, '添加成功！');
      }),
    );
    renderWithClient(<DepartUserPage />, grant('system:depart:role:userAdd', 'system:depart:role:add'));
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('treeitem', { name: '命题部' })).getByRole('checkbox'));
    await screen.findByText('wangqiang');

    await user.click(screen.getByRole('button', { name: '部门角色' }));
    const dialog = await screen.findByRole('dialog', { name: '部门角色分配（王强）' });
    expect(await within(dialog).findByRole('checkbox', { name: '命题组长' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: '命题组长' }));
    await user.click(within(dialog).getByRole('checkbox', { name: '审题员' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(assigned).toEqual([{ userId: 'u9', newRoleId: 'dr2', oldRoleId: 'dr1' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(await screen.findByRole('tab', { name: '部门角色' }));
    expect(await screen.findByText('命题组长')).toBeInTheDocument();
    expect(listed.at(-1)?.get('deptId')).toBe('d3');
  });
});

describe('修改手机号', () => {
  it('checks the number and the 图形验证码, sends the code to it and changes the phone with the code', async () => {
    const sent: Record<string, unknown>[] = [];
    const changed: Record<string, unknown>[] = [];
    const images: string[] = [];
    bed.server.use(
      http.get(api('/sys/randomImage/:key'), ({ params }) => {
        images.push(String(params.key));
        return ok(`data:image/svg+xml;base64,${btoa(`<svg>${images.length}</svg>`)}`);
      }),
      http.post(api('/sys/user/sendChangePhoneSms'), async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return ok('验证码已发送', '验证码已发送');
      }),
      http.put(api('/sys/user/changePhone'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        changed.push(body);
        return body.smscode === '123456' ? ok('手机号修改成功', '手机号修改成功') : refused('手机验证码错误');
      }),
    );
    let closed = false;
    renderWithClient(<ChangePhoneDialog onClose={() => (closed = true)} />, grant());
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: '修改手机号' });
    await within(dialog).findByRole('img', { name: '验证码图片' });
    await user.type(within(dialog).getByPlaceholderText('请输入新手机号'), '123');
    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    expect(await within(dialog).findByText('请输入正确手机号')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    const phone = within(dialog).getByPlaceholderText('请输入新手机号');
    await user.clear(phone);
    await user.type(phone, '13912340000');
    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    expect(await within(dialog).findByText('请输入图形验证码')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^图形验证码/), 'ab3d');
    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(sent).toEqual([{ phone: '13912340000', captcha: 'ab3d', checkKey: images[0] }]));
    // Each image serves one request: a new one is drawn and the field is emptied.
    await waitFor(() => expect(images).toHaveLength(2));
    expect(within(dialog).getByLabelText(/^图形验证码/)).toHaveValue('');
    await user.type(within(dialog).getByPlaceholderText('请输入验证码'), '000000');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bed.notes.at(-1)?.message).toBe('手机验证码错误'));
    expect(closed).toBe(false);
    expect(within(dialog).getByPlaceholderText('请输入新手机号')).toHaveValue('13912340000');
    const code = within(dialog).getByPlaceholderText('请输入验证码');
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(closed).toBe(true));
    expect(changed.at(-1)).toEqual({ phone: '13912340000', smscode: '123456' });
  });
});

describe('the header user menu', () => {
  const entry = (path: string, name: string): MenuItem => ({
    id: path,
    path,
    name,
    component: 'x',
    route: '1',
    meta: { title: name } as MenuItem['meta'],
  });

  it('links to 个人设置 when the menu holds it (not to 个人中心 when it does not)', async () => {
    const menu = [{ ...entry('/account', '个人页'), children: [entry('/account/settings', '个人设置')] }];
    renderWithClient(
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route path="/dashboard" element={<UserMenu compact={false} defaultOpen />} />
          <Route path="/account/settings" element={<p>设置页面</p>} />
        </Routes>
      </MemoryRouter>,
      { ...grant(), menu },
    );
    const user = userEvent.setup();
    expect(screen.queryByRole('menuitem', { name: '个人中心' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: '个人设置' }));
    expect(await screen.findByText('设置页面')).toBeInTheDocument();
  });
});
