import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter } from 'react-router';
import LinkUserListPage from '@/features/link-users/components/link-user-list-page';
import { linkUserFormFields, linkUserPayload, linkUserSavedMessage } from '@/features/link-users/link-user-form';
import { formFieldsOf } from '@/components/crud/form-values';
import { linkUserEntity } from '@/domain/entities/link-user';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { pageOf, restored } from '../widgets/picker-helpers';
import { grant, renderWithClient, useDialogLayout } from '../widgets/test-utils';
import { DICTS, ok, refused, storeDicts } from './feature-fixtures';

const bed = useApiTestBed();
useDialogLayout();

const item = (value: string, text: string) => ({ value, text, title: text, label: text });
beforeEach(() =>
  storeDicts({
    ...DICTS,
    link_role: [item('1', '院校负责人'), item('2', '院校联系人'), item('3', '学院联系人')],
    valid_status: [item('1', '有效'), item('0', '无效')],
  }),
);

const ORG = '/organizationManager/cpcOrganizationManagement';
const COLLEGE = '/collegeManagement/cpcCollegeManagement';
const LINK = '/linkUser/cpcLinkUserV';
const INSTITUTIONS = [
  { id: 'o1', orgName: '京华理工大学', orgCode: 'JHLG' },
  { id: 'o2', orgName: '沪江财经大学', orgCode: 'HJCJ' },
];
const COLLEGES = [{ id: 'c1', collegeName: '计算机学院', collegeCode: 'JSJ', organizationId: 'o1' }];
const CONTACT = {
  id: 'l1',
  institutionId: 'o1',
  institutionId_dictText: '京华理工大学',
  collegeId: '',
  realname: '朱红',
  username: 'zhuhong',
  Phone: '13800000002',
  linkRole: '2',
  linkRole_dictText: '院校联系人',
  professionIds: '',
  status: 1,
  status_dictText: '有效',
};

/** The list, the pickers' calls and the writes; returns the list calls and the bodies sent. */
/** The programmes of each picker kind (its list restores only the ids of its kind). */
const PROGRAMMES: Record<string, Record<string, unknown>[]> = {
  queryUndergraduateList: [{ id: 'p1', item_text: '软件工程' }],
  queryProfessionMasterList: [],
  queryFirstMasterList: [],
  queryFirstDoctorList: [{ id: 'p7', item_text: '计算机科学与技术' }],
};

