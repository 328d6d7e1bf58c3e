import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import CustomerQuizPage from '@/features/tests/components/customer-quiz-page';
import CustomerGradeListPage from '@/features/grades/components/customer-grade-list-page';
import CustomerTalentListPage from '@/features/trainings/components/customer-talent-list-page';
import CustomerTalentActivityPage from '@/features/trainings/components/customer-talent-activity-page';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { renderWithClient, useDialogLayout } from '../widgets/test-utils';
import { ok, page, refused } from '../features/feature-fixtures';
import { GRADE, GRADE_API, storeGradeDicts } from '../grades/grade-fixtures';

const bed = useApiTestBed();
useDialogLayout();
beforeEach(storeGradeDicts);

const TEST_BASE = '/cpctestmanager/cpcTestManager';
const quiz = (id: string, testName: string, status: string) => ({
  id,
  testName,
  testCode: `KS${id}`,
  signUpStart: '2025-03-01 09:00:00',
  signUpEnd: '2025-03-20 18:00:00',
  startTime: '2025-04-01 09:00:00',
  endTime: '2025-04-01 11:00:00',
  mode: '1',
  mode_dictText: '线上',
  status,
  plannedCount: 40,
  actualCount: 36,
  gradesPublished: status === '5',
});
const PUBLISHED = quiz('t1', '2025年春季能力测试', '5');
const MARKING = quiz('t2', '2025年夏季能力测试', '4');

const INFO = {
  test: PUBLISHED,
  paper: { id: 'p1', paperName: '综合能力测试卷', totalScore: 100, topicCount: 25, duration: 120 },
  participation: { institutionId: 'o1', plannedCount: 40, actualCount: 36 },
  gradeSummary: { sat: 36, absent: 4, mean: 71.5, max: 98, min: 32, passRate: 0.8056 },
};

function serveQuiz() {
  const infos: string[] = [];
  bed.server.use(
    http.get(api(`${TEST_BASE}/queryQuizList`), () => page([PUBLISHED, MARKING])),
    http.get(api(`${TEST_BASE}/queryQuizInfoById`), ({ request }) => {
      const id = new URL(request.url).searchParams.get('id') ?? '';
      infos.push(id);
      return id === 't1' ? ok(INFO) : refused('未找到对应数据');
    }),
    http.get(api('/talnetManager/cpcTelnet/queryTelnetInfoByTestId'), () =>
      ok([{ id: 'r1', title: '命题与试卷质量讲座', trainingType_dictText: '讲座', startDate: '2025-05-01' }]),
    ),
    http.get(api('/sys/dict/getDictItems/:code'), () => ok([])),
  );
  return infos;
}

function renderQuiz(entry = '/cpctest/customer/quiz') {
  renderWithClient(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/cpctest/customer/quiz" element={<CustomerQuizPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('测验列表', () => {
  it('shows the tests as cards and switches to the quiz info by ?id=', async () => {
    const infos = serveQuiz();
    const user = userEvent.setup();
    renderQuiz();
    const list = await screen.findByRole('list', { name: '考试列表' });
    const card = within(list).getByRole('listitem', { name: '2025年春季能力测试' });
    expect(within(card).getByText('成绩已发布')).toHaveClass('fui-Badge');
    expect(within(card).getByText('参考人数：36（计划 40）')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '成绩统计' })).toHaveAttribute(
      'href',
      '/cpctest/customer/gradeStatistics?testId=t1',
    );
    // Not published: no grade links on its card.
    const marking = within(list).getByRole('listitem', { name: '2025年夏季能力测试' });
    expect(within(marking).queryByRole('link', { name: '成绩列表' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('link', { name: '2025年春季能力测试' }));
    expect(await screen.findByRole('heading', { name: '2025年春季能力测试' })).toBeInTheDocument();
    expect(infos).toEqual(['t1']);
    const paper = screen.getByLabelText('试卷概况');
    expect(within(paper).getByText('25')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '成绩概况' })).getByText('80.6%')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '本校参考' })).getByText('36')).toBeInTheDocument();
    expect(await screen.findByText('命题与试卷质量讲座')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '成绩列表' })).toHaveAttribute(
      'href',
      '/cpctest/customer/grades?testId=t1',
    );

    await user.click(screen.getByRole('link', { name: /返回测验列表/ }));
    expect(await screen.findByRole('list', { name: '考试列表' })).toBeInTheDocument();
  });

  it('says 成绩尚未发布 before publication and shows the refusal of a forged id', async () => {
    serveQuiz();
    bed.server.use(
      http.get(api(`${TEST_BASE}/queryQuizInfoById`), ({ request }) =>
        new URL(request.url).searchParams.get('id') === 't2'
          ? ok({ ...INFO, test: MARKING, gradeSummary: null })
          : refused('未找到对应数据'),
      ),
    );
    renderQuiz('/cpctest/customer/quiz?id=t2');
    expect(await screen.findByText('成绩尚未发布')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '成绩统计' })).not.toBeInTheDocument();
  });

  it('shows 未找到对应数据 for a test the institution does not take part in', async () => {
    serveQuiz();
    renderQuiz('/cpctest/customer/quiz?id=forged');
    expect(await screen.findByText('未找到对应数据')).toBeInTheDocument();
  });
});

