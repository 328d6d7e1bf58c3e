import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import PaperListPage from '@/features/papers/components/paper-list-page';
import PaperViewPage from '@/features/papers/components/paper-view-page';
import PaperTopicListPage from '@/features/papers/components/paper-topic-list-page';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { grant, renderWithClient, useDialogLayout } from '../widgets/test-utils';
import { DICTS, ok, page, storeDicts } from './feature-fixtures';

const bed = useApiTestBed();
useDialogLayout();

const item = (value: string, text: string) => ({ value, text, title: text, label: text });
beforeEach(() =>
  storeDicts({
    ...DICTS,
    topic_type: [item('1', '单选'), item('3', '判断'), item('5', '简答')],
    paper_subject: [item('3', '计算机')],
    paper_status: [item('0', '草稿'), item('1', '已发布')],
  }),
);

const BASE = '/papermanagement/cpcPaperManagement';
const PAPER = {
  id: 'p1',
  paperName: '计算机基础知识测试',
  paperCode: 'SJ2024003',
  // queryById and queryPaperTopicByMainId send codes only: the page names them from the dictionaries
  subject: '3',
  year: 2024,
  duration: 100,
  totalScore: 30,
  status: '1',
  status_dictText: '已发布',
};
const TOPICS = [
  {
    id: 't1',
    topicNo: 1,
    topicType: '1',
    content: '1+1=?',
    optionA: '1',
    optionB: '2',
    answer: 'B',
    score: 10,
    difficulty: 1,
  },
  {
    id: 't2',
    topicNo: 2,
    topicType: '3',
    topicType_dictText: '判断',
    content: '地球是圆的。',
    answer: '对',
    score: 5,
    difficulty: 2,
  },
  {
    id: 't3',
    topicNo: 3,
    topicType: '5',
    topicType_dictText: '简答',
    content: '简述惯性。',
    answer: '惯性定律',
    score: 15,
    difficulty: 4,
  },
];

function serve() {
  const edits: Record<string, unknown>[] = [];
  bed.server.use(
    http.get(api(`${BASE}/list`), () => page([PAPER])),
    http.get(api(`${BASE}/queryById`), () => ok(PAPER)),
    http.get(api(`${BASE}/queryPaperTopicByMainId`), () => ok(TOPICS)),
    http.get(api('/sys/dict/getDictItems/:code'), () => ok([])),
    http.get(api('/sys/duplicate/check'), () => ok(null, '该值可用！')),
    http.put(api(`${BASE}/edit`), async ({ request }) => {
      edits.push((await request.json()) as Record<string, unknown>);
      return ok(null, '编辑成功!');
    }),
  );
  return edits;
}

function Where() {
  const location = useLocation();
  return <p>到了 {location.pathname + location.search}</p>;
}

function renderList() {
  const user = userEvent.setup();
  renderWithClient(
    <MemoryRouter initialEntries={['/paper/list']}>
      <Routes>
        <Route path="/paper/list" element={<PaperListPage />} />
        <Route path="/paper/view" element={<Where />} />
      </Routes>
    </MemoryRouter>,
    grant('cpc:paper:add', 'cpc:paper:edit'),
  );
  return user;
}

const cells = (grid: HTMLElement, key: string) =>
  [...grid.querySelectorAll<HTMLElement>(`[role="gridcell"][data-col-key="${key}"]`)].map((c) => c.textContent);

