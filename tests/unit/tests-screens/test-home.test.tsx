import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import TestHomePage from '@/features/tests/components/test-home-page';
import PublicTestSchedulePage from '@/features/tests/components/public-test-schedule-page';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { renderWithClient } from '../widgets/test-utils';
import { ok, page } from '../features/feature-fixtures';

const bed = useApiTestBed();

const scheduled = (testName: string, status: number, status_dictText: string) => ({
  testName,
  signUpStart: '2026-09-01 08:00:00',
  signUpEnd: '2026-09-20 18:00:00',
  startTime: '2026-10-18 09:00:00',
  endTime: '2026-10-18 11:30:00',
  mode: 1,
  mode_dictText: '线上',
  status,
  status_dictText,
});

describe('考试测试 (/cpctest/test, open)', () => {
  it('shows the schedule grouped by status; a failed load offers 重新加载', async () => {
    let fail = true;
    bed.server.use(
      http.get(api('/cpctest/public/testSchedule'), () =>
        fail
          ? HttpResponse.json({ success: false, code: 429, message: '操作过于频繁，请稍后再试', result: null })
          : ok([scheduled('2026年秋季统考', 1, '报名中'), scheduled('2025年春季统考', 5, '成绩已发布')]),
      ),
    );
    render(
      <FluentProvider theme={webLightTheme}>
        <MemoryRouter>
          <PublicTestSchedulePage />
        </MemoryRouter>
      </FluentProvider>,
    );
    expect(await screen.findByText('操作过于频繁，请稍后再试')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    const open = await screen.findByRole('region', { name: '正在报名' });
    expect(within(open).getByText('2026年秋季统考')).toBeInTheDocument();
    expect(within(open).getByText('2026-09-01 08:00 至 2026-09-20 18:00')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '已结束' })).getByText('2025年春季统考')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '登录考试管理系统' })).toHaveAttribute('href', '/user/login');
  });
});

describe('测试首页 (/test/home)', () => {
  it('counts the tests of each status and lists the unpublished ones with their 考试详情', async () => {
    const asked: URLSearchParams[] = [];
    bed.server.use(
      http.get(api('/cpctestmanager/cpcTestManager/list'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        const status = params.get('status');
        if (status === '1,2,3,4')
          return page([
            {
              id: 't1',
              testName: '2026年秋季统考',
              status: 1,
              status_dictText: '报名中',
              startTime: '2026-10-18 09:00:00',
              signUpEnd: '2026-09-20 18:00:00',
            },
          ]);
        return ok({ records: [], total: Number(status) * 2 });
      }),
    );
    renderWithClient(
      <MemoryRouter>
        <TestHomePage />
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByLabelText('阅卷中 8 场')).toBeInTheDocument());
    expect(screen.getByLabelText('报名中 2 场')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '进行中的考试' });
    expect(within(table).getByRole('link', { name: '2026年秋季统考' })).toHaveAttribute('href', '/test/details?id=t1');
    expect(asked.find((p) => p.get('status') === '1,2,3,4')?.get('column')).toBe('startTime');
  });
});
