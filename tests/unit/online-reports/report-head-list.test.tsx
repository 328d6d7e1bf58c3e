import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { EditorView } from '@codemirror/view';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import ReportHeadListPage from '@/features/online-reports/components/report-head-list-page';
import { SQL_PARSE_MESSAGES } from '@/features/online-reports/hooks/use-report-sub-tables';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { ok, page, refused, storeDicts } from '../features/feature-fixtures';
import { grant, renderWithClient, useDialogLayout } from '../widgets/test-utils';
import { useRangeRects } from '../widgets/editor-helpers';

const bed = useApiTestBed();
useDialogLayout();
useRangeRects();

const SQL = 'select username, age, gone from demo where dept = ${dept}';
const NEW_SQL = 'select age, username, create_time from demo where dept = ${dept} and year = ${year}';
const HEAD = { id: 'h1', code: 'user_rp', name: '用户报表', cgrSql: SQL, content: '' };
const ITEMS = [
  {
    id: 'i1',
    cgrheadId: 'h1',
    fieldName: 'username',
    fieldTxt: 'username',
    fieldType: 'String',
    isShow: 1,
    isOrder: 0,
    isSearch: 1,
    searchMode: 'single',
    isTotal: 0,
    orderNum: 1,
  },
  {
    id: 'i2',
    cgrheadId: 'h1',
    fieldName: 'age',
    fieldTxt: '年龄',
    fieldType: 'Integer',
    isShow: 1,
    isOrder: 1,
    isSearch: 0,
    searchMode: 'single',
    isTotal: 1,
    orderNum: 2,
  },
  {
    id: 'i3',
    cgrheadId: 'h1',
    fieldName: 'gone',
    fieldTxt: '旧列',
    fieldType: 'String',
    isShow: 1,
    isOrder: 0,
    isSearch: 0,
    searchMode: 'single',
    isTotal: 0,
    orderNum: 3,
  },
];
const PARAMS = [
  { id: 'p1', cgrheadId: 'h1', paramName: 'dept', paramTxt: '部门', paramValue: 'IT', orderNum: 1 },
  { id: 'p2', cgrheadId: 'h1', paramName: 'old', paramTxt: '旧参数', paramValue: '', orderNum: 2 },
];
const PARSED = {
  fields: [
    { fieldName: 'age', fieldTxt: 'age', fieldType: 'String', isShow: 1, orderNum: 1 },
    { fieldName: 'username', fieldTxt: 'username', fieldType: 'String', isShow: 1, orderNum: 2 },
    { fieldName: 'create_time', fieldTxt: 'create_time', fieldType: 'Datetime', isShow: 1, orderNum: 3 },
  ],
  params: [
    { paramName: 'dept', paramTxt: 'dept', orderNum: 1 },
    { paramName: 'year', paramTxt: 'year', orderNum: 2 },
  ],
};

function Where() {
  return <output aria-label="地址">{useLocation().pathname}</output>;
}

function serve(parseAnswers: (() => Response)[]) {
  const parsed: string[] = [];
  const saved: Record<string, unknown>[] = [];
  bed.server.use(
    http.get(api('/online/cgreport/head/list'), () => page([HEAD])),
    http.get(api('/online/cgreport/item/listByHeadId'), ({ request }) =>
      new URL(request.url).searchParams.get('headId') === 'h1' ? ok(ITEMS) : ok([]),
    ),
    http.get(api('/online/cgreport/param/listByHeadId'), () => ok(PARAMS)),
    http.get(api('/online/cgreport/head/parseSql'), ({ request }) => {
      parsed.push(new URL(request.url).searchParams.get('sql') ?? '');
      return parseAnswers[Math.min(parsed.length, parseAnswers.length) - 1]!();
    }),
    http.get(api('/sys/duplicate/check'), () => ok(null)),
    http.put(api('/online/cgreport/head/edit'), async ({ request }) => {
      saved.push((await request.json()) as Record<string, unknown>);
      return ok(null, '编辑成功!');
    }),
  );
  return { parsed, saved };
}

function renderPage() {
  storeDicts({
    online_report_field_type: [
      { value: 'String', text: '字符串', title: '字符串', label: '字符串' },
      { value: 'Integer', text: '数值', title: '数值', label: '数值' },
      { value: 'Datetime', text: '日期时间', title: '日期时间', label: '日期时间' },
    ],
    online_report_search_mode: [
      { value: 'single', text: '单条件查询', title: '单条件查询', label: '单条件查询' },
      { value: 'group', text: '范围查询', title: '范围查询', label: '范围查询' },
    ],
  });
  renderWithClient(
    <MemoryRouter initialEntries={['/online/cgreport']}>
      <Routes>
        <Route path="/online/cgreport" element={<ReportHeadListPage />} />
        <Route path="/online/cgreport/:id" element={<Where />} />
      </Routes>
    </MemoryRouter>,
    grant('online:report:add', 'online:report:edit', 'online:report:delete'),
  );
  return userEvent.setup();
}

