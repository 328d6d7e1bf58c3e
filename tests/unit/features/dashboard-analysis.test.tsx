import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import AnalysisPage from '@/features/dashboard/analysis-page';
import { FigureGroup } from '@/features/dashboard/components/analysis-parts';
import { reportReachable, resetReachable } from '@/lib/online-status';
import type { MenuItem } from '@/domain/permission-types';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { grant, renderWithClient } from '../widgets/test-utils';
import { ok } from './feature-fixtures';

const bed = useApiTestBed();

const results = (testId: string, testName: string, mean: number, passRate: number) => ({
  testId,
  testName,
  fullScore: 100,
  sat: 120,
  mean,
  passRate,
  levels: [
    { level: '1', level_dictText: '优秀', count: 20 },
    { level: '4', level_dictText: '不合格', count: 10 },
  ],
  histogram: [{ from: 90, to: 100, count: 20 }],
});

const ANALYSIS = {
  institutions: 40,
  students: 8000,
  tests: [
    { status: '1', status_dictText: '报名中', count: 2 },
    { status: '2', status_dictText: '待考试', count: 1 },
    { status: '3', status_dictText: '考试中', count: 0 },
    { status: '4', status_dictText: '阅卷中', count: 1 },
    { status: '5', status_dictText: '成绩已发布', count: 3 },
  ],
  nextSignUpEnd: '2026-12-07 18:00:00',
  nextStart: '2026-12-14 09:00:00',
  gradesThisYear: 1234,
  testsPerMonth: [{ month: '2026-12', count: 3 }],
  studentsByProvince: [{ province: '110000', name: '北京市', count: 3000 }],
  results: { latest: results('t2', '2026年秋季测试', 72.5, 0.8), previous: results('t1', '2026年春季测试', 70, 0.85) },
};

const menu = (path: string): MenuItem => ({
  id: path,
  path,
  name: path,
  component: 'x',
  route: '1',
  meta: { title: path, keepAlive: false, internalOrExternal: false },
});

function renderPage(loginfo = () => ok({ todayVisitCount: 5, todayIp: 3, totalVisitCount: 900 })) {
  bed.server.use(
    http.get(api('/dashboard/analysis'), () => ok(ANALYSIS)),
    http.get(api('/sys/loginfo'), loginfo),
    http.get(api('/sys/visitInfo'), () => ok([{ tian: '2026-12-05', type: '12-05', visit: 5, ip: 3 }])),
  );
  renderWithClient(
    <MemoryRouter>
      <AnalysisPage />
    </MemoryRouter>,
    { ...grant(), menu: [menu('/organisation/list'), menu('/test/manager')] },
  );
}

describe('首页 (分析页)', () => {
  it('shows the figures, each linking to the list it counts when the user has it, and the change since the last test', async () => {
    renderPage();
    const work = await screen.findByRole('region', { name: '考试工作' });
    const figure = (label: string) => within(work).getByRole('listitem', { name: label });
    expect(await within(work).findByText('8000')).toBeInTheDocument();
    expect(within(figure('院校')).getByRole('link')).toHaveAttribute('href', '/organisation/list');
    // No 学生 screen: the figure shows without a link.
    expect(within(figure('学生')).queryByRole('link')).not.toBeInTheDocument();
    expect(figure('报名中')).toHaveTextContent('2最近报名截止：2026-12-07 18:00');
    expect(figure('待考试')).toHaveTextContent('下一场开考：2026-12-14 09:00');
    expect(figure('本年导入成绩')).toHaveTextContent('1234');

    const results = screen.getByRole('region', { name: '最近发布的成绩' });
    expect(within(results).getByLabelText('上升 2.5')).toBeInTheDocument();
    expect(within(results).getByLabelText('下降 5.0%')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: '访问' })).getByRole('listitem', { name: '今日IP' }),
    ).toHaveTextContent('3');
  });

  it('a failing call shows 加载失败 with 重新加载 in its own group and blanks nothing else', async () => {
    let calls = 0;
    renderPage(() => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ success: false, code: 500, message: '出错了', result: null })
        : ok({ todayVisitCount: 7, todayIp: 4, totalVisitCount: 901 });
    });
    const visits = await screen.findByRole('region', { name: '访问' });
    expect(await within(visits).findByText('访问加载失败')).toBeInTheDocument();
    expect(await screen.findByText('8000')).toBeInTheDocument();
    await userEvent.setup().click(within(visits).getByRole('button', { name: '重新加载' }));
    expect(await within(visits).findByRole('listitem', { name: '今日访问' })).toHaveTextContent('7');
  });

  it('shows each chart’s numbers as a table too', async () => {
    renderPage();
    const panel = await screen.findByRole('region', { name: '学生最多的省份' });
    await userEvent.setup().click(within(panel).getByRole('button', { name: '表格' }));
    expect(within(panel).getByRole('table')).toHaveTextContent('北京市3000');
  });
});

describe('a figure group offline', () => {
  it('shows the kept figures with their age although asking again failed', () => {
    reportReachable(false);
    try {
      const updatedAt = new Date(2026, 11, 5, 9, 30, 0).getTime();
      const query = {
        data: 40,
        isError: true,
        isRefetchError: true,
        dataUpdatedAt: updatedAt,
      } as UseQueryResult<number>;
      render(
        <FluentProvider theme={webLightTheme}>
          <FigureGroup title="考试工作" query={query}>
            {(n) => <span>院校 {n}</span>}
          </FigureGroup>
        </FluentProvider>,
      );
      const group = screen.getByRole('region', { name: '考试工作' });
      expect(group).toHaveTextContent('院校 40');
      expect(within(group).getByRole('note')).toHaveTextContent('数据更新于 2026-12-05 09:30:00');
    } finally {
      resetReachable();
    }
  });
});