function serve(
  answer: (body: Record<string, unknown>) => Response = () => ok({}, '添加成功！'),
  contact: Record<string, unknown> = CONTACT,
) {
  const lists: Record<string, string>[] = [];
  const bodies: { url: string; body: Record<string, unknown> }[] = [];
  const list =
    (all: Record<string, unknown>[]) =>
    ({ request }: { request: Request }) => {
      const p = new URL(request.url).searchParams;
      return ok(p.get('id')?.endsWith(',') ? restored(all, p, 'id') : pageOf(all, p));
    };
  const write =
    (url: string) =>
    async ({ request }: { request: Request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push({ url, body });
      return url === 'add' ? answer(body) : ok(null, '编辑成功!');
    };
  bed.server.use(
    http.get(api(`${LINK}/list`), ({ request }) => {
      lists.push(Object.fromEntries(new URL(request.url).searchParams));
      return ok({ records: [contact], total: 1, size: 10, current: 1, pages: 1 });
    }),
    http.get(api(`${ORG}/list`), list(INSTITUTIONS)),
    http.get(api(`${ORG}/queryById`), () => ok(INSTITUTIONS[0])),
    http.get(api(`${COLLEGE}/list`), list(COLLEGES)),
    ...Object.entries(PROGRAMMES).map(([path, rows]) => http.get(api(`${COLLEGE}/${path}`), list(rows))),
    http.get(api('/sys/duplicate/check'), () => ok(null, '该值可用！')),
    http.get(api('/sys/dict/getDictItems/*'), () => ok([])),
    http.post(api(`${LINK}/add`), write('add')),
    http.put(api(`${LINK}/edit`), write('edit')),
  );
  return { lists, bodies };
}

function renderPage(path = '/linkUser/list', ...codes: string[]) {
  const user = userEvent.setup();
  renderWithClient(
    <MemoryRouter initialEntries={[path]}>
      <LinkUserListPage />
    </MemoryRouter>,
    grant(...codes),
  );
  return user;
}

async function pick(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, label: string, name: string) {
  await user.click(within(dialog).getByRole('button', { name: `选择${label}` }));
  const picker = await screen.findByRole('dialog', { name: `选择${label}` });
  await user.click(await within(picker).findByRole('radio', { name: `选择 ${name}` }));
  await user.click(within(picker).getByRole('button', { name: '确定' }));
  expect(await within(dialog).findByRole('button', { name: `移除 ${name}` })).toBeInTheDocument();
}

const field = (dialog: HTMLElement, label: RegExp) => within(dialog).getByLabelText(label);

/** Types a whole value at once (as a paste): the form sees one change. */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

describe('联系人 form rules', () => {
  const base = formFieldsOf(linkUserEntity.fields, 'add');
  const names = (mode: 'add' | 'edit', role: string) =>
    linkUserFormFields(formFieldsOf(linkUserEntity.fields, mode), { linkRole: role }, mode).map((f) =>
      f.required ? `${f.name}*` : f.name,
    );

  it('asks for the password after the account on add only, the college only of a 学院联系人', () => {
    expect(base.some((f) => f.name === 'password')).toBe(false); // virtual: the plain form would not show it
    expect(names('add', '2')).toEqual([
      'institutionId*',
      'collegeId',
      'realname*',
      'username*',
      'password',
      'Phone',
      'email',
      'linkRole*',
      'status',
    ]);
    expect(names('add', '3')).toContain('collegeId*');
    expect(names('edit', '3')).not.toContain('password');
  });

  it('leaves out an empty password and tells what became of the account', () => {
    expect(linkUserPayload({ username: 'a', password: '' }, 'add')).toEqual({ username: 'a' });
    expect(linkUserPayload({ username: 'a', password: 'Portal2024' }, 'add')).toEqual({
      username: 'a',
      password: 'Portal2024',
    });
    expect(linkUserSavedMessage({ username: 'a1', account: 'created' }, 'add')).toBe('添加成功！已创建登录账号「a1」');
    expect(linkUserSavedMessage({ username: 'a1', account: 'linked' }, 'add')).toBe('添加成功！已关联已有账号「a1」');
    expect(linkUserSavedMessage(null, 'edit')).toBeUndefined();
  });
});

describe('联系人列表', () => {
  // The first form of the file loads the form's and the pickers' code: more time than the others.
  it(
    '新增: a 学院联系人 needs his college; the password is sent and the new account is named',
    { timeout: 30_000 },
    async () => {
      const { bodies } = serve((body) =>
        ok({ id: 'l9', userId: 'u9', username: body.username, account: 'created' }, '添加成功！'),
      );
      const user = renderPage('/linkUser/list', 'cpc:linkUser:add');
      await screen.findByText('朱红');
      await user.click(screen.getByRole('button', { name: '新增' }));
      const dialog = await screen.findByRole('dialog', { name: '新增' });

      const password = field(dialog, /登录密码/);
      expect(password).toHaveAttribute('type', 'password');
      expect(password).toHaveAttribute('placeholder', expect.stringContaining('123456'));
      // No institution yet: its colleges cannot be chosen.
      expect(within(dialog).getByRole('button', { name: '选择所属学院' })).toBeDisabled();

      await pick(user, dialog, '所属院校', '京华理工大学');
      await fill(user, field(dialog, /姓名/), '欧阳新');
      await fill(user, field(dialog, /登录账号/), 'jhlg_new');
      await fill(user, password, 'Portal2024');
      await fill(user, field(dialog, /手机号码/), '13700001111');
      await user.selectOptions(field(dialog, /联系人角色/), '3');
      await user.click(within(dialog).getByRole('button', { name: '确定' }));
      expect(await within(dialog).findByText('请选择所属学院!')).toBeInTheDocument();
      expect(bodies).toHaveLength(0);

      await pick(user, dialog, '所属学院', '计算机学院');
      await user.click(within(dialog).getByRole('button', { name: '确定' }));
      await waitFor(() => expect(bodies).toHaveLength(1));
      expect(bodies[0]!.body).toMatchObject({
        institutionId: 'o1',
        collegeId: 'c1',
        realname: '欧阳新',
        username: 'jhlg_new',
        password: 'Portal2024',
        Phone: '13700001111',
        linkRole: '3',
      });
      await waitFor(() =>
        expect(bed.notes).toContainEqual(
          expect.objectContaining({ intent: 'success', message: '添加成功！已创建登录账号「jhlg_new」' }),
        ),
      );
      await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增' })).not.toBeInTheDocument());
    },
  );

  it('a refusal is shown as it comes and the form keeps what was typed', async () => {
    const { bodies } = serve(() => refused('该院校已有院校负责人「周杰」'));
    const user = renderPage('/linkUser/list', 'cpc:linkUser:add');
    await screen.findByText('朱红');
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增' });
    await pick(user, dialog, '所属院校', '京华理工大学');
    await fill(user, field(dialog, /姓名/), '欧阳新');
    await fill(user, field(dialog, /登录账号/), 'jhlg_new');
    await fill(user, field(dialog, /手机号码/), '13700001111');
    await user.selectOptions(field(dialog, /联系人角色/), '1');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.body).not.toHaveProperty('password'); // left empty: the server's initial password
    await waitFor(() =>
      expect(bed.notes).toContainEqual(expect.objectContaining({ message: '该院校已有院校负责人「周杰」' })),
    );
    expect(screen.getByRole('dialog', { name: '新增' })).toBeInTheDocument();
    expect(field(dialog, /姓名/)).toHaveValue('欧阳新');
  });

  it('编辑 has no password and keeps the account name', async () => {
    const { bodies } = serve();
    const user = renderPage('/linkUser/list', 'cpc:linkUser:edit');
    await user.click(
      within(await screen.findByRole('group', { name: '朱红 操作' })).getByRole('button', { name: '编辑' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '编辑' });
    expect(within(dialog).queryByLabelText(/登录密码/)).not.toBeInTheDocument();
    expect(field(dialog, /登录账号/)).toBeDisabled();
    expect(field(dialog, /登录账号/)).toHaveValue('zhuhong');
    await user.clear(field(dialog, /姓名/));
    await fill(user, field(dialog, /姓名/), '朱宏');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ url: 'edit', body: { id: 'l1', username: 'zhuhong', realname: '朱宏' } });
    expect(bodies[0]!.body).not.toHaveProperty('password');
  });

  it('负责专业: the saved programmes under their kinds; a change sends every kind, comma-joined', async () => {
    const { bodies } = serve(undefined, { ...CONTACT, professionIds: 'p1,p7' });
    const user = renderPage('/linkUser/list', 'cpc:linkUser:edit');
    await user.click(
      within(await screen.findByRole('group', { name: '朱红 操作' })).getByRole('button', { name: '编辑' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '编辑' });
    const kinds = within(dialog).getByRole('group', { name: '负责专业' });
    const chipsOf = (label: string) => within(kinds).findByRole('toolbar', { name: `已选${label}` });
    expect(within(await chipsOf('本科专业')).getByRole('button', { name: '移除 软件工程' })).toBeInTheDocument();
    expect(
      within(await chipsOf('一级学科博士点')).getByRole('button', { name: '移除 计算机科学与技术' }),
    ).toBeInTheDocument();

    await user.click(within(kinds).getByRole('button', { name: '移除 软件工程' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.body).toMatchObject({ id: 'l1', professionIds: 'p7' });
  });

  it('?institutionId= lists that institution and adds to it', async () => {
    const { lists } = serve();
    const user = renderPage('/linkUser/list?institutionId=o1', 'cpc:linkUser:add');
    expect(await screen.findByText('仅显示院校「京华理工大学」的联系人')).toBeInTheDocument();
    await waitFor(() => expect(lists[0]).toMatchObject({ institutionId: 'o1' }));
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增' });
    expect(await within(dialog).findByRole('button', { name: '移除 京华理工大学' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '选择所属学院' })).toBeEnabled();
  });
});
