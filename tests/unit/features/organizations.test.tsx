import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter } from 'react-router';
import InstitutionPage from '@/features/organizations/components/institution-page';
import { setStored, STORAGE_KEYS } from '@/lib/storage';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { grant, renderWithClient } from '../widgets/test-utils';
import { DICTS, ok, page, refused, storeDicts } from './feature-fixtures';

const bed = useApiTestBed();

const item = (value: string, text: string) => ({ value, text, title: text, label: text });
beforeEach(() => {
  setStored(STORAGE_KEYS.userInfo, { id: 'u1', username: 'admin' });
  storeDicts({
    ...DICTS,
    org_type: [item('1', '高等院校'), item('2', '科研院所')],
    valid_status: [item('1', '有效'), item('0', '无效')],
    province: [item('110000', '北京市'), item('310000', '上海市')],
  });
});

const ORG = '/organizationManager/cpcOrganizationManagement';
const JHLG = {
  id: 'o1',
  orgName: '京华理工大学',
  orgCode: 'JHLG',
  orgType: '1',
  orgType_dictText: '高等院校',
  area: '110108',
  status: 1,
  status_dictText: '有效',
  website: 'https://www.jhlg.edu.cn',
  intro: '<p>始建于<b>1952</b>年</p><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>',
  collegeCount: 2,
  studentCount: 480,
  linkUserCount: 2,
  testCount: 1,
  cpcOrganizationAddressList: [
    { id: 'a1', addressType: '1', addressType_dictText: '办公', detail: '学院路 30 号', postcode: '100083' },
    { id: 'a2', addressType: '3', addressType_dictText: '考点', detail: '学院路 30 号 考试中心' },
  ],
};
const COLLEGES = [
  { id: 'c1', collegeName: '计算机科学与技术学院', collegeCode: 'JSJ', programmeCount: 6, studentCount: 300 },
  { id: 'c2', collegeName: '机械工程学院', collegeCode: 'JX', programmeCount: 4, studentCount: 180 },
];
const LINK_USERS = [
  { id: 'l1', realname: '周明', linkRole: '1', linkRole_dictText: '院校负责人', username: 'customer' },
  { id: 'l2', realname: '朱红', linkRole: '2', linkRole_dictText: '院校联系人', username: 'zhuhong' },
];

function serve() {
  const asked: URL[] = [];
  bed.server.use(
    http.get(api(`${ORG}/queryCompleteById`), ({ request }) => {
      const url = new URL(request.url);
      asked.push(url);
      return url.searchParams.get('id') === 'o1' ? ok(JHLG) : refused('未找到对应数据');
    }),
    http.get(api(`${ORG}/list`), ({ request }) => {
      asked.push(new URL(request.url));
      return page([{ ...JHLG, cpcOrganizationAddressList: undefined }]);
    }),
    http.get(api('/collegeManagement/cpcCollegeManagement/list'), ({ request }) => {
      asked.push(new URL(request.url));
      return page(COLLEGES);
    }),
    http.get(api('/linkUser/cpcLinkUserV/getInstitutionLinkUserById'), ({ request }) => {
      asked.push(new URL(request.url));
      return ok(LINK_USERS);
    }),
    http.get(api('/cpctestmanager/cpcTestManager/list'), ({ request }) => {
      asked.push(new URL(request.url));
      return page([
        { id: 't1', testName: '2024年春季统考', testCode: 'KS2024001', status: '5', status_dictText: '成绩已发布' },
      ]);
    }),
  );
  return asked;
}

function renderAt(path: string) {
  return renderWithClient(
    <MemoryRouter initialEntries={[path]}>
      <InstitutionPage />
    </MemoryRouter>,
    grant(),
  );
}