const LAZY = { timeout: 5000 };
const dialog = () => screen.getByRole('dialog', { name: '编辑' });
const gridOf = (name: string) => within(dialog()).getByRole('grid', { name, hidden: true });
const column = (grid: HTMLElement, key: string) =>
  [...grid.querySelectorAll<HTMLElement>(`[data-col-key="${key}"][data-row-id]`)].map((c) => c.textContent);

async function openEdit(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    within(await screen.findByRole('group', { name: 'user_rp 操作' })).getByRole('button', { name: '编辑' }),
  );
  await screen.findByRole('dialog', { name: '编辑' });
  await waitFor(() => expect(column(gridOf('动态报表配置明细'), 'fieldName')).toHaveLength(3), LAZY);
  await waitFor(() => expect(column(gridOf('报表参数'), 'paramName')).toHaveLength(2));
}

/** Types into the 报表SQL editor (CodeMirror) by replacing its text. */
async function setSql(sql: string) {
  const editor = await within(dialog()).findByRole('textbox', { name: /报表SQL/ }, LAZY);
  const view = EditorView.findFromDOM(editor)!;
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: sql } });
}

describe('Online报表配置', () => {
  it('SQL解析 keeps the columns still returned as typed, adds the new ones, drops the rest; saved with the head', async () => {
    const { parsed, saved } = serve([() => ok(PARSED)]);
    const user = renderPage();
    await openEdit(user);

    // the user retitles username (字段文本) in the grid
    const items = gridOf('动态报表配置明细');
    const title = items.querySelector<HTMLElement>('[data-row-id="i1"][data-col-key="fieldTxt"]')!;
    await user.click(title);
    const box = within(title).getByRole('textbox', { name: '字段文本' });
    await user.clear(box);
    await user.type(box, '用户账号{Enter}');

    await setSql(NEW_SQL);
    await user.click(within(dialog()).getByRole('button', { name: 'SQL解析' }));
    await waitFor(() => expect(bed.notes).toEqual([{ intent: 'success', message: SQL_PARSE_MESSAGES.done }]));
    expect(parsed).toEqual([NEW_SQL]);

    expect(column(gridOf('动态报表配置明细'), 'fieldName')).toEqual(['age', 'username', 'create_time']);
    expect(column(gridOf('动态报表配置明细'), 'fieldTxt')).toEqual(['年龄', '用户账号', 'create_time']);
    expect(column(gridOf('报表参数'), 'paramName')).toEqual(['dept', 'year']);
    expect(column(gridOf('报表参数'), 'paramTxt')).toEqual(['部门', 'year']);

    await user.click(within(dialog()).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const body = saved[0]!;
    expect(body).toMatchObject({ id: 'h1', code: 'user_rp', cgrSql: NEW_SQL });
    expect(body.onlCgreportItemList).toEqual([
      expect.objectContaining({ fieldName: 'age', fieldTxt: '年龄', fieldType: 'Integer', isTotal: 1, orderNum: 1 }),
      expect.objectContaining({ fieldName: 'username', fieldTxt: '用户账号', isSearch: 1, orderNum: 2 }),
      expect.objectContaining({
        fieldName: 'create_time',
        fieldTxt: 'create_time',
        fieldType: 'Datetime',
        isShow: 1,
        isSearch: 0,
        searchMode: 'single',
        orderNum: 3,
      }),
    ]);
    expect(body.onlCgreportParamList).toEqual([
      expect.objectContaining({ paramName: 'dept', paramTxt: '部门', paramValue: 'IT', orderNum: 1 }),
      expect.objectContaining({ paramName: 'year', paramTxt: 'year', orderNum: 2 }),
    ]);
  });

  it('a refused SQL is told and changes nothing', async () => {
    const { parsed } = serve([() => refused('只能执行一条SELECT语句')]);
    const user = renderPage();
    await openEdit(user);
    await user.click(within(dialog()).getByRole('button', { name: 'SQL解析' }));
    await waitFor(() => expect(bed.notes).toEqual([{ intent: 'warning', message: '只能执行一条SELECT语句' }]));
    expect(parsed).toEqual([SQL]);
    expect(column(gridOf('动态报表配置明细'), 'fieldName')).toEqual(['username', 'age', 'gone']);
    expect(column(gridOf('报表参数'), 'paramName')).toEqual(['dept', 'old']);
  });

  it('功能测试 opens the report at /online/cgreport/<id>', async () => {
    serve([() => ok(PARSED)]);
    const user = renderPage();
    await user.click(
      within(await screen.findByRole('group', { name: 'user_rp 操作' })).getByRole('button', { name: '功能测试' }),
    );
    expect(await screen.findByRole('status', { name: '地址' })).toHaveTextContent('/online/cgreport/h1');
  });
});
