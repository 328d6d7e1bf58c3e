import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { PermissionProvider } from '@/access/permission-context';
import { ButtonCodeAlternatives, useButtonAccess } from '@/components/crud/use-button-access';
import type { PermissionResult } from '@/domain/permission-types';
import type {
  OnlineColumns,
  OnlineFormItem,
  OnlineFormProperty,
  OnlineQueryItem,
} from '@/features/online-forms/api/form-data-api';
import AutoListPage from '@/features/online-forms/components/auto-list-page';
import { NOT_SYNCED_TEXT } from '@/features/online-forms/components/form-problems';
import FormHeadListPage, { TEST_ACTION } from '@/features/online-forms/components/form-head-list-page';
import {
  ALL_ROWS,
  formCodeOf,
  onlineButtonAlternatives,
  onlineEntityOf,
  onlineFormUrls,
  readOnlyFieldsOf,
} from '@/features/online-forms/online-entity';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { ok, page, refused, storeDicts } from '../features/feature-fixtures';
import { grant, mockMatchMedia, renderWithClient, useDialogLayout } from '../widgets/test-utils';

const bed = useApiTestBed();
useDialogLayout();
beforeEach(() => storeDicts());

const CODE = 'f1';
const COLUMNS: OnlineColumns = {
  columns: [
    { title: '姓名', dataIndex: 'name', sorter: true },
    { title: '性别', dataIndex: 'sex', customRender: 'sex' },
    { title: '部门', dataIndex: 'dept', customRender: 'dept_dictText' },
    { title: '生日', dataIndex: 'birthday', fieldType: 'Date' },
  ],
  checkboxFlag: 'Y',
  paginationFlag: 'Y',
  description: '员工',
  currentTableName: 'demo_staff',
};
const FORM_ITEM: OnlineFormItem = {
  schema: {
    properties: {
      name: { key: 'name', title: '姓名', view: 'text', type: 'string', order: 0, maxLength: 50 },
      sex: { key: 'sex', title: '性别', view: 'radio', type: 'string', order: 1, dictCode: 'sex' },
      age: { key: 'age', title: '年龄', view: 'text', type: 'number', order: 2 },
      birthday: { key: 'birthday', title: '生日', view: 'date', type: 'string', order: 3 },
    },
    required: ['name'],
  },
};
const QUERY_INFO: OnlineQueryItem[] = [
  { field: 'name', label: '姓名', view: 'text', mode: 'single' },
  { field: 'sex', label: '性别', view: 'list', mode: 'single', dictCode: 'sex' },
  { field: 'birthday', label: '生日', view: 'date', mode: 'group' },
];
const ROWS = [
  {
    id: 'r1',
    jeecg_row_key: 'r1',
    name: '张三',
    sex: '1',
    sex_dictText: '男',
    age: 30,
    dept: 'd1',
    dept_dictText: '研发部',
    birthday: '1994-05-06',
  },
  { id: 'r2', jeecg_row_key: 'r2', name: '李四', sex: '2', sex_dictText: '女', age: 28, birthday: null },
];

const answers = (overrides: Partial<OnlineColumns> = {}, queryInfo = QUERY_INFO, formItem = FORM_ITEM) => ({
  columns: { ...COLUMNS, ...overrides },
  formItem,
  queryInfo,
});

