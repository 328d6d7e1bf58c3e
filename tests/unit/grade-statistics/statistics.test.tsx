import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import StatisticsPage from '@/features/grade-statistics/components/statistics-page';
import TopicDetailPage from '@/features/grade-statistics/components/topic-detail-page';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { renderWithClient, useDialogLayout } from '../widgets/test-utils';
import { ok, refused } from '../features/feature-fixtures';
import { StatisticsView } from '@/features/grade-statistics/components/statistics-page';

// jsdom measures no SVG text: the charts stand in as figures naming their title and bars.
vi.mock('@fluentui/react-charts', () => {
  const Chart = ({ chartTitle, data }: { chartTitle?: string; data?: { legend?: string }[] }) => (
    <figure aria-label={chartTitle}>{data?.length ?? 0} 项</figure>
  );
  return {
    DataVizPalette: {},
    getColorFromToken: (token: string) => token,
    HorizontalBarChartWithAxis: Chart,
    VerticalBarChart: Chart,
  };
});

const bed = useApiTestBed();
useDialogLayout();

const BASE = '/testGrade/cpcTestGrade/statistics';

const summary = (sat: number, mean: number, extra: Record<string, unknown> = {}) => ({
  fullScore: 20,
  sat,
  absent: 2,
  mean,
  median: 12,
  stdDev: 5.89,
  max: 20,
  min: 3,
  passRate: 0.5556,
  excellentRate: 0.3333,
  levels: [
    { level: '1', level_dictText: '优秀', count: 3 },
    { level: '2', level_dictText: '良好', count: 1 },
    { level: '3', level_dictText: '合格', count: 1 },
    { level: '4', level_dictText: '不合格', count: 4 },
  ],
  histogram: Array.from({ length: 10 }, (_, i) => ({ from: i * 2, to: i * 2 + 2, count: i === 9 ? 3 : 0 })),
  ...extra,
});

const figures = { absent: 1, max: 20, min: 4, passRate: 0.5714, excellentRate: 0.2857 };
const JH = { organizationId: 'o1', organizationName: '京华理工大学' };
const HJ = { organizationId: 'o2', organizationName: '沪江财经大学' };
const COMPARE: Record<string, unknown[]> = {
  organization: [
    { id: 'o1', name: '京华理工大学', sat: 7, mean: 13, ...JH, ...figures },
    { id: 'o2', name: '沪江财经大学', sat: 2, mean: 11, ...HJ, ...figures },
  ],
  // colleges named alike in both institutions
  college: [
    { id: 'c1', name: '计算机科学与技术学院', sat: 5, mean: 14.2, ...JH, ...figures },
    { id: 'c2', name: '外国语学院', sat: 2, mean: 10, ...JH, ...figures },
    { id: 'c9', name: '计算机科学与技术学院', sat: 2, mean: 11, ...HJ, ...figures },
  ],
};
/** The comparison rows the server answers for this filter (an institution keeps its own). */
const compareRows = (params: URLSearchParams) => {
  const rows = (COMPARE[params.get('groupBy') ?? 'organization'] ?? []) as { organizationId: string }[];
  const org = params.get('organizationId');
  return org ? rows.filter((r) => r.organizationId === org) : rows;
};

const TOPIC = {
  topicId: 'tp1',
  topicNo: 1,
  topicType: '2',
  topicType_dictText: '多选',
  knowledgePoint: '数论',
  fullScore: 5,
  mean: 2.78,
  scoreRate: 0.5556,
  difficulty: 0.5556,
  discrimination: 1,
  options: { A: 7, B: 2, C: 6, D: 0 },
  answered: 8,
};

function serve(national: boolean, topic: Record<string, unknown> = TOPIC) {
  const calls: URLSearchParams[] = [];
  bed.server.use(
    http.get(api(`${BASE}/tests`), () =>
      ok([
        { id: 't1', testName: '2024年春季考试', testCode: 'KS2024001', status: '5' },
        { id: 't2', testName: '2024年秋季考试', testCode: 'KS2024002', status: '5' },
      ]),
    ),
    http.get(api(`${BASE}/summary`), ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.push(params);
      return ok(national ? summary(7, 13, { national: summary(9, 12.56) }) : summary(9, 12.56));
    }),
    http.get(api(`${BASE}/compare`), ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.push(params);
      return ok(compareRows(params));
    }),
    http.get(api(`${BASE}/topics`), () => ok([topic])),
    http.get(api(`${BASE}/topic`), () =>
      ok({
        ...TOPIC,
        content: '<b>哪些是偶数？</b>',
        optionTexts: { A: '2', B: '3', C: '4', D: '5' },
        correctAnswer: 'AC',
        distribution: [
          { score: 0, count: 4 },
          { score: 5, count: 5 },
        ],
        organizations: [
          { id: 'o1', name: '京华理工大学', sat: 7, mean: 2.86, scoreRate: 0.5714 },
          { id: 'o2', name: '沪江财经大学', sat: 2, mean: 2.5, scoreRate: 0.5 },
        ],
      }),
    ),
  );
  return calls;
}

