import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter } from 'react-router';
import CollegeListPage from '@/features/customer-portal/institution/components/college-list-page';
import CollegeDetailPage from '@/features/customer-portal/institution/components/college-detail-page';
import InstitutionDetailPage from '@/features/customer-portal/institution/components/institution-detail-page';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { renderWithClient, useDialogLayout } from '../widgets/test-utils';
import { DICTS, ok, refused, storeDicts } from '../features/feature-fixtures';

const bed = useApiTestBed();
useDialogLayout();

const item = (value: string, text: string) => ({ value, text, title: text, label: text });
beforeEach(() => storeDicts({ ...DICTS, address_type: [item('1', '办公'), item('2', '邮寄'), item('3', '考点')] }));

const COLLEGES = [
  { id: 'c1', collegeName: '计算机学院', dean: '李明', phone: '010-1234567', programmeCount: 5, studentCount: 320 },
  { id: 'c2', collegeName: '机械工程学院', dean: '王强', phone: '010-7654321', programmeCount: 3, studentCount: 210 },
];

const COLLEGE = {
  id: 'c1',
  collegeName: '计算机学院',
  collegeCode: 'JHLG01',
  dean: '李明',
  programmeCount: 3,
  studentCount: 320,
  programmeGroups: [
    {
      programmeType: '1',
      title: '本科专业',
      programmes: [
        { id: 'p1', name: '软件工程', programmeType: '1', disciplineCode: '080902', approvedYear: 2002 },
        { id: 'p2', name: '计算机科学与技术', programmeType: '1', disciplineCode: '080901', approvedYear: 1998 },
      ],
    },
    {
      programmeType: '4',
      title: '一级学科博士点',
      programmes: [{ id: 'p3', name: '计算机科学与技术', programmeType: '4', disciplineCode: '0812' }],
    },
  ],
  contacts: [{ id: 'l1', realname: '吴霞', Phone: '13800000001', linkRole: '3', linkRole_dictText: '学院联系人' }],
};

const INSTITUTION = {
  id: 'o1',
  orgName: '京华理工大学',
  orgType: '1',
  orgType_dictText: '高等院校',
  principal: '张校长',
  phone: '010-62340000',
  email: 'office@jhlg.edu.cn',
  website: 'https://www.jhlg.edu.cn',
  intro: '<p>一所<strong>理工</strong>大学</p><script>window.hacked=1</script>',
  cpcOrganizationAddressList: [
    {
      id: 'a1',
      addressType: '1',
      addressType_dictText: '办公',
      detail: '学院路1号',
      postcode: '100083',
      receiver: '张老师',
      phone: '13800000000',
    },
  ],
  contacts: [
    { id: 'l0', realname: '张校长', linkRole: '1', linkRole_dictText: '院校负责人' },
    { id: 'l2', realname: '朱红', linkRole: '2', linkRole_dictText: '院校联系人' },
  ],
  collegeCount: 2,
  studentCount: 530,
  linkUserCount: 2,
  testCount: 4,
  canEdit: true,
};

function render(ui: React.ReactElement, path: string) {
  const user = userEvent.setup();
  renderWithClient(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
  return user;
}

describe('院校列表', () => {
  it("shows the institution's colleges with their counts, searches by name and links to 学院详情", async () => {
    const lists: Record<string, string>[] = [];
    bed.server.use(
      http.get(api('/cutumer/college/queryCollegeList'), ({ request }) => {
        const p = Object.fromEntries(new URL(request.url).searchParams);
        lists.push(p);
        const rows = p.collegeName
          ? COLLEGES.filter((c) => `*${c.collegeName}*`.includes(p.collegeName!.slice(1, -1)))
          : COLLEGES;
        return ok({ records: rows, total: rows.length, size: 10, current: 1, pages: 1 });
      }),
    );
    const user = render(<CollegeListPage />, '/cpctest/customer/colleges');
    const link = await screen.findByRole('link', { name: '计算机学院' });
    expect(link.getAttribute('href')).toBe('/cpctest/customer/collegeDetail?id=c1');
    expect(screen.getByText('320')).toBeInTheDocument();
    expect(screen.getByText('李明')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: '查询条件' });
    expect(within(form).queryByLabelText(/所属机构/)).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText('学院名称'), '机械');
    await user.click(within(form).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(lists.at(-1)).toMatchObject({ collegeName: '*机械*' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: '计算机学院' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: '机械工程学院' })).toBeInTheDocument();
  });
});

describe('学院详情', () => {
  it('shows the programmes by kind, the counts and the 学院联系人s; 返回 leads to 院校列表', async () => {
    const asked: string[] = [];
    bed.server.use(
      http.get(api('/cutumer/college/queryById'), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('id') ?? '');
        return ok(COLLEGE);
      }),
    );
    render(<CollegeDetailPage />, '/cpctest/customer/collegeDetail?id=c1');
    expect(await screen.findByRole('heading', { name: '计算机学院' })).toBeInTheDocument();
    expect(asked).toEqual(['c1']);
    const undergraduate = screen.getByRole('region', { name: '本科专业' });
    expect(within(undergraduate).getByText('软件工程')).toBeInTheDocument();
    expect(within(undergraduate).getByText('080902')).toBeInTheDocument();
    expect(within(undergraduate).getByText('2002')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '一级学科博士点' })).getByText('0812')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: '学生 320' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '学院联系人' })).getByText('吴霞')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /返回/ }).getAttribute('href')).toBe('/cpctest/customer/colleges');
  });

  it("shows the server's refusal for another institution's college", async () => {
    bed.server.use(http.get(api('/cutumer/college/queryById'), () => refused('未找到对应数据')));
    render(<CollegeDetailPage />, '/cpctest/customer/collegeDetail?id=forged');
    expect(await screen.findByText('未找到对应数据')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /返回/ })).toBeInTheDocument();
  });
});