describe('the entity definition of an online form', () => {
  it('names, addresses and buttons come from the form and its table', () => {
    const entity = onlineEntityOf(CODE, answers());
    expect(entity).toMatchObject({
      name: 'online_demo_staff',
      title: '员工',
      table: 'demo_staff',
      apiPath: '/online/cgform/api/form/f1',
      permissionPrefix: 'online:demo_staff',
      exportFileName: '员工',
    });
    expect(onlineFormUrls(CODE)).toEqual({
      list: '/online/cgform/api/getData/f1',
      add: '/online/cgform/api/form/f1',
      edit: '/online/cgform/api/form/f1',
      delete: '/online/cgform/api/form/f1',
      deleteBatch: '/online/cgform/api/form/f1',
      queryById: '/online/cgform/api/form/f1',
      exportXls: '/online/cgform/api/exportXls/f1',
      importExcel: '/online/cgform/api/importXls/f1',
    });
    expect(formCodeOf('/online/cgformList/f1')).toBe('f1');
    expect(formCodeOf('/online/cgformList/a%20b/')).toBe('a b');
  });

  it('types, dictionaries, required, length, search and list / form flags', () => {
    const { fields } = onlineEntityOf(CODE, answers());
    const byName = Object.fromEntries(fields.map((f) => [f.name, f]));
    // form fields by order, the list-only column after the column before it
    expect(fields.map((f) => f.name)).toEqual(['name', 'sex', 'dept', 'age', 'birthday']);
    expect(byName.name).toEqual({
      name: 'name',
      label: '姓名',
      type: 'string',
      required: true,
      maxLength: 50,
      list: { sorter: true },
      search: 'like',
    });
    expect(byName.sex).toEqual({
      name: 'sex',
      label: '性别',
      type: 'radio',
      dictCode: 'sex',
      list: true,
      search: 'eq',
    });
    // list only: no form; its table dictionary's text comes with the records
    expect(byName.dept).toEqual({ name: 'dept', label: '部门', type: 'string', list: true, form: false });
    // form only: not a column
    expect(byName.age).toEqual({ name: 'age', label: '年龄', type: 'number', list: false });
    expect(byName.birthday).toMatchObject({ type: 'date', list: true, search: 'range' });
  });

  it('each control its widget; table dictionaries, defaults, switches; fields only searched', () => {
    const views = {
      a: 'list',
      b: 'sel_search',
      c: 'checkbox',
      d: 'list_multi',
      e: 'switch',
      f: 'datetime',
      g: 'time',
      h: 'textarea',
      i: 'umeditor',
      j: 'markdown',
      k: 'file',
      l: 'image',
      m: 'sel_user',
      n: 'sel_depart',
      o: 'pca',
      p: 'password',
      q: 'popup',
    };
    const properties: Record<string, OnlineFormProperty> = Object.fromEntries(
      Object.entries(views).map(([key, view], order) => [key, { title: key, view, order }]),
    );
    properties.b = { ...properties.b!, dictTable: 'sys_user', dictText: 'realname', dictCode: 'username' };
    properties.e = { ...properties.e!, defVal: 'Y' };
    const entity = onlineEntityOf(
      CODE,
      answers({ columns: [] }, [{ field: 'status', label: '状态', view: 'list', mode: 'single', dictCode: 'st' }], {
        schema: { properties, required: [] },
      }),
    );
    expect(entity.fields.map((f) => f.type)).toEqual([
      'select',
      'select',
      'checkbox',
      'multiSelect',
      'switch',
      'datetime',
      'time',
      'textarea',
      'richText',
      'markdown',
      'file',
      'image',
      'user',
      'depart',
      'area',
      'password',
      'string',
      'select',
    ]);
    const byName = Object.fromEntries(entity.fields.map((f) => [f.name, f]));
    expect(byName.b?.dictCode).toBe('sys_user,realname,username');
    expect(byName.e).toMatchObject({ switchValues: ['Y', 'N'], defaultValue: 'Y' });
    expect(byName.status).toEqual({
      name: 'status',
      label: '状态',
      type: 'select',
      dictCode: 'st',
      list: false,
      form: false,
      search: 'eq',
    });
  });

  it('a 只读 field is named; the buttons also take 表单开发’s code of the same action', () => {
    expect(
      readOnlyFieldsOf({ schema: { properties: { a: { title: 'a', disabled: true }, b: { title: 'b' } } } }),
    ).toEqual(['a']);
    const alternatives = onlineButtonAlternatives({ permissionPrefix: 'online:demo_staff' });
    expect(alternatives('online:demo_staff:add')).toEqual(['online:form:add']);
    expect(alternatives('online:demo_staff:deleteBatch')).toEqual([
      'online:form:deleteBatch',
      'online:demo_staff:delete',
      'online:form:delete',
    ]);
    expect(alternatives('system:user:add')).toEqual([]);
  });
});

