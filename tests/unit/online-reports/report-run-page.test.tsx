import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import ReportRunPage from '@/features/online-reports/components/report-run-page';
import { api, useApiTestBed, xlsResponse } from '../lib/api-client-helpers';
import { ok, refused, storeDicts } from '../features/feature-fixtures';
import { renderWithClient, savedFiles } from '../widgets/test-utils';

const bed = useApiTestBed();
beforeEach(() => storeDicts());

const PARAMS = [
  { paramName: 'dept', paramTxt: '部门', paramValue: 'HR', orderNum: 1 },
  { paramName: 'year', paramTxt: '年份', paramValue: '2024', orderNum: 2 },
];
const QUERY_ITEMS = [
  { field: 'name', label: '姓名', view: 'text', mode: 'single' },
  { field: 'age', label: '年龄', view: 'number', mode: 'group' },
  { field: 'sex', label: '性别', view: 'list', mode: 'single', dictCode: 'sex' },
];
const COLUMNS = [
  { title: '姓名', dataIndex: 'name', fieldType: 'String', sorter: true },
  { title: '性别', dataIndex: 'sex', fieldType: 'String', customRender: 'sex' },
  { title: '生日', dataIndex: 'born', fieldType: 'Date' },
  { title: '语文', dataIndex: 'chinese', fieldType: 'Integer', isTotal: '1', groupTitle: '成绩' },
  { title: '数学', dataIndex: 'math', fieldType: 'Double', isTotal: '1', groupTitle: '成绩' },
];
const RECORDS = [
  { name: '张三', sex: '1', born: '2001-02-03 00:00:00', chinese: 90, math: 80.5 },
  { name: '李四', sex: '1,2', born: '2002-03-04 00:00:00', chinese: 85, math: '70.25' },
];
const DICT_OPTIONS = {
  sex: [
    { value: '1', text: '男', title: '男' },
    { value: '2', text: '女', title: '女' },
  ],
};

function serveReport(records: Record<string, unknown>[] = RECORDS, total = 25) {
  const requests: URLSearchParams[] = [];
  bed.server.use(
    http.get(api('/online/cgreport/api/getParamsInfo/r1'), () => ok(PARAMS)),
    http.get(api('/online/cgreport/api/getQueryInfo/r1'), () => ok(QUERY_ITEMS)),
    http.get(api('/online/cgreport/api/getColumnsAndData/r1'), ({ request }) => {
      requests.push(new URL(request.url).searchParams);
      return ok({
        data: { total, records },
        columns: COLUMNS,
        cgreportHeadName: '员工成绩报表',
        dictOptions: DICT_OPTIONS,
        fieldHrefSlots: [],
        isGroupTitle: true,
      });
    }),
  );
  return requests;
}

