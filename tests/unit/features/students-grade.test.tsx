import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import StudentGradePage from '@/features/students/components/student-grade-page';
import { ORGANIZATION_DICT } from '@/domain/entities/college';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { grant, renderWithClient } from '../widgets/test-utils';
import { DICTS, ok, page, refused, storeDicts } from './feature-fixtures';

const bed = useApiTestBed();

function Where() {
  const location = useLocation();
  return <p>到了 {location.pathname + location.search}</p>;
}
beforeEach(() =>
  storeDicts({
    ...DICTS,
    [ORGANIZATION_DICT]: [{ value: 'o1', text: '京华理工大学', title: '京华理工大学', label: '京华理工大学' }],
  }),
);

const STUDENT = {
  id: 's1',
  organizationId: 'o1',
  organizationId_dictText: '京华理工大学',
  collegeId: 'c1',
  collegeId_dictText: '计算机科学与技术学院',
  programmeId: 'p1',
  programmeId_dictText: '软件工程',
  studentNo: '2023010001',
  name: '李雷',
  sex: 1,
  sex_dictText: '男',
  idCardNo: '110108********1234',
  birthday: '2005-01-01',
  enrollYear: 2023,
  degreeLevel: '1',
  degreeLevel_dictText: '本科',
  status: '1',
  status_dictText: '在读',
};

const GRADES = [
  {
    id: 'g2',
    testId: 't2',
    testId_dictText: '2025年春季能力测试',
    totalScore: 91.5,
    fullScore: 100,
    level: '1',
    level_dictText: '优秀',
    absent: 'N',
  },
  {
    id: 'g1',
    testId: 't1',
    testId_dictText: '2024年秋季能力测试',
    totalScore: 0,
    fullScore: 100,
    level: '4',
    level_dictText: '不合格',
    absent: 'Y',
  },
];

function serve(lists: URLSearchParams[], detail = () => ok(STUDENT), grades: unknown[] = []) {
  const gradeAsks: string[] = [];
  bed.server.use(
    http.get(api('/testGrade/cpcTestGrade/queryGradesByStudentId'), ({ request }) => {
      gradeAsks.push(new URL(request.url).searchParams.get('studentId') ?? '');
      return ok(grades);
    }),
    http.get(api('/studentManagement/cpcStudent/list'), ({ request }) => {
      lists.push(new URL(request.url).searchParams);
      return page([STUDENT]);
    }),
    http.get(api('/studentManagement/cpcStudent/queryById'), detail),
  );
  return gradeAsks;
}

describe('学生成绩', () => {
  it('finds students read-only by 姓名 / 学号 / 所属院校; 查看成绩 shows the facts and 暂无成绩记录', async () => {
    const lists: URLSearchParams[] = [];
    serve(lists);
    // Even with every student button the page only reads.
    renderWithClient(<StudentGradePage />, grant('cpc:student:add', 'cpc:student:edit', 'cpc:student:delete'));
    await screen.findByText('1-1 共1条');
    const user = userEvent.setup();
    const query = screen.getByRole('form', { name: '查询条件' });
    expect(
      within(query)
        .getAllByRole('textbox')
        .map((t) => t.getAttribute('placeholder')),
    ).toEqual(['请输入学号', '请输入姓名']);
    expect(within(query).getByRole('combobox', { name: '所属院校' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    const actions = screen.getByRole('group', { name: '2023010001 操作' });
    expect(within(actions).queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();

    await user.type(within(query).getByRole('textbox', { name: '学号' }), '2023');
    await user.click(within(query).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(lists.at(-1)?.get('studentNo')).toBe('*2023*'));

    await user.click(within(actions).getByRole('button', { name: '查看成绩' }));
    const panel = await screen.findByRole('region', { name: '学生成绩' });
    expect(await within(panel).findByText('李雷（2023010001）')).toBeInTheDocument();
    const fact = (label: string) => within(panel).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('所属院校')).toBe('京华理工大学');
    expect(fact('所学专业')).toBe('软件工程');
    expect(fact('身份证号')).toBe('110108********1234');
    expect(fact('培养层次')).toBe('本科');
    expect(fact('手机号码')).toBe('—');
    expect(
      within(within(panel).getByRole('region', { name: '成绩记录' })).getByText('暂无成绩记录'),
    ).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('region', { name: '学生成绩' })).not.toBeInTheDocument();
  });

  it('成绩记录 lists the student’s grades, newest first, each linking to its 详情 in 成绩列表', async () => {
    const asks = serve([], () => ok(STUDENT), GRADES);
    renderWithClient(
      <MemoryRouter initialEntries={['/student/grade']}>
        <Routes>
          <Route path="/student/grade" element={<StudentGradePage />} />
          <Route path="/grade/list" element={<Where />} />
        </Routes>
      </MemoryRouter>,
      grant(),
    );
    await screen.findByText('1-1 共1条');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '查看成绩' }));
    const records = await screen.findByRole('region', { name: '成绩记录' });
    const table = await within(records).findByRole('table', { name: '成绩记录' });
    expect(asks).toEqual(['s1']);
    const rows = within(table)
      .getAllByRole('row')
      .map((r) =>
        within(r)
          .queryAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows.slice(1)).toEqual([
      ['2025年春季能力测试', '91.5 / 100', '优秀', '否', '详情'],
      ['2024年秋季能力测试', '0 / 100', '不合格', '是', '详情'],
    ]);
    expect(within(records).queryByText('暂无成绩记录')).toBeNull();
    await user.click(within(table).getByRole('link', { name: '2025年春季能力测试 成绩详情' }));
    expect(await screen.findByText('到了 /grade/list?testId=t2&gradeId=g2')).toBeInTheDocument();
  });

  it('says why a student cannot be shown', async () => {
    serve([], () => refused('未找到对应数据'));
    renderWithClient(<StudentGradePage />, grant());
    await screen.findByText('1-1 共1条');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '查看成绩' }));
    const panel = await screen.findByRole('region', { name: '学生成绩' });
    expect(await within(panel).findByText('未找到对应数据')).toBeInTheDocument();
  });
});