describe('试卷列表', () => {
  it('lists the 总分; the 编辑 form shows the topics in order with the 分值 合计, and saves them with the paper', async () => {
    const edits = serve();
    const user = renderList();
    const actions = await screen.findByRole('group', { name: '计算机基础知识测试 操作' });
    expect(screen.getByRole('columnheader', { name: '总分' })).toBeInTheDocument();
    expect(screen.getAllByText('30').length).toBeGreaterThan(0);
    await user.click(within(actions).getByRole('button', { name: '编辑' }));
    const form = await screen.findByRole('dialog', { name: '编辑' });
    const grid = await within(form).findByRole('grid', { name: '试卷题目' });
    await waitFor(() => expect(cells(grid, 'content')).toEqual(['1+1=?', '地球是圆的。', '简述惯性。']));
    expect(cells(grid, 'topicType')).toEqual(['单选', '判断', '简答']);
    const total = within(grid)
      .getAllByRole('row')
      .find((r) => r.textContent?.startsWith('合计'));
    expect(total?.textContent).toMatch(/合计.*30/);
    await user.click(within(form).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(edits).toHaveLength(1));
    expect(edits[0]).toMatchObject({
      id: 'p1',
      cpcPaperTopicList: [
        expect.objectContaining({ id: 't1', topicNo: 1, score: 10 }),
        expect.objectContaining({ id: 't2', topicNo: 2 }),
        expect.objectContaining({ id: 't3', topicNo: 3, answer: '惯性定律' }),
      ],
    });
  });

  it('删除 of a paper tests use says so (checkNumberOfUsedByid) and sends nothing', async () => {
    serve();
    const deletes: string[] = [];
    bed.server.use(
      http.get(api(`${BASE}/checkNumberOfUsedByid`), ({ request }) => {
        expect(new URL(request.url).searchParams.get('id')).toBe('p1');
        return ok(2);
      }),
      http.delete(api(`${BASE}/delete`), ({ request }) => {
        deletes.push(request.url);
        return ok(null, '删除成功!');
      }),
    );
    const user = userEvent.setup();
    renderWithClient(
      <MemoryRouter initialEntries={['/paper/list']}>
        <Routes>
          <Route path="/paper/list" element={<PaperListPage />} />
        </Routes>
      </MemoryRouter>,
      grant('cpc:paper:delete'),
    );
    const row = await screen.findByRole('row', { name: /计算机基础知识测试/ });
    await user.click(within(row).getByRole('button', { name: /删除/ }));
    await waitFor(() =>
      expect(bed.notes).toContainEqual({ intent: 'warning', message: '该试卷已被 2 场考试使用，不能删除' }),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deletes).toEqual([]);
  });

  it('查看 opens 试卷查看 for the paper', async () => {
    serve();
    const user = renderList();
    const actions = await screen.findByRole('group', { name: '计算机基础知识测试 操作' });
    await user.click(within(actions).getByRole('button', { name: '查看' }));
    expect(await screen.findByText('到了 /paper/view?id=p1')).toBeInTheDocument();
  });
});

describe('试卷查看', () => {
  it('shows the paper with its numbered topics and options; 显示答案 shows the answers; 打印 prints', async () => {
    serve();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithClient(
      <MemoryRouter initialEntries={['/paper/view?id=p1']}>
        <PaperViewPage />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: '计算机基础知识测试' })).toBeInTheDocument();
    expect(screen.getByText('科目：计算机')).toBeInTheDocument();
    expect(screen.getByText('总分：30 分')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: '题目' });
    const topics = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(topics.map((li) => li.firstElementChild?.textContent)).toEqual([
      '1. 【单选】1+1=?（10 分）',
      '2. 【判断】地球是圆的。（5 分）',
      '3. 【简答】简述惯性。（15 分）',
    ]);
    expect(within(topics[0]!).getByText('B. 2')).toBeInTheDocument();
    expect(screen.queryByText('答案：B')).toBeNull();
    await user.click(screen.getByRole('switch', { name: '显示答案' }));
    expect(screen.getByText('答案：B')).toBeInTheDocument();
    expect(screen.getByText('答案：惯性定律')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: '显示答案' }));
    expect(screen.queryByText('答案：B')).toBeNull();
    await user.click(screen.getByRole('button', { name: '打印' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });
});

describe('试卷题目', () => {
  it('lists every paper’s topics from paperTopicList with the paper’s name', async () => {
    const asked: string[] = [];
    bed.server.use(
      http.get(api('/paperTopic/cpcPaperTopic/paperTopicList'), ({ request }) => {
        asked.push(new URL(request.url).search);
        return page(TOPICS.map((t) => ({ ...t, paperId: 'p1', paperId_dictText: '计算机基础知识测试' })));
      }),
      http.get(api('/sys/dict/getDictItems/:code'), () => ok([])),
    );
    renderWithClient(
      <MemoryRouter initialEntries={['/paper/topic']}>
        <PaperTopicListPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('简述惯性。')).toBeInTheDocument();
    expect(screen.getAllByText('计算机基础知识测试').length).toBeGreaterThan(0);
    expect(asked).toHaveLength(1);
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
  });
});
