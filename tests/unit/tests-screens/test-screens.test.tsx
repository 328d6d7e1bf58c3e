import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import TestListPage from '@/features/tests/components/test-list-page';
import TestDetailsPage from '@/features/tests/components/test-details-page';
import { setStored, STORAGE_KEYS } from '@/lib/storage';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { grant, renderWithClient, useDialogLayout } from '../widgets/test-utils';
import { DICTS, ok, page, refused, storeDicts } from '../features/feature-fixtures';

const bed = useApiTestBed();
useDialogLayout();

const item = (value: string, text: string) => ({ value, text, title: text, label: text });
beforeEach(() => {
  // Writes go through the offline outbox, which belongs to the signed-in user.
  setStored(STORAGE_KEYS.userInfo, { id: 'u1', username: 'admin' });
  storeDicts({
    ...DICTS,
    test_mode: [item('1', '线上'), item('2', '线下')],
    test_status: [
      item('1', '报名中'),
      item('2', '待考试'),
      item('3', '考试中'),
      item('4', '阅卷中'),
      item('5', '成绩已发布'),
    ],
    activity_type: [item('1', '考试通知'), item('3', '考试')],
    training_type: [item('1', '课程')],
  });
});

const BASE = '/cpctestmanager/cpcTestManager';
const test = (id: string, testName: string, status: string) => ({
  id,
  testName,
  testCode: `KS${id}`,
  paperId: 'p1',
  paperId_dictText: '管理学原理测试',
  signUpStart: '2025-03-01 09:00:00',
  signUpEnd: '2025-03-20 18:00:00',
  startTime: '2025-04-01 09:00:00',
  endTime: '2025-04-01 11:00:00',
  mode: '1',
  status,
  institutionCount: 2,
});
const OPEN = test('t1', '2025年春季考试', '1');
const PUBLISHED = test('t2', '2024年秋季考试', '5');
const MARKING = test('t3', '2025年夏季考试', '4');

const INSTITUTIONS = [
  { id: 'i1', institutionId: 'o1', institutionId_dictText: '齐鲁大学', plannedCount: 30, actualCount: 28 },
  { id: 'i2', institutionId: 'o2', institutionId_dictText: '巴蜀大学', plannedCount: 12, actualCount: null },
];
const PAPER = { id: 'p1', paperName: '管理学原理测试', totalScore: 100, duration: 120 };

const notes = (intent: string) => bed.notes.filter((n) => n.intent === intent).map((n) => n.message);

function Where() {
  const location = useLocation();
  return <p>到了 {location.pathname + location.search}</p>;
}