describe('useButtonAccess with alternative codes', () => {
  const own = 'online:demo_staff:add';
  const access = (perms: PermissionResult, alternatives?: (code: string) => string[]) =>
    renderHook(() => useButtonAccess(own), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <PermissionProvider value={perms}>
          {alternatives ? <ButtonCodeAlternatives value={alternatives}>{children}</ButtonCodeAlternatives> : children}
        </PermissionProvider>
      ),
    }).result.current;

  it('shows a button when an alternative is granted, and not otherwise', () => {
    const designer = grant('online:form:add');
    expect(access(designer)).toEqual({ visible: false, disabled: false });
    expect(access(designer, () => ['online:form:add'])).toEqual({ visible: true, disabled: false });
    expect(access(grant(own), () => ['online:form:add'])).toEqual({ visible: true, disabled: false });
    expect(access(grant('online:form:edit'), () => ['online:form:add'])).toMatchObject({ visible: false });
  });

  it('a button disabled by its own rule is usable through a granted alternative', () => {
    const perms: PermissionResult = {
      menu: [],
      auth: [{ action: 'online:form:add', type: '1' }],
      allAuth: [{ action: own, type: '2', status: '1' }],
    };
    expect(access(perms)).toEqual({ visible: true, disabled: true });
    expect(access(perms, () => ['online:form:add'])).toEqual({ visible: true, disabled: false });
  });
});

type Body = Record<string, unknown>;

interface Served {
  columns?: Partial<OnlineColumns>;
  columnsAnswer?: () => Response;
  formItem?: OnlineFormItem;
  data?: () => Response;
}

function serve(opts: Served = {}) {
  const lists: URLSearchParams[] = [];
  const saved: { method: string; body: Body }[] = [];
  const deleted: URLSearchParams[] = [];
  bed.server.use(
    http.get(api(`/online/cgform/api/getColumns/${CODE}`), () =>
      opts.columnsAnswer ? opts.columnsAnswer() : ok({ ...COLUMNS, ...opts.columns }),
    ),
    http.get(api(`/online/cgform/api/getFormItem/${CODE}`), () => ok(opts.formItem ?? FORM_ITEM)),
    http.get(api(`/online/cgform/api/getQueryInfo/${CODE}`), () => ok(QUERY_INFO)),
    http.get(api(`/online/cgform/api/getData/${CODE}`), ({ request }) => {
      lists.push(new URL(request.url).searchParams);
      return opts.data ? opts.data() : page(ROWS);
    }),
    http.post(api(`/online/cgform/api/form/${CODE}`), async ({ request }) => {
      saved.push({ method: 'POST', body: (await request.json()) as Body });
      return ok('r3', '添加成功！');
    }),
    http.delete(api(`/online/cgform/api/form/${CODE}`), ({ request }) => {
      deleted.push(new URL(request.url).searchParams);
      return ok(null, '删除成功!');
    }),
  );
  return { lists, saved, deleted, last: () => lists[lists.length - 1]! };
}

const ALL = ['add', 'edit', 'delete', 'deleteBatch', 'import', 'export'].map((a) => `online:demo_staff:${a}`);

function renderRows(perms: PermissionResult | null = grant(...ALL)) {
  renderWithClient(
    <MemoryRouter initialEntries={[`/online/cgformList/${CODE}`]}>
      <Routes>
        <Route path="/online/cgformList/:code" element={<AutoListPage />} />
      </Routes>
    </MemoryRouter>,
    perms,
  );
  return userEvent.setup();
}

const table = () => screen.findByRole('table', { name: '员工列表' });
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .slice(1, -1)
    .map((c) => c.textContent);
const codeNotes = () => bed.notes.filter((n) => n.message.includes('NO_DB_SYNC'));