describe('院校机构 detail (?id=)', () => {
  it('shows the header, the counts, the sanitised intro and the addresses, colleges and contacts', async () => {
    const asked = serve();
    renderAt('/organisation/institution?id=o1');
    expect(await screen.findByRole('heading', { name: '京华理工大学' })).toBeInTheDocument();
    expect(screen.getByText('机构编码：JHLG')).toBeInTheDocument();
    expect(screen.getByText('高等院校')).toBeInTheDocument();
    expect(screen.getByText('有效')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://www.jhlg.edu.cn' })).toHaveAttribute('target', '_blank');

    const counts = screen.getByRole('list', { name: '统计' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((c) => c.getAttribute('aria-label')),
    ).toEqual(['学院 2', '学生 480', '联系人 2', '考试 1']);

    const intro = screen.getByRole('region', { name: '简介' });
    expect(intro).toHaveTextContent('始建于1952年');
    expect(intro.querySelector('b')).not.toBeNull();
    expect(intro.querySelector('script')).toBeNull();
    expect(intro.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();

    const addresses = within(screen.getByRole('region', { name: '地址' }));
    expect(addresses.getByText('学院路 30 号')).toBeInTheDocument();
    expect(addresses.getByText('学院路 30 号 考试中心')).toBeInTheDocument();
    expect(addresses.getByText('考点')).toBeInTheDocument();

    const colleges = within(screen.getByRole('region', { name: '学院' }));
    expect(await colleges.findByText('计算机科学与技术学院')).toBeInTheDocument();
    const jsj = colleges.getByText('计算机科学与技术学院').closest('tr')!;
    expect(within(jsj).getByText('6')).toBeInTheDocument();
    expect(within(jsj).getByText('300')).toBeInTheDocument();

    const contacts = within(screen.getByRole('region', { name: '联系人' }));
    await contacts.findByText('周明');
    const names = contacts
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(names[0]).toContain('院校负责人');
    expect(names[1]).toContain('院校联系人');
    // 管理联系人 opens 联系人列表 limited to this institution
    expect(contacts.getByRole('link', { name: '管理联系人' }).getAttribute('href')).toMatch(
      /\/linkUser\/list\?institutionId=o1$/,
    );

    // the tests it takes part in, by the institution's id, with their status texts
    const tests = within(screen.getByRole('region', { name: '考试' }));
    expect(await tests.findByText('2024年春季统考')).toBeInTheDocument();
    expect(tests.getByText('成绩已发布')).toBeInTheDocument();
    const testCall = asked.find((u) => u.pathname.endsWith('/cpcTestManager/list'))!;
    expect(testCall.searchParams.get('institutionId')).toBe('o1');

    const collegeCall = asked.find((u) => u.pathname.endsWith('/cpcCollegeManagement/list'))!;
    expect(collegeCall.searchParams.get('organizationId')).toBe('o1');
    const linkCall = asked.find((u) => u.pathname.endsWith('/getInstitutionLinkUserById'))!;
    expect(linkCall.searchParams.get('institutionId')).toBe('o1');
  });

  it('an unknown id shows the server’s message and a way back to the list', async () => {
    serve();
    renderAt('/organisation/institution?id=nope');
    expect(await screen.findByText('未找到对应数据')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: /返回院校列表/ }));
    expect(await screen.findByRole('form', { name: '查询条件' })).toBeInTheDocument();
  });
});

describe('院校机构 list', () => {
  it('is read only, searches by name, code and type, filters by province and opens a row’s page', async () => {
    const asked = serve();
    renderAt('/organisation/institution');
    const link = await screen.findByRole('link', { name: '京华理工大学' });
    const query = screen.getByRole('form', { name: '查询条件' });
    expect(within(query).getByRole('textbox', { name: '机构名称' })).toBeInTheDocument();
    expect(within(query).getByRole('textbox', { name: '机构编码' })).toBeInTheDocument();
    expect(within(query).getByRole('combobox', { name: '机构类型' })).toBeInTheDocument();
    expect(within(query).queryByRole('textbox', { name: '负责人' })).toBeNull();
    for (const name of ['新增', '导入', '导出', '编辑', '删除'])
      expect(screen.queryByRole('button', { name })).toBeNull();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: '所在省份' }), '北京市');
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('area')).toBe('11*'));

    await user.click(link);
    expect(await screen.findByRole('heading', { name: '京华理工大学' })).toBeInTheDocument();
  });
});