describe('机构详情', () => {
  const serve = (institution: Record<string, unknown>, answer: () => Response) => {
    const bodies: { url: string; body: Record<string, unknown> }[] = [];
    const write = async ({ request }: { request: Request }) => {
      bodies.push({ url: new URL(request.url).pathname, body: (await request.json()) as Record<string, unknown> });
      return answer();
    };
    bed.server.use(
      http.get(api('/cutumer/organization/queryMyInstitution'), () => ok(institution)),
      http.put(api('/cutumer/organization/editMyInstitution'), write),
      http.post(api('/cutumer/organization/address/add'), write),
      http.put(api('/cutumer/organization/address/edit'), write),
      http.get(api('/sys/dict/getDictItems/*'), () => ok([])),
    );
    return bodies;
  };

  it('shows the header, counts, the sanitised intro, addresses and contacts (院校负责人 first)', async () => {
    serve(INSTITUTION, () => ok(null));
    render(<InstitutionDetailPage />, '/cpctest/customer/institution');
    expect(await screen.findByRole('heading', { name: '京华理工大学' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: '考试 4' })).toBeInTheDocument();
    const intro = screen.getByRole('region', { name: '简介' });
    expect(within(intro).getByText('理工').tagName).toBe('STRONG');
    expect(intro.querySelector('script')).toBeNull();
    expect(within(screen.getByRole('region', { name: '地址' })).getByText(/学院路1号/)).toBeInTheDocument();
    const contacts = within(screen.getByRole('region', { name: '联系人' })).getAllByRole('listitem');
    expect(contacts[0]).toHaveTextContent('院校负责人');
  });

  it('a refused edit of the contact details keeps what was typed', async () => {
    const bodies = serve(INSTITUTION, () => refused('电子邮箱：邮箱格式不正确'));
    const user = render(<InstitutionDetailPage />, '/cpctest/customer/institution');
    await user.click(await screen.findByRole('button', { name: '编辑联系方式' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑联系方式' });
    const phone = within(dialog).getByLabelText(/联系电话/);
    await user.clear(phone);
    await user.type(phone, '010-88886666');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.body).toMatchObject({ phone: '010-88886666', principal: '张校长' });
    await waitFor(() =>
      expect(bed.notes).toContainEqual(expect.objectContaining({ message: '电子邮箱：邮箱格式不正确' })),
    );
    expect(screen.getByRole('dialog', { name: '编辑联系方式' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/联系电话/)).toHaveValue('010-88886666');
  });

  it('a refused new address keeps what was typed; a bad mobile is caught before sending', async () => {
    const bodies = serve(INSTITUTION, () => refused('邮政编码：请输入正确的邮政编码!'));
    const user = render(<InstitutionDetailPage />, '/cpctest/customer/institution');
    await user.click(await screen.findByRole('button', { name: '新增地址' }));
    const dialog = await screen.findByRole('dialog', { name: '新增地址' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /地址类型/ }), '邮寄');
    await user.type(within(dialog).getByLabelText(/详细地址/), '学院路2号');
    await user.type(within(dialog).getByLabelText(/邮政编码/), '012345');
    await user.type(within(dialog).getByLabelText(/联系电话/), '123');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入正确手机号')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText(/联系电话/));
    await user.type(within(dialog).getByLabelText(/联系电话/), '13900000000');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      url: '/jeecg-boot/cutumer/organization/address/add',
      body: { addressType: '2', detail: '学院路2号', postcode: '012345', phone: '13900000000' },
    });
    await waitFor(() =>
      expect(bed.notes).toContainEqual(expect.objectContaining({ message: '邮政编码：请输入正确的邮政编码!' })),
    );
    expect(within(dialog).getByLabelText(/详细地址/)).toHaveValue('学院路2号');
  });

  it('deletes an address after the confirmation', async () => {
    serve(INSTITUTION, () => ok(null));
    const deleted: string[] = [];
    bed.server.use(
      http.delete(api('/cutumer/organization/address/delete'), ({ request }) => {
        deleted.push(new URL(request.url).searchParams.get('id') ?? '');
        return ok('删除成功!', '删除成功!');
      }),
    );
    const user = render(<InstitutionDetailPage />, '/cpctest/customer/institution');
    const addresses = await screen.findByRole('region', { name: '地址' });
    await user.click(within(addresses).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('学院路1号');
    await user.click(within(confirm).getByRole('button', { name: /确定|确认/ }));
    await waitFor(() => expect(deleted).toEqual(['a1']));
  });

  it('offers no edits to a contact who is not the 院校负责人', async () => {
    serve({ ...INSTITUTION, canEdit: false }, () => ok(null));
    render(<InstitutionDetailPage />, '/cpctest/customer/institution');
    expect(await screen.findByRole('heading', { name: '京华理工大学' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑联系方式' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增地址' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
  });
});