describe('OnlCgformAutoList: the rows of an online form', () => {
  it('lists the rows of getData with their dictionary texts under the form’s description', async () => {
    const { last } = serve();
    renderRows();
    await screen.findByRole('group', { name: '张三 操作' });
    const rows = within(await table()).getAllByRole('row');
    expect(screen.getByRole('heading', { name: '员工' })).toBeInTheDocument();
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent)
        .filter(Boolean),
    ).toEqual(['姓名', '性别', '部门', '生日', '操作']);
    expect(cellTexts(rows[1]!)).toEqual(['张三', '男', '研发部', '1994-05-06']);
    expect(cellTexts(rows[2]!)).toEqual(['李四', '女', '', '']);
    expect(last().get('pageSize')).toBe('10');
    expect(last().get('pageNo')).toBe('1');
    // the server's own order: the client does not know the table's system columns
    expect(last().get('column')).toBe('');
    expect(screen.getByRole('navigation', { name: '分页' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新增' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导出' })).toBeInTheDocument();
  });

  it('查询 sends a like text, a dictionary value and a range by the column names', async () => {
    const { last } = serve();
    const user = renderRows();
    await table();
    await user.type(screen.getByRole('textbox', { name: '姓名' }), '张');
    await user.selectOptions(screen.getByRole('combobox', { name: '性别' }), '1');
    await user.type(await screen.findByRole('combobox', { name: '生日开始' }), '1990-01-01');
    await user.tab();
    await user.type(screen.getByRole('combobox', { name: '生日结束' }), '1999-12-31');
    await user.tab();
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(last().get('name')).toBe('*张*'));
    expect(last().get('sex')).toBe('1');
    expect(last().get('birthday_begin')).toBe('1990-01-01');
    expect(last().get('birthday_end')).toBe('1999-12-31');
  });

  it('新增 refuses an empty required field, then POSTs what was typed to form/<code>', async () => {
    const { saved, lists } = serve();
    const user = renderRows();
    await table();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增' }, { timeout: 5000 });
    // list-only columns are not in the form
    expect(within(dialog).queryByText('部门')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入姓名!')).toBeInTheDocument();
    expect(saved).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /姓名/ }), '王五');
    await user.type(within(dialog).getByRole('spinbutton', { name: /年龄/ }), '31');
    await user.click(within(dialog).getByRole('radio', { name: '女' }));
    const before = lists.length;
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ method: 'POST', body: { name: '王五', sex: '2', age: 31, birthday: '' } });
    await waitFor(() => expect(bed.notes).toContainEqual({ intent: 'success', message: '添加成功！' }));
    await waitFor(() => expect(lists.length).toBeGreaterThan(before));
  });

  it('编辑 shows a 只读 field disabled', async () => {
    const { properties } = FORM_ITEM.schema;
    serve({ formItem: { schema: { properties: { ...properties, age: { ...properties.age!, disabled: true } } } } });
    const user = renderRows();
    const actions = await screen.findByRole('group', { name: '张三 操作' });
    await user.click(within(actions).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑' }, { timeout: 5000 });
    expect(await within(dialog).findByRole('spinbutton', { name: /年龄/ })).toBeDisabled();
    expect(within(dialog).getByRole('spinbutton', { name: /年龄/ })).toHaveValue(30);
    expect(within(dialog).getByRole('textbox', { name: /姓名/ })).toBeEnabled();
  });

  it('删除 confirms, then DELETEs form/<code>?id=', async () => {
    const { deleted } = serve();
    const user = renderRows();
    await table();
    const actions = await screen.findByRole('group', { name: '张三 操作' });
    await user.click(within(actions).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('alertdialog', { name: '确认删除' });
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(deleted).toHaveLength(1));
    expect(Object.fromEntries(deleted[0]!)).toMatchObject({ id: 'r1' });
    await waitFor(() => expect(bed.notes).toContainEqual({ intent: 'success', message: '删除成功!' }));
  });

  it('a form not synchronised says 请先同步数据库再访问该页面 and nothing else', async () => {
    serve({ columnsAnswer: () => refused('NO_DB_SYNC') });
    renderRows();
    expect(await screen.findByText(NOT_SYNCED_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(codeNotes()).toEqual([]);
  });

  it('rows answered NO_DB_SYNC (the form stopped being synchronised) say so too, without a notice', async () => {
    serve({ data: () => refused('NO_DB_SYNC') });
    renderRows();
    expect(await screen.findByText(NOT_SYNCED_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(codeNotes()).toEqual([]);
  });

  it('a form that does not exist shows the server’s message; a failed load offers 重新加载', async () => {
    serve({ columnsAnswer: () => refused('表单不存在') });
    renderRows();
    expect(await screen.findByText('表单不存在')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('a load failure shows LoadFailed', async () => {
    serve({ columnsAnswer: () => new Response('boom', { status: 500 }) });
    renderRows();
    expect(await screen.findByText('表单加载失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });

  it('表单开发’s online:form:add alone shows 新增 (功能测试); without any code there is none', async () => {
    serve();
    renderRows(grant('online:form:add'));
    await table();
    expect(screen.getByRole('button', { name: '新增' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '导出' })).not.toBeInTheDocument();
  });

  it('without a button code the list has no 新增', async () => {
    serve();
    renderRows(grant());
    await table();
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
  });

  it('checkboxFlag N shows no row boxes and no 批量删除', async () => {
    serve();
    renderRows();
    expect(await screen.findByRole('checkbox', { name: '选择 张三' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '批量删除' })).toBeInTheDocument();
    cleanup();
    serve({ columns: { checkboxFlag: 'N' } });
    renderRows();
    await screen.findByRole('group', { name: '张三 操作' });
    expect(screen.queryByRole('checkbox', { name: '选择 张三' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: '全选本页' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '批量删除' })).not.toBeInTheDocument();
  });

  it('paginationFlag N asks every row (pageSize=-521) and shows no pager', async () => {
    const { last } = serve({ columns: { paginationFlag: 'N' } });
    renderRows();
    await table();
    expect(last().get('pageSize')).toBe(String(ALL_ROWS));
    expect(screen.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument();
  });
});

describe('OnlCgformAutoList on a phone', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = mockMatchMedia(true);
  });
  afterEach(() => restore());

  it('shows a card per row with its fields, the query form behind 筛选', async () => {
    serve();
    renderRows();
    const cards = await screen.findByRole('list', { name: '员工列表' });
    const first = within(cards).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('男')).toBeInTheDocument();
    expect(within(first).getByText('研发部')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '筛选' })).toBeInTheDocument();
  });
});

describe('表单开发 功能测试', () => {
  function Shown() {
    return <p>at {useLocation().pathname}</p>;
  }

  it('opens the form’s rows at /online/cgformList/<id>', async () => {
    storeDicts({
      cgform_table_type: [{ value: '1', text: '单表', title: '单表', label: '单表' }],
      online_sync_status: [{ value: 'Y', text: '已同步', title: '已同步', label: '已同步' }],
    });
    bed.server.use(
      http.get(api('/online/cgform/head/list'), () =>
        page([{ id: 'h1', tableName: 'demo_staff', tableTxt: '员工', tableType: 1, isDbSynch: 'Y' }]),
      ),
    );
    renderWithClient(
      <MemoryRouter initialEntries={['/online/cgform']}>
        <Routes>
          <Route path="/online/cgform" element={<FormHeadListPage />} />
          <Route path="/online/cgformList/:code" element={<Shown />} />
        </Routes>
      </MemoryRouter>,
      grant('online:form:edit'),
    );
    const user = userEvent.setup();
    const actions = await screen.findByRole('group', { name: 'demo_staff 操作' });
    await user.click(within(actions).getByRole('button', { name: TEST_ACTION }));
    expect(await screen.findByText('at /online/cgformList/h1')).toBeInTheDocument();
  });
});