function renderRunner(path = '/online/cgreport/r1?dept=IT') {
  renderWithClient(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/online/cgreport/:id" element={<ReportRunPage title="AUTO在线报表" />} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

/** The query parameters of a request, `_t` left out. */
const sent = (params: URLSearchParams | undefined) =>
  Object.fromEntries([...(params?.entries() ?? [])].filter(([key]) => key !== '_t'));

const table = () => screen.getByRole('table', { name: '员工成绩报表' });

describe('AUTO在线报表', () => {
  it('asks with the parameters (defaults, the address’s value), shows dictionary texts, dates, group titles and 合计', async () => {
    const requests = serveReport();
    renderRunner();
    expect(await screen.findByRole('heading', { name: '员工成绩报表' })).toBeInTheDocument();
    expect(sent(requests[0])).toEqual({ self_dept: 'IT', self_year: '2024', pageNo: '1', pageSize: '10' });
    expect(screen.getByRole('textbox', { name: '部门' })).toHaveValue('IT');
    expect(screen.getByRole('textbox', { name: '年份' })).toHaveValue('2024');

    const rows = within(table()).getAllByRole('row');
    // two header rows: 成绩 over 语文 and 数学
    const group = within(rows[0]!).getByRole('columnheader', { name: '成绩' });
    expect(group).toHaveAttribute('colspan', '2');
    expect(
      within(rows[1]!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['语文', '数学']);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '张三', '男', '2001-02-03', '90', '80.5']);
    expect(
      within(rows[3]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '李四', '男,女', '2002-03-04', '85', '70.25']);
    const total = within(table()).getByRole('row', { name: '合计' });
    expect(
      within(total)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['合计', '', '', '', '175', '150.75']);
    expect(screen.getByText('1-10 共25条')).toBeInTheDocument();
  });

  it('查询 sends the query items (a range as _begin / _end), sorting sends column / order, paging pageNo; 重置 goes back', async () => {
    const requests = serveReport();
    const user = renderRunner();
    await screen.findByRole('table', { name: '员工成绩报表' });

    await user.type(screen.getByRole('textbox', { name: '姓名' }), '张');
    await user.type(screen.getByRole('spinbutton', { name: '年龄开始' }), '20');
    await user.type(screen.getByRole('spinbutton', { name: '年龄结束' }), '30');
    await user.selectOptions(screen.getByRole('combobox', { name: '性别' }), '2');
    await user.clear(screen.getByRole('textbox', { name: '部门' }));
    await user.type(screen.getByRole('textbox', { name: '部门' }), 'RD');
    await user.click(screen.getByRole('button', { name: '查询' }));
    const query = { self_dept: 'RD', self_year: '2024', name: '张', age_begin: '20', age_end: '30', sex: '2' };
    await waitFor(() => expect(sent(requests.at(-1))).toEqual({ ...query, pageNo: '1', pageSize: '10' }));

    await user.click(within(table()).getByRole('columnheader', { name: '姓名' }));
    await waitFor(() =>
      expect(sent(requests.at(-1))).toEqual({ ...query, column: 'name', order: 'asc', pageNo: '1', pageSize: '10' }),
    );
    await user.click(within(table()).getByRole('columnheader', { name: '姓名' }));
    await waitFor(() => expect(sent(requests.at(-1))).toMatchObject({ column: 'name', order: 'desc' }));

    await user.click(screen.getByRole('button', { name: '第2页' }));
    await waitFor(() => expect(sent(requests.at(-1))).toMatchObject({ ...query, order: 'desc', pageNo: '2' }));
    await user.selectOptions(screen.getByRole('combobox', { name: '每页条数' }), '50');
    await waitFor(() => expect(sent(requests.at(-1))).toMatchObject({ pageNo: '1', pageSize: '50' }));

    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() =>
      expect(sent(requests.at(-1))).toEqual({
        self_dept: 'IT',
        self_year: '2024',
        column: 'name',
        order: 'desc',
        pageNo: '1',
        pageSize: '50',
      }),
    );
    expect(screen.getByRole('textbox', { name: '姓名' })).toHaveValue('');
  });

  it('导出 downloads exportXls with the same query', async () => {
    serveReport();
    const exports: URLSearchParams[] = [];
    bed.server.use(
      http.get(api('/online/cgreport/api/exportXls/r1'), ({ request }) => {
        exports.push(new URL(request.url).searchParams);
        return xlsResponse();
      }),
    );
    const saved = savedFiles();
    const user = renderRunner();
    await screen.findByRole('table', { name: '员工成绩报表' });
    await user.type(screen.getByRole('textbox', { name: '姓名' }), '李');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await user.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(saved).toEqual(['员工成绩报表.xlsx']));
    expect(sent(exports[0])).toEqual({ self_dept: 'IT', self_year: '2024', name: '李' });
  });

  it('says 暂无数据 without rows (no 合计), and shows a refusal with 重新加载', async () => {
    serveReport([], 0);
    renderRunner('/online/cgreport/r1');
    expect(
      await within(await screen.findByRole('table', { name: '员工成绩报表' })).findByText('暂无数据'),
    ).toBeVisible();
    expect(within(table()).queryByRole('row', { name: '合计' })).toBeNull();
    expect(screen.getByRole('textbox', { name: '部门' })).toHaveValue('HR');
  });

  it('a report the server refuses shows its message and 重新加载 asks again', async () => {
    serveReport();
    let calls = 0;
    bed.server.use(
      http.get(api('/online/cgreport/api/getColumnsAndData/r1'), () => {
        calls += 1;
        return refused(calls === 1 ? '报表SQL执行失败' : '报表SQL仍然失败');
      }),
    );
    const user = renderRunner();
    expect(await screen.findByText('报表SQL执行失败')).toBeInTheDocument();
    expect(bed.notes).toEqual([]);
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('报表SQL仍然失败')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
