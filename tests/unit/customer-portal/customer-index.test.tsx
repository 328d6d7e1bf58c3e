import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import CustomerIndexPage from '@/features/customer-portal/home/components/customer-index-page';
import UpdatePasswordPage from '@/features/customer-portal/home/components/update-password-page';
import type { PortalOverview } from '@/features/customer-portal/home/api/overview-api';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { ok, refused } from '../features/feature-fixtures';
import { renderPortal, setWidth, signInAs } from './portal-fixtures';

const bed = useApiTestBed();
const META = { title: '', keepAlive: false, internalOrExternal: false };

const OVERVIEW: PortalOverview = {
  institution: {
    id: 'o1',
    orgName: '京华理工大学',
    orgCode: 'JHLG',
    logo: null,
    area: '110108',
    areaText: '北京市/北京市/海淀区',
  },
  contact: { realname: '张丽', linkRole: '1', linkRole_dictText: '院校负责人', collegeId: null, collegeName: null },
  counts: { colleges: 4, programmes: 12, students: 3210, linkUsers: 3 },
  upcomingTests: [
    {
      id: 't1',
      testName: '2026年春季统考',
      status: '1',
      status_dictText: '报名中',
      startTime: '2026-04-01 09:00:00',
      plannedCount: 120,
    },
  ],
  latestResults: [
    {
      testId: 't9',
      testName: '2025年秋季统考',
      fullScore: 100,
      sat: 80,
      mean: 72.5,
      passRate: 0.8125,
      national: { sat: 400, mean: 68.25, passRate: 0.7 },
    },
  ],
  notices: { total: 4, latest: [{ id: 'n1', titile: '关于春季统考报名的通知', sendTime: '2026-03-01 10:00:00' }] },
  files: [
    {
      id: 'f1',
      fileName: '考试大纲.pdf',
      fileCategory_dictText: '通知',
      year: 2026,
      createTime: '2026-02-01 08:00:00',
    },
  ],
};

beforeEach(() => {
  signInAs();
  setWidth(390);
  bed.server.use(http.get(api('/cutumer/organization/getInstitutionByUserId'), () => ok({ orgName: '京华理工大学' })));
});

describe('客户首页', () => {
  it('shows the overview: greeting, counts, tests, results beside the national figures, notices and files', async () => {
    bed.server.use(http.get(api('/cutumer/portal/overview'), () => ok(OVERVIEW)));
    renderPortal('/cpctest/customer', <CustomerIndexPage title="客户首页" meta={META} />);
    expect(screen.getByLabelText('加载中')).toBeInTheDocument();
    expect(await screen.findByText('您好，张丽！欢迎来到京华理工大学')).toBeInTheDocument();
    expect(screen.getByText(/北京市\/北京市\/海淀区/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '学生 3210' })).toHaveAttribute('href', '/cpctest/customer/colleges');

    const tests = within(screen.getByRole('region', { name: '即将开始的考试' }));
    expect(tests.getByText('2026年春季统考')).toBeInTheDocument();
    expect(tests.getByText('报名中')).toBeInTheDocument();
    expect(tests.getByText(/开考 2026-04-01 09:00 ｜ 计划 120 人/)).toBeInTheDocument();

    const results = within(screen.getByRole('region', { name: '最新成绩' }));
    expect(results.getByRole('link', { name: '2025年秋季统考' })).toHaveAttribute(
      'href',
      '/cpctest/customer/gradeStatistics?testId=t9',
    );
    for (const text of ['72.5', '68.25', '81.3%', '70.0%', '80', '400'])
      expect(results.getByText(text)).toBeInTheDocument();

    const notices = within(screen.getByRole('region', { name: '未读通知' }));
    expect(notices.getByText('4')).toBeInTheDocument();
    expect(notices.getByRole('link', { name: '关于春季统考报名的通知' })).toHaveAttribute(
      'href',
      '/isps/userAnnouncement',
    );

    const files = within(screen.getByRole('region', { name: '最新文件' }));
    expect(files.getByRole('link', { name: '考试大纲.pdf' })).toHaveAttribute('href', '/cpctest/customer/files');
    expect(files.getByText('通知 ｜ 2026 ｜ 2026-02-01')).toBeInTheDocument();
  });

  it('says so when there is nothing yet', async () => {
    const empty = { ...OVERVIEW, upcomingTests: [], latestResults: [], files: [], notices: { total: 0, latest: [] } };
    bed.server.use(http.get(api('/cutumer/portal/overview'), () => ok(empty)));
    renderPortal('/cpctest/customer', <CustomerIndexPage title="客户首页" meta={META} />);
    expect(await screen.findByText('暂无即将开始的考试')).toBeInTheDocument();
    expect(screen.getByText('暂无已发布的成绩')).toBeInTheDocument();
    expect(screen.getByText('暂无文件')).toBeInTheDocument();
  });

  it('shows the server’s refusal for an account without an institution', async () => {
    bed.server.use(http.get(api('/cutumer/portal/overview'), () => refused('当前账号未关联院校')));
    renderPortal('/cpctest/customer', <CustomerIndexPage title="客户首页" meta={META} />);
    expect(await screen.findByText('当前账号未关联院校')).toBeInTheDocument();
  });
});

describe('修改密码', () => {
  it('shows the server’s message for a wrong old password and keeps what was typed', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    bed.server.use(
      http.post(api('/sys/user/updatePassword'), async ({ request }) => {
        sent = await request.json();
        return refused('旧密码输入错误');
      }),
    );
    renderPortal('/cpctest/customer/password', <UpdatePasswordPage title="修改密码" meta={META} />);
    await user.type(screen.getByLabelText(/旧密码/), 'wrong-one');
    await user.type(screen.getByLabelText(/^新密码/), 'Newpass#2026');
    await user.type(screen.getByLabelText(/确认新密码/), 'Newpass#2026');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await expect.poll(() => bed.notes.map((n) => n.message)).toContain('旧密码输入错误');
    expect(sent).toMatchObject({ username: 'customer', oldpassword: 'wrong-one', password: 'Newpass#2026' });
    expect(screen.getByLabelText(/旧密码/)).toHaveValue('wrong-one');
    expect(screen.getByLabelText(/^新密码/)).toHaveValue('Newpass#2026');
  });

  it('checks the fields before sending', async () => {
    const user = userEvent.setup();
    renderPortal('/cpctest/customer/password', <UpdatePasswordPage title="修改密码" meta={META} />);
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请输入旧密码!')).toBeInTheDocument();
  });
});