describe('成绩列表 of the portal', () => {
  function serveGrades() {
    const lists: URLSearchParams[] = [];
    bed.server.use(
      http.get(api(`${TEST_BASE}/queryQuizList`), () => page([PUBLISHED, MARKING])),
      http.get(api('/cutumer/college/queryCollegeList'), () =>
        page([
          { id: 'c1', collegeName: '计算机科学与技术学院' },
          { id: 'c2', collegeName: '机械工程学院' },
        ]),
      ),
      http.get(api(`${GRADE_API}/list`), ({ request }) => {
        const params = new URL(request.url).searchParams;
        lists.push(params);
        return page(params.get('testId') === 't2' ? [] : [GRADE]);
      }),
      http.get(api('/sys/dict/getDictItems/:code'), () => ok([])),
    );
    return lists;
  }

  it('says 成绩尚未发布 for a test not published yet', async () => {
    const lists = serveGrades();
    renderWithClient(
      <MemoryRouter initialEntries={['/cpctest/customer/grades?testId=t2']}>
        <CustomerGradeListPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText(/「2025年夏季能力测试」成绩尚未发布/)).toBeInTheDocument();
    await waitFor(() => expect(lists.at(-1)?.get('testId')).toBe('t2'));
  });

  it('searches by test, college, 学号 and 姓名; no institution filter, no writes', async () => {
    const lists = serveGrades();
    const user = userEvent.setup();
    renderWithClient(
      <MemoryRouter initialEntries={['/cpctest/customer/grades']}>
        <CustomerGradeListPage />
      </MemoryRouter>,
    );
    const form = await screen.findByRole('form', { name: '查询条件' });
    expect(within(form).queryByRole('combobox', { name: '院校' })).not.toBeInTheDocument();
    await screen.findByText('2023010001');
    await user.selectOptions(within(form).getByRole('combobox', { name: '考试' }), 't1');
    await user.selectOptions(await within(form).findByRole('combobox', { name: '学院' }), 'c2');
    await user.type(within(form).getByRole('textbox', { name: '学号' }), '20230');
    await user.click(within(form).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(lists.at(-1)?.get('collegeId')).toBe('c2'));
    expect(lists.at(-1)?.get('testId')).toBe('t1');
    expect(lists.at(-1)?.get('studentNo')).toContain('20230');
    expect(screen.queryByRole('button', { name: /新增|导出|编辑|删除/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/」成绩尚未发布/)).not.toBeInTheDocument();
  });
});

describe('人才列表 and 人才活动', () => {
  const TRAININGS = [
    {
      id: 'r1',
      title: '2025年考务工作培训班',
      trainingType: '1',
      trainingType_dictText: '培训班',
      startDate: '2025-06-01',
      endDate: '2025-06-03',
      location: '北京',
      quota: 50,
      enrolled: 12,
      status: '1',
      status_dictText: '有效',
      content: '<p>培训安排</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
    },
    {
      id: 'r2',
      title: '命题与试卷质量讲座',
      trainingType: '2',
      trainingType_dictText: '讲座',
      startDate: '2025-03-01',
      endDate: '2025-03-01',
      quota: 100,
      enrolled: 80,
      status: '1',
    },
  ];

  it('shows the trainings as cards and their content cleaned in 详情', async () => {
    const asked: URLSearchParams[] = [];
    bed.server.use(
      http.get(api('/cutumer/telnetTraining/getTalnet'), ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return page(TRAININGS);
      }),
      http.get(api('/sys/dict/getDictItems/:code'), () => ok([])),
    );
    const user = userEvent.setup();
    renderWithClient(
      <MemoryRouter>
        <CustomerTalentListPage />
      </MemoryRouter>,
    );
    const card = await screen.findByRole('listitem', { name: '2025年考务工作培训班' });
    expect(within(card).getByText('培训班')).toBeInTheDocument();
    expect(within(card).getByText('日期：2025-06-01 至 2025-06-03')).toBeInTheDocument();
    expect(within(card).getByText('地点：北京')).toBeInTheDocument();
    expect(within(card).getByText('已报名/名额：12/50')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: '2025年考务工作培训班详情' }));
    const dialog = await screen.findByRole('dialog', { name: '2025年考务工作培训班' });
    const content = within(dialog).getByLabelText('培训内容');
    expect(content).toHaveTextContent('培训安排');
    expect(content.innerHTML).not.toMatch(/script|onerror/);

    await user.type(screen.getByRole('textbox', { name: '培训名称' }), '讲座');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(asked.at(-1)?.get('title')).toBe('讲座'));
  });

  it('人才活动: a college choice for the 院校 roles and the trainings as a timeline', async () => {
    const asked: (string | null)[] = [];
    bed.server.use(
      http.get(api('/cutumer/college/queryCollegeList'), () =>
        page([
          { id: 'c1', collegeName: '计算机科学与技术学院' },
          { id: 'c2', collegeName: '机械工程学院' },
        ]),
      ),
      http.get(api('/cutumer/telnetTraining/selBycolId'), ({ request }) => {
        const id = new URL(request.url).searchParams.get('collegeId');
        asked.push(id);
        return ok(id === 'c2' ? [TRAININGS[1]] : [TRAININGS[1], TRAININGS[0]]);
      }),
    );
    const user = userEvent.setup();
    renderWithClient(
      <MemoryRouter>
        <CustomerTalentActivityPage />
      </MemoryRouter>,
    );
    const timeline = await screen.findByRole('list', { name: '人才活动' });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(2);
    // By date: one year heading for both (March, then June 2025).
    expect(within(timeline).getAllByRole('heading', { name: '2025年' })).toHaveLength(1);
    await user.selectOptions(await screen.findByRole('combobox', { name: '学院' }), 'c2');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: '人才活动' })).getAllByRole('listitem')).toHaveLength(1),
    );
    expect(asked).toEqual([null, 'c2']);
  });
});
