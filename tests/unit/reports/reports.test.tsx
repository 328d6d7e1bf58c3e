import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { GenerateAllDialog } from '@/features/reports/components/generate-all-dialog';
import CustomerReportList from '@/features/reports/components/customer-report-list';
import { REPORT_URLS, type ReportJob } from '@/features/reports/api/report-api';
import { api, signIn, useApiTestBed } from '../lib/api-client-helpers';
import { grant, renderWithClient, useDialogLayout } from '../widgets/test-utils';

const bed = useApiTestBed();
useDialogLayout();

const ok = (result: unknown) => HttpResponse.json({ success: true, code: 200, message: '', result, timestamp: 0 });

const OPTIONS = [
  {
    id: 't1',
    testName: '2024年春季综合能力考试',
    testCode: 'KS2024001',
    organizations: [
      { id: 'o1', name: '京华理工大学' },
      { id: 'o2', name: '沪江财经大学' },
      { id: 'o3', name: '东海大学' },
    ],
  },
];

const job = (done: number, failed: number, running: boolean): ReportJob => ({
  testId: 't1',
  total: 3,
  done,
  failed,
  running,
  errors: failed > 0 ? ['东海大学：该院校没有该考试的成绩'] : [],
});

describe('批量生成', () => {
  it('starts the job, polls its progress every second until it ends, lists failures, and follows it when reopened', async () => {
    signIn('tok-1');
    // What the server's job has reached at each progress call after the start (the first: the refresh after it).
    const states = [job(1, 0, true), job(2, 1, true), job(3, 1, false)];
    let started = false;
    const polls: number[] = [];
    bed.server.use(
      http.get(api(REPORT_URLS.generateOptions), () => ok(OPTIONS)),
      http.post(api(REPORT_URLS.generateAll), async ({ request }) => {
        expect(await request.json()).toEqual({ testId: 't1' });
        started = true;
        return ok(job(0, 0, true));
      }),
      http.get(api(REPORT_URLS.generateProgress), () => {
        if (!started) return ok({ testId: 't1', total: 0, done: 0, failed: 0, running: false, errors: [] });
        polls.push(Date.now());
        return ok(states.length > 1 ? states.shift() : states[0]);
      }),
    );
    const user = userEvent.setup();
    const first = renderWithClient(<GenerateAllDialog onClose={() => undefined} />, grant('cpc:report:generate'));
    const select = await screen.findByRole('combobox', { name: /考试/ });
    await within(select).findByRole('option', { name: /KS2024001/ });
    await user.selectOptions(select, 't1');
    await user.click(screen.getByRole('button', { name: '开始生成' }));
    expect(await screen.findByText('正在生成：1/3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '正在生成…' })).toBeDisabled();
    expect(await screen.findByText('正在生成：2/3，失败 1', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '生成失败的院校' })).getByRole('listitem')).toHaveTextContent(
      '东海大学：该院校没有该考试的成绩',
    );
    expect(await screen.findByText('已完成：3/3，失败 1', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(polls.length).toBe(3);
    // About a second apart (not a tight loop).
    expect(polls[2]! - polls[1]!).toBeGreaterThanOrEqual(800);
    await new Promise((r) => setTimeout(r, 1500));
    expect(polls.length).toBe(3); // stopped once the job ended
    expect(screen.getByRole('button', { name: '开始生成' })).toBeEnabled();

    // Reopened: the same test is chosen and its state read again.
    first.unmount();
    renderWithClient(<GenerateAllDialog onClose={() => undefined} />, grant('cpc:report:generate'));
    expect(await screen.findByText('已完成：3/3，失败 1')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /考试/ })).toHaveValue('t1');
  }, 15_000);

  it('shows the server refusal', async () => {
    signIn('tok-1');
    bed.server.use(
      http.get(api(REPORT_URLS.generateOptions), () => ok(OPTIONS)),
      http.get(api(REPORT_URLS.generateProgress), () =>
        ok({ testId: 't1', total: 0, done: 0, failed: 0, running: false, errors: [] }),
      ),
      http.post(api(REPORT_URLS.generateAll), () =>
        HttpResponse.json({ success: false, code: 500, message: '只有成绩已发布的考试才能生成报告', result: null }),
      ),
    );
    const user = userEvent.setup();
    renderWithClient(<GenerateAllDialog onClose={() => undefined} />, grant('cpc:report:generate'));
    const select = await screen.findByRole('combobox', { name: /考试/ });
    await within(select).findByRole('option', { name: /KS2024001/ });
    await user.selectOptions(select, 't1');
    await user.click(screen.getByRole('button', { name: '开始生成' }));
    await waitFor(() => expect(bed.notes.map((n) => n.message)).toContain('只有成绩已发布的考试才能生成报告'));
  });
});

const report = (id: string, year: number, generated: string) => ({
  id,
  title: `京华理工大学${year}年报告${id}`,
  year,
  generated,
  fileSize: 2048,
  testId_dictText: generated === 'Y' ? '2024年春季综合能力考试' : '',
});

describe('报告 (customer)', () => {
  it('shows the year chips newest first, the newest chosen, and the reports of the chosen year as cards', async () => {
    signIn('tok-1');
    const asked: (string | null)[] = [];
    bed.server.use(
      http.get(api(REPORT_URLS.customerYears), () => ok([2025, 2024])),
      http.get(api(REPORT_URLS.customerList), ({ request }) => {
        const year = new URL(request.url).searchParams.get('year');
        asked.push(year);
        const records =
          year === '2025' ? [report('r1', 2025, 'Y')] : [report('r2', 2024, 'Y'), report('r3', 2024, 'N')];
        return ok({ records, total: records.length, size: 10, current: 1, pages: 1 });
      }),
    );
    const user = userEvent.setup();
    renderWithClient(
      <MemoryRouter>
        <CustomerReportList />
      </MemoryRouter>,
    );
    const chips = within(await screen.findByRole('group', { name: '年份' })).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual(['2025年', '2024年']);
    expect(chips[0]).toHaveAttribute('aria-pressed', 'true');
    const list = await screen.findByRole('list', { name: '2025年报告' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('link', { name: '查看' })).toHaveAttribute(
      'href',
      '/cpctest/customer/reportView?id=r1',
    );
    expect(asked).toEqual(['2025']);

    await user.click(chips[1]!);
    const older = await screen.findByRole('list', { name: '2024年报告' });
    const cards = within(older).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    // An uploaded report has no printable page: 下载 only.
    expect(within(cards[1]!).queryByRole('link', { name: '查看' })).toBeNull();
    expect(within(cards[1]!).getByRole('button', { name: '下载' })).toBeInTheDocument();
    expect(asked).toEqual(['2025', '2024']);
  });

  it('says so when the institution has no reports', async () => {
    signIn('tok-1');
    bed.server.use(http.get(api(REPORT_URLS.customerYears), () => ok([])));
    renderWithClient(
      <MemoryRouter>
        <CustomerReportList />
      </MemoryRouter>,
    );
    expect(await screen.findByText('暂无报告')).toBeInTheDocument();
  });
});