function Where() {
  const location = useLocation();
  return <p>到了 {location.pathname + location.search}</p>;
}

function renderAt(entry: string, detail = false) {
  const user = userEvent.setup();
  renderWithClient(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/grade/statistics" element={<StatisticsPage />} />
        <Route path="/grade/topicDetail" element={detail ? <TopicDetailPage /> : <Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

const card = (name: string) => screen.getByRole('listitem', { name });
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('成绩统计', () => {
  it('preselects ?testId=, shows the whole test’s figures without national ones, and the charts', async () => {
    const calls = serve(false);
    renderAt('/grade/statistics?testId=t2');
    await screen.findByRole('list', { name: '成绩概况' });
    expect(calls[0]!.get('testId')).toBe('t2');
    expect(screen.getByRole('combobox', { name: '考试' })).toHaveValue('t2');
    expect(card('参考人数')).toHaveTextContent('参考人数9');
    expect(card('平均分')).toHaveTextContent('12.56');
    expect(card('及格率')).toHaveTextContent('55.6%');
    expect(card('最高/最低')).toHaveTextContent('20 / 3');
    expect(screen.queryByText(/全国：/)).not.toBeInTheDocument();
    for (const name of ['等级分布', '分数段分布', '院校对比', '题目分析'])
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: '分数段分布' })).toHaveTextContent('10 项');
    const bars = await screen.findByRole('list', { name: '院校平均分对比' });
    await waitFor(() =>
      expect(
        within(bars)
          .getAllByRole('listitem')
          .map((b) => b.getAttribute('aria-label')),
      ).toEqual(['京华理工大学 13', '沪江财经大学 11']),
    );
    // every level's whole name beside its bar (不合格 is not cut to 合格)
    expect(
      within(screen.getByRole('list', { name: '等级分布' }))
        .getAllByRole('listitem')
        .map((b) => b.textContent),
    ).toEqual(['优秀3 人', '良好1 人', '合格1 人', '不合格4 人']);
  });

  it('a narrowed summary shows the national figure beside each card', async () => {
    serve(true);
    renderAt('/grade/statistics');
    await screen.findByRole('list', { name: '成绩概况' });
    expect(card('参考人数')).toHaveTextContent('7');
    expect(card('参考人数')).toHaveTextContent('全国：9');
    expect(card('平均分')).toHaveTextContent('全国：12.56');
    expect(card('优秀率')).toHaveTextContent('全国：33.3%');
  });

  it('表格 shows each chart’s numbers; the comparison switches to 学院', async () => {
    const calls = serve(false);
    const user = renderAt('/grade/statistics?testId=t1');
    const levels = await screen.findByRole('region', { name: '等级分布' });
    await user.click(within(levels).getByRole('button', { name: '表格' }));
    expect(rows(within(levels).getByRole('table', { name: '等级分布表' }))).toEqual([
      ['优秀', '3', '33.3%'],
      ['良好', '1', '11.1%'],
      ['合格', '1', '11.1%'],
      ['不合格', '4', '44.4%'],
    ]);
    const bands = screen.getByRole('region', { name: '分数段分布' });
    await user.click(within(bands).getByRole('button', { name: '表格' }));
    const bandRows = rows(within(bands).getByRole('table', { name: '分数段分布表' }));
    expect(bandRows[0]).toEqual(['0–<2', '0']);
    expect(bandRows[9]).toEqual(['18–20', '3']);

    const compare = screen.getByRole('region', { name: '院校对比' });
    await user.click(within(compare).getByRole('button', { name: '表格' }));
    await waitFor(() =>
      expect(rows(within(compare).getByRole('table', { name: '院校对比表' }))).toEqual([
        ['京华理工大学', '7', '1', '13', '20', '4', '57.1%', '28.6%'],
        ['沪江财经大学', '2', '1', '11', '20', '4', '57.1%', '28.6%'],
      ]),
    );
    await user.click(within(compare).getByRole('radio', { name: '按学院' }));
    const byCollege = await screen.findByRole('table', { name: '学院对比表' });
    // within the first institution (by name: 沪江 before 京华) by default, each row naming its institution
    await waitFor(() =>
      expect(rows(byCollege).map((r) => r.slice(0, 3))).toEqual([['沪江财经大学', '计算机科学与技术学院', '2']]),
    );
    expect(calls.some((c) => c.get('groupBy') === 'college' && c.get('organizationId') === 'o2')).toBe(true);
    expect(calls.some((c) => c.get('groupBy') === 'college' && !c.get('organizationId'))).toBe(false);
  });

  it('全部院校 compares same-named colleges of different institutions apart, each named with its institution', async () => {
    serve(false);
    const user = renderAt('/grade/statistics?testId=t1');
    const compare = await screen.findByRole('region', { name: '院校对比' });
    await user.click(within(compare).getByRole('radio', { name: '按学院' }));
    const within_ = await within(compare).findByRole('combobox', { name: '对比范围' });
    expect(within_).toHaveValue('o2');
    await user.selectOptions(within_, '京华理工大学');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: '学院平均分对比' }))
          .getAllByRole('listitem')
          .map((b) => b.getAttribute('aria-label')),
      ).toEqual(['计算机科学与技术学院 14.2', '外国语学院 10']),
    );
    await user.selectOptions(within_, '全部院校');
    const bars = await screen.findByRole('list', { name: '学院平均分对比' });
    await waitFor(() =>
      expect(
        within(bars)
          .getAllByRole('listitem')
          .map((b) => b.getAttribute('aria-label')),
      ).toEqual([
        '京华理工大学 · 计算机科学与技术学院 14.2',
        '京华理工大学 · 外国语学院 10',
        '沪江财经大学 · 计算机科学与技术学院 11',
      ]),
    );
  });

  it('the topic table links each topic to 题目详情', async () => {
    serve(false);
    const user = renderAt('/grade/statistics?testId=t1');
    const table = await screen.findByRole('table', { name: '题目分析表' });
    await waitFor(() =>
      expect(rows(table)[0]).toEqual(['1', '多选', '数论', '5', '2.78', '55.6%', '0.5556', '1', '第1题详情']),
    );
    await user.click(within(table).getByRole('link', { name: '第1题详情' }));
    expect(await screen.findByText('到了 /grade/topicDetail?testId=t1&topicId=tp1')).toBeInTheDocument();
  });
});