function serveList(answer: () => Response = () => ok({ id: 't1', status: '2' }, '考试状态已更新为「待考试」')) {
  const sent: unknown[] = [];
  bed.server.use(
    http.get(api(`${BASE}/list`), () => page([OPEN, PUBLISHED])),
    http.get(api('/sys/dict/getDictItems/:code'), () => ok([])),
    http.post(api(`${BASE}/nextStatus`), async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return sent;
}

async function renderList(permissions = ['cpc:test:status']) {
  const user = userEvent.setup();
  renderWithClient(
    <MemoryRouter initialEntries={['/test/manager']}>
      <Routes>
        <Route path="/test/manager" element={<TestListPage />} />
        <Route path="/test/details" element={<Where />} />
      </Routes>
    </MemoryRouter>,
    grant(...permissions),
  );
  await screen.findByRole('group', { name: '2025年春季考试 操作' });
  return user;
}

const actions = (name: string) => screen.getByRole('group', { name: `${name} 操作` });

describe('考试列表', () => {
  it('shows the status badges and 参考机构数; 推进 only before 成绩已发布', async () => {
    serveList();
    await renderList();
    expect(screen.getByRole('columnheader', { name: '参考机构数' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '考试列表' });
    expect(within(table).getByText('报名中')).toHaveClass('fui-Badge');
    expect(within(table).getByText('成绩已发布')).toHaveClass('fui-Badge');
    expect(within(actions('2025年春季考试')).getByRole('button', { name: '推进到「待考试」' })).toBeInTheDocument();
    expect(within(actions('2024年秋季考试')).queryByRole('button', { name: /推进/ })).not.toBeInTheDocument();
  });

  it('has no 推进 without cpc:test:status', async () => {
    serveList();
    await renderList([]);
    expect(screen.queryByRole('button', { name: /推进/ })).not.toBeInTheDocument();
  });

  it('推进 asks first, naming both statuses, then sends the next status', async () => {
    const sent = serveList();
    const user = await renderList();
    await user.click(within(actions('2025年春季考试')).getByRole('button', { name: '推进到「待考试」' }));
    const dialog = await screen.findByRole('alertdialog', { name: '推进考试状态' });
    expect(within(dialog).getByText('确定将考试状态从「报名中」推进到「待考试」吗？')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sent).toHaveLength(0);
    // the page is hidden from assistive technology until the dialog has left
    const again = await waitFor(() =>
      within(actions('2025年春季考试')).getByRole('button', { name: '推进到「待考试」' }),
    );
    await user.click(again);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(notes('success')).toEqual(['考试状态已更新为「待考试」']));
    expect(sent).toEqual([{ id: 't1', status: '2' }]);
  });

  it("shows the server's refusal of a step", async () => {
    const refusal = '考试状态已被他人修改，请刷新后重试';
    serveList(() => refused(refusal));
    const user = await renderList();
    await user.click(within(actions('2025年春季考试')).getByRole('button', { name: '推进到「待考试」' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(notes('warning')).toContain(refusal));
  });

  it('详情 opens 考试详情 for the test', async () => {
    serveList();
    const user = await renderList();
    await user.click(within(actions('2024年秋季考试')).getByRole('button', { name: '详情' }));
    expect(await screen.findByText('到了 /test/details?id=t2')).toBeInTheDocument();
  });
});

describe('考试列表 form', () => {
  it('edits a test: the paper picker shows its paper, its 查询 leaves the form alone; 参考机构 in the grid', async () => {
    serveList();
    const searched: URL[] = [];
    const edits: unknown[] = [];
    bed.server.use(
      http.get(api(`${BASE}/queryCpcTestInstitutionByMainId`), () => ok(INSTITUTIONS)),
      http.get(api('/papermanagement/cpcPaperManagement/list'), ({ request }) => {
        searched.push(new URL(request.url));
        return page([PAPER, { id: 'p2', paperName: '管理学进阶测试', totalScore: 100 }]);
      }),
      http.get(api('/organizationManager/cpcOrganizationManagement/list'), () =>
        page([
          { id: 'o1', orgName: '齐鲁大学' },
          { id: 'o2', orgName: '巴蜀大学' },
        ]),
      ),
      http.get(api('/sys/duplicate/check'), () => ok(null, '该值可用！')),
      http.put(api(`${BASE}/edit`), async ({ request }) => {
        edits.push(await request.json());
        return ok(null, '编辑成功!');
      }),
    );
    const user = await renderList(['cpc:test:edit']);
    await user.click(within(actions('2025年春季考试')).getByRole('button', { name: '编辑' }));
    const form = await screen.findByRole('dialog', { name: '编辑' });
    expect(await within(form).findByRole('button', { name: '移除 管理学原理测试' })).toBeInTheDocument();
    const grid = await within(form).findByRole('grid', { name: '参考机构' });
    expect(await within(grid).findByRole('button', { name: '移除 齐鲁大学' })).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: '移除 巴蜀大学' })).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: '选择试卷' }));
    const picker = await screen.findByRole('dialog', { name: '选择试卷' });
    await user.type(within(picker).getByRole('textbox', { name: '试卷名称' }), '管理');
    await user.click(within(picker).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(searched.at(-1)?.searchParams.get('paperName')).toContain('管理'));
    // the picker's search is not a submit of the test form
    await user.click(await within(picker).findByRole('radio', { name: '选择 管理学进阶测试' }));
    expect(edits).toHaveLength(0);
    await user.click(within(picker).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '选择试卷' })).not.toBeInTheDocument());
    await user.click(await waitFor(() => within(form).getByRole('button', { name: '确定' })));
    await waitFor(() => expect(edits).toHaveLength(1));
    expect(edits[0]).toMatchObject({
      id: 't1',
      paperId: 'p2',
      cpcTestInstitutionList: [
        expect.objectContaining({ institutionId: 'o1', plannedCount: 30 }),
        expect.objectContaining({ institutionId: 'o2', plannedCount: 12 }),
      ],
    });
  });
});

function serveDetails(
  record: Record<string, unknown>,
  opts: { activities?: Record<string, unknown>[]; trainings?: () => Response } = {},
) {
  const asked: URL[] = [];
  bed.server.use(
    http.get(api(`${BASE}/queryById`), ({ request }) => {
      const id = new URL(request.url).searchParams.get('id');
      return id === record.id ? ok(record) : refused('未找到对应数据');
    }),
    http.get(api(`${BASE}/queryCpcTestInstitutionByMainId`), () => ok(INSTITUTIONS)),
    http.get(api('/papermanagement/cpcPaperManagement/queryById'), () => ok(PAPER)),
    http.get(api('/papermanagement/cpcPaperManagement/queryPaperTopicByMainId'), () =>
      ok([{ id: 'q1' }, { id: 'q2' }, { id: 'q3' }]),
    ),
    http.get(api('/cpctestmanager/cpcTestActivity/list'), ({ request }) => {
      asked.push(new URL(request.url));
      return page(opts.activities ?? []);
    }),
    http.get(
      api('/talnetManager/cpcTelnet/queryTelnetInfoByTestId'),
      opts.trainings ?? (() => new HttpResponse(null, { status: 404 })),
    ),
    http.get(api('/sys/dict/getDictItems/:code'), () => ok([])),
  );
  return asked;
}

