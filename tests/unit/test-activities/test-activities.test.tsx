import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter } from 'react-router';
import TestActivityPage from '@/features/test-activities/components/test-activity-page';
import { TIMELINE_TEXTS } from '@/features/test-activities/components/activity-timeline';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { grant, renderWithClient, useDialogLayout } from '../widgets/test-utils';
import { DICTS, ok, storeDicts } from '../features/feature-fixtures';

const bed = useApiTestBed();
useDialogLayout();

const item = (value: string, text: string) => ({ value, text, title: text, label: text });
beforeEach(() =>
  storeDicts({
    ...DICTS,
    activity_type: [item('1', '通知'), item('2', '报名'), item('3', '考试'), item('4', '阅卷'), item('5', '发布')],
  }),
);

const ACTIVITY = '/cpctestmanager/cpcTestActivity';
const TESTS = [item('t1', '2024年春季综合能力考试'), item('t2', '2025年秋季大学英语水平考试')];
const row = (id: string, type: string, typeText: string, time: string, title: string, extra = {}) => ({
  id,
  testId: 't1',
  testId_dictText: '2024年春季综合能力考试',
  activityType: type,
  activityType_dictText: typeText,
  activityTime: time,
  title,
  ...extra,
});
const ROWS = [
  row('a1', '1', '通知', '2024-02-23 10:00:00', '关于举办考试的通知', {
    content: '<p>请各院校<b>做好准备</b></p><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>',
    attachments: 'temp/考试须知.pdf,temp/考场安排.xlsx',
  }),
  row('a2', '2', '报名', '2024-03-01 09:00:00', '报名开始'),
  row('a3', '3', '考试', '2024-04-20 09:00:00', '正式开考'),
];

function serve() {
  const lists: Record<string, string>[] = [];
  bed.server.use(
    http.get(api(`${ACTIVITY}/list`), ({ request }) => {
      const params = Object.fromEntries(new URL(request.url).searchParams);
      lists.push(params);
      const records = params.testId && params.testId !== 't1' ? [] : ROWS;
      return ok({ records, total: records.length, size: 10, current: 1, pages: 1 });
    }),
    http.get(api('/sys/dict/getDictItems/*'), ({ request }) =>
      ok(decodeURIComponent(request.url).includes('cpc_test') ? TESTS : []),
    ),
  );
  return { lists };
}

function renderPage(path = '/test/activity', ...codes: string[]) {
  const user = userEvent.setup();
  renderWithClient(
    <MemoryRouter initialEntries={[path]}>
      <TestActivityPage />
    </MemoryRouter>,
    grant(...codes),
  );
  return user;
}

describe('考试活动', () => {
  it('lists the activities with the query form of 考试, 活动类型 and 标题', async () => {
    serve();
    renderPage();
    expect(await screen.findByText('关于举办考试的通知')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: '查询条件' });
    expect(within(form).getByLabelText('考试')).toBeInTheDocument();
    expect(within(form).getByLabelText('活动类型')).toBeInTheDocument();
    expect(within(form).getByLabelText('活动标题')).toBeInTheDocument();
  });

  it('?testId= keeps the list to that test and adds to it', async () => {
    const { lists } = serve();
    const user = renderPage('/test/activity?testId=t1', 'cpc:testActivity:add');
    expect(await screen.findByText('仅显示考试「2024年春季综合能力考试」的活动')).toBeInTheDocument();
    await waitFor(() => expect(lists[0]).toMatchObject({ testId: 't1' }));
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增' });
    await waitFor(() => expect(within(dialog).getByLabelText(/考试/)).toHaveValue('t1'));
  });

  it('时间线: the test’s activities in time order with type badges, cleaned content and download links', async () => {
    const { lists } = serve();
    const user = renderPage('/test/activity?testId=t1');
    await user.click(await screen.findByRole('tab', { name: '时间线' }));
    const timeline = await screen.findByRole('list', { name: '考试活动时间线' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('2024-02-23 10:00通知关于举办考试的通知'),
      expect.stringContaining('2024-03-01 09:00报名报名开始'),
      expect.stringContaining('2024-04-20 09:00考试正式开考'),
    ]);
    expect(lists.at(-1)).toMatchObject({ testId: 't1', column: 'activityTime', order: 'asc' });
    // The content is sanitised: the markup stays, the scripts go.
    expect(within(items[0]!).getByText('做好准备').tagName).toBe('B');
    expect(items[0]!.querySelector('script')).toBeNull();
    expect(items[0]!.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
    expect(within(items[0]!).getByRole('button', { name: '考试须知.pdf' })).toBeInTheDocument();
    expect(within(items[0]!).getByRole('button', { name: '考场安排.xlsx' })).toBeInTheDocument();
  });

  it('时间线 without a test asks for one; choosing another test shows its (empty) timeline', async () => {
    serve();
    const user = renderPage();
    await user.click(await screen.findByRole('tab', { name: '时间线' }));
    expect(await screen.findByText(TIMELINE_TEXTS.chooseTest)).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: '考试' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(select, 't1');
    expect(await screen.findByRole('list', { name: '考试活动时间线' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: '考试' }), 't2');
    expect(await screen.findByText(TIMELINE_TEXTS.empty)).toBeInTheDocument();
  });
});