describe('成绩统计 of the portal', () => {
  function renderPortal(entry: string) {
    renderWithClient(
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/cpctest/customer/gradeStatistics" element={<StatisticsView portal />} />
        </Routes>
      </MemoryRouter>,
    );
  }

  it('puts the national mean and score rate beside the institution’s in the topic table', async () => {
    serve(true, { ...TOPIC, mean: 2.5, scoreRate: 0.5, national: { mean: 2.78, scoreRate: 0.5556 } });
    renderPortal('/cpctest/customer/gradeStatistics?testId=t1');
    const table = await screen.findByRole('table', { name: '题目分析表' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['题号', '题型', '知识点', '满分', '平均分', '全国平均分', '得分率', '全国得分率', '难度', '区分度']);
    expect(rows(table)[0]!.slice(4, 8)).toEqual(['2.5', '2.78', '50.0%', '55.6%']);
  });

  it('a test not offered (not yet published) says why instead of 统计加载失败, and the select shows no test', async () => {
    serve(true);
    bed.server.use(
      http.get(api(`${BASE}/summary`), () => refused('成绩尚未发布')),
      http.get(api(`${BASE}/topics`), () => refused('成绩尚未发布')),
    );
    renderPortal('/cpctest/customer/gradeStatistics?testId=draft');
    expect(await screen.findByRole('alert')).toHaveTextContent('成绩尚未发布');
    expect(screen.queryByText('统计加载失败')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '考试' })).toHaveValue('');
    expect(screen.getByRole('option', { name: '请选择考试' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: '题目分析表' })).not.toBeInTheDocument();
  });
});

describe('the 院校 → 学院 → 专业 filter', () => {
  it('shows 专业类型 unchosen until one is picked, and 专业 waits for it', async () => {
    serve(false);
    const user = renderAt('/grade/statistics?testId=t1');
    const kind = await screen.findByRole('combobox', { name: '专业类型' });
    expect(kind).toHaveValue('');
    expect(within(kind).getByRole('option', { selected: true })).toHaveTextContent('请选择专业类型');
    expect(screen.getByRole('button', { name: '选择专业' })).toBeDisabled();
    await user.selectOptions(kind, '专业硕士');
    expect(screen.getByRole('button', { name: '选择专业' })).toBeEnabled();
  });
});

describe('题目详情', () => {
  it('shows the topic as text, the correct options marked, the option and institution tables', async () => {
    serve(false);
    const user = renderAt('/grade/topicDetail?testId=t1&topicId=tp1', true);
    // HTML in a topic is shown as text, never interpreted
    expect(await screen.findByText('<b>哪些是偶数？</b>')).toBeInTheDocument();
    const options = screen.getByRole('list', { name: '选项' });
    expect(within(options).getByText(/A\. 2/)).toHaveTextContent('（正确答案）');
    expect(within(options).getByText(/B\. 3/)).not.toHaveTextContent('正确');
    const optionPanel = screen.getByRole('region', { name: '选项分布' });
    await user.click(within(optionPanel).getByRole('button', { name: '表格' }));
    expect(rows(within(optionPanel).getByRole('table', { name: '选项分布表' }))).toEqual([
      ['A（正确）', '7', '87.5%'],
      ['B', '2', '25.0%'],
      ['C（正确）', '6', '75.0%'],
      ['D', '0', '0.0%'],
    ]);
    expect(rows(screen.getByRole('table', { name: '各院校得分率表' }))).toEqual([
      ['京华理工大学', '7', '2.86', '57.1%'],
      ['沪江财经大学', '2', '2.5', '50.0%'],
    ]);
  });
});