function renderDetails(search: string, permissions: string[] = []) {
  renderWithClient(
    <MemoryRouter initialEntries={[`/test/details${search}`]}>
      <Routes>
        <Route path="/test/details" element={<TestDetailsPage />} />
      </Routes>
    </MemoryRouter>,
    grant(...permissions),
  );
}

describe('考试详情', () => {
  it('shows the header with its steps, the paper, the institutions, the activities in order and the grade links', async () => {
    const asked = serveDetails(MARKING, {
      activities: [
        { id: 'a1', title: '发布考试通知', activityType: '1', activityTime: '2025-02-20 10:00:00' },
        { id: 'a2', title: '正式开考', activityType: '3', activityTime: '2025-04-01 09:00:00' },
      ],
      trainings: () =>
        ok([
          {
            id: 'tr1',
            title: '阅卷培训',
            trainingType: '1',
            startDate: '2025-04-05',
            endDate: '2025-04-06',
            quota: 40,
            enrolled: 12,
          },
        ]),
    });
    renderDetails('?id=t3', ['cpc:test:status']);
    expect(await screen.findByRole('heading', { name: '2025年夏季考试' })).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: '考试进度' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['报名中', '待考试', '考试中', '4阅卷中', '5成绩已发布']);
    expect(within(steps).getByText('阅卷中').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('考试方式：线上')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '推进到「成绩已发布」' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '成绩列表' })).toHaveAttribute('href', '/grade/list?testId=t3');
    expect(screen.getByRole('link', { name: '成绩统计' })).toHaveAttribute('href', '/grade/statistics?testId=t3');
    expect(screen.getByRole('link', { name: '成绩导入' })).toHaveAttribute('href', '/grade/import?testId=t3');

    const paper = screen.getByRole('region', { name: '试卷' });
    expect(await within(paper).findByText('管理学原理测试')).toBeInTheDocument();
    expect(within(paper).getByText('总分：100 分')).toBeInTheDocument();
    expect(within(paper).getByText('题目数：3')).toBeInTheDocument();
    expect(within(paper).getByText('时长：120 分钟')).toBeInTheDocument();
    expect(within(paper).getByRole('link', { name: '试卷查看' })).toHaveAttribute('href', '/paper/view?id=p1');

    const institutions = await screen.findByRole('list', { name: '参考机构' });
    expect(
      within(institutions)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['齐鲁大学计划人数：30实际人数：28', '巴蜀大学计划人数：12实际人数：—']);
    const timeline = await screen.findByRole('list', { name: '考试活动' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['2025-02-20 10:00:00【考试通知】发布考试通知', '2025-04-01 09:00:00【考试】正式开考']);
    expect(asked[0]!.searchParams.get('testId')).toBe('t3');
    expect(asked[0]!.searchParams.get('column')).toBe('activityTime');
    expect(asked[0]!.searchParams.get('order')).toBe('asc');
    const trainings = await screen.findByRole('list', { name: '人才培养' });
    expect(within(trainings).getByText('阅卷培训')).toBeInTheDocument();
    expect(within(trainings).getByText('已报名 12 / 40')).toBeInTheDocument();
  });

  it('says 暂无活动 and 暂无 without activities or trainings (404), and has no grade links before marking', async () => {
    serveDetails(OPEN);
    renderDetails('?id=t1');
    expect(await screen.findByRole('heading', { name: '2025年春季考试' })).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: '考试活动' })).findByText('暂无活动')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: '人才培养' })).findByText('暂无')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '成绩列表' })).not.toBeInTheDocument();
    // without cpc:test:status
    expect(screen.queryByRole('button', { name: /推进/ })).not.toBeInTheDocument();
  });

  it('推进 on the page sends the next status', async () => {
    serveDetails(OPEN);
    const sent: unknown[] = [];
    bed.server.use(
      http.post(api(`${BASE}/nextStatus`), async ({ request }) => {
        sent.push(await request.json());
        return ok({ id: 't1', status: '2' }, '考试状态已更新为「待考试」');
      }),
    );
    renderDetails('?id=t1', ['cpc:test:status']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '推进到「待考试」' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('确定将考试状态从「报名中」推进到「待考试」吗？')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(sent).toEqual([{ id: 't1', status: '2' }]));
  });

  it("an unknown id shows the server's message with 重新加载; no id says so", async () => {
    serveDetails(OPEN);
    renderDetails('?id=nope');
    expect(await screen.findByText('未找到对应数据')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /返回考试列表/ })).toHaveAttribute('href', '/test/manager');
  });

  it('without an id says there is no test to show', () => {
    renderDetails('');
    expect(screen.getByText('未找到考试：地址中没有考试 id')).toBeInTheDocument();
  });
});
