import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter, useLocation } from 'react-router';
import { ONLINE_TABLE_MESSAGE } from '@/domain/entities/online-form';
import FormHeadListPage, {
  COPY_TEXTS,
  REMOVE_TEXTS,
  TEST_ACTION,
} from '@/features/online-forms/components/form-head-list-page';
import { SYNC_TEXTS } from '@/features/online-forms/components/sync-db-dialog';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { ok, page, refused, storeDicts } from '../features/feature-fixtures';
import { grant, renderWithClient, useDialogLayout } from '../widgets/test-utils';

const bed = useApiTestBed();
useDialogLayout();

const HEAD = {
  id: 'h1',
  tableName: 'demo_order',
  tableTxt: '订单',
  tableType: 1,
  tableVersion: 1,
  isDbSynch: 'N',
  hascopy: 0,
};
const FIELDS = [
  { id: 'f1', cgformHeadId: 'h1', dbFieldName: 'id', dbFieldTxt: '主键', dbType: 'string', dbLength: 36, orderNum: 1 },
  {
    id: 'f2',
    cgformHeadId: 'h1',
    dbFieldName: 'amount',
    dbFieldTxt: '金额',
    dbType: 'double',
    dbLength: 10,
    orderNum: 2,
  },
];
const SYSTEM_FIELDS = ['id', 'create_by', 'create_time', 'update_by', 'update_time', 'sys_org_code'];
const LOST = '同步将丢失数据（删除字段 title），如确认请选择强制同步';

type Body = Record<string, unknown>;

function serve(syncAnswer: () => Response = () => ok(null, SYNC_TEXTS.done), heads: Body[] = [HEAD]) {
  const calls = {
    lists: [] as URLSearchParams[],
    fieldsOf: [] as string[],
    synced: [] as string[],
    removed: [] as string[],
    copied: [] as string[],
  };
  const saved: { method: string; body: Body }[] = [];
  const save = async ({ request }: { request: Request }) => {
    saved.push({ method: request.method, body: (await request.json()) as Body });
    return ok(null, request.method === 'POST' ? '添加成功！' : '编辑成功!');
  };
  bed.server.use(
    http.get(api('/online/cgform/head/list'), ({ request }) => {
      calls.lists.push(new URL(request.url).searchParams);
      return page(heads);
    }),
    http.get(api('/online/cgform/field/listByHeadId'), ({ request }) => {
      calls.fieldsOf.push(new URL(request.url).searchParams.get('headId') ?? '');
      return ok(FIELDS);
    }),
    http.get(api('/sys/duplicate/check'), () => ok(null)),
    http.post(api('/online/cgform/head/add'), save),
    http.put(api('/online/cgform/head/edit'), save),
    http.post(api('/online/cgform/api/doDbSynch/:id/:method'), ({ params }) => {
      calls.synced.push(`${String(params.id)}/${String(params.method)}`);
      return syncAnswer();
    }),
    http.delete(api('/online/cgform/head/removeRecord'), ({ request }) => {
      calls.removed.push(new URL(request.url).searchParams.get('id') ?? '');
      return ok(null, '移除成功');
    }),
    http.post(api('/online/cgform/head/copyOnline'), ({ request }) => {
      calls.copied.push(`view ${new URL(request.url).searchParams.get('code')}`);
      return ok(null, COPY_TEXTS.done);
    }),
    http.post(api('/online/cgform/head/copyOnlineTable/:id'), ({ request, params }) => {
      calls.copied.push(`table ${String(params.id)} ${new URL(request.url).searchParams.get('tableName')}`);
      return ok(null, COPY_TEXTS.done);
    }),
  );
  return { calls, saved };
}

/** Where the page has navigated to. */
function Where() {
  return <output>at {useLocation().pathname}</output>;
}

const item = (value: string, text: string) => ({ value, text, title: text, label: text });

function renderPage() {
  storeDicts({
    cgform_table_type: [item('1', '单表'), item('2', '主表'), item('3', '附表')],
    online_sync_status: [
      { value: 'Y', text: '已同步', title: '已同步', label: '已同步' },
      { value: 'N', text: '未同步', title: '未同步', label: '未同步' },
    ],
  });
  renderWithClient(
    <MemoryRouter initialEntries={['/online/cgform']}>
      <FormHeadListPage />
      <Where />
    </MemoryRouter>,
    grant('online:form:add', 'online:form:edit', 'online:form:delete', 'online:form:deleteBatch'),
  );
  return userEvent.setup();
}

// The form, its sub-tables and the grid load with the first opening: the first time in a run that can take a while.
const LAZY = { timeout: 5000 };
const rowActions = async (table = 'demo_order') => within(await screen.findByRole('group', { name: `${table} 操作` }));
/** An action under the row's 更多. */
async function more(user: ReturnType<typeof userEvent.setup>, action: string, table = 'demo_order') {
  await user.click((await rowActions(table)).getByRole('button', { name: '更多' }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}
const gridIn = (dialog: HTMLElement) => within(dialog).findByRole('grid', { name: '数据库属性' }, LAZY);
const cells = (grid: HTMLElement, key: string) => [
  ...grid.querySelectorAll<HTMLElement>(`[data-col-key="${key}"][data-row-id]`),
];
const texts = (grid: HTMLElement, key: string) => cells(grid, key).map((c) => c.textContent);

async function typeInCell(user: ReturnType<typeof userEvent.setup>, cell: HTMLElement, name: string, text: string) {
  await user.click(cell);
  const box = within(cell).getByRole('textbox', { name });
  await user.clear(box);
  await user.type(box, `${text}{Enter}`);
}

describe('表单开发', () => {
  it('lists the forms with 同步数据库状态 from its dictionary', async () => {
    serve();
    renderPage();
    await rowActions();
    expect(screen.getByRole('columnheader', { name: /同步数据库状态/ })).toBeInTheDocument();
    expect(screen.getByText('未同步')).toBeInTheDocument();
  });

  it('a new form starts with the six system fields; saving sends them and the typed field as onlCgformFieldList', async () => {
    const { saved } = serve();
    const user = renderPage();
    await rowActions();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增' }, LAZY);
    const grid = await gridIn(dialog);
    await waitFor(() => expect(texts(grid, 'dbFieldName')).toEqual(SYSTEM_FIELDS));
    expect(texts(grid, 'dbFieldTxt')).toEqual(['主键', '创建人', '创建日期', '更新人', '更新日期', '所属部门']);
    // none shown in the form or the list
    for (const key of ['isShowForm', 'isShowList'])
      for (const cell of cells(grid, key)) expect(within(cell).getByRole('checkbox')).not.toBeChecked();

    await user.type(within(dialog).getByRole('textbox', { name: /表名/ }), 'demo_book');
    await user.type(within(dialog).getByRole('textbox', { name: /表描述/ }), '图书');
    await user.click(within(grid.closest<HTMLElement>('[role="tabpanel"]')!).getByRole('button', { name: '新增' }));
    await waitFor(() => expect(cells(grid, 'dbFieldName')).toHaveLength(7));
    await typeInCell(user, cells(grid, 'dbFieldName')[6]!, '字段名称', 'title');
    await typeInCell(user, cells(grid, 'dbFieldTxt')[6]!, '字段备注', '书名');
    await typeInCell(user, cells(grid, 'dbLength')[6]!, '字段长度', '100');
    const type = cells(grid, 'dbType')[6]!;
    await user.click(type);
    await user.selectOptions(within(type).getByRole('combobox', { name: '字段类型' }), 'Text');
    await user.click(within(cells(grid, 'isQuery')[6]!).getByRole('checkbox'));
    await user.click(within(cells(grid, 'fieldMustInput')[6]!).getByRole('checkbox'));

    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const { method, body } = saved[0]!;
    expect(method).toBe('POST');
    expect(body).toMatchObject({ tableName: 'demo_book', tableTxt: '图书' });
    const fields = body.onlCgformFieldList as Body[];
    expect(fields.map((f) => f.dbFieldName)).toEqual([...SYSTEM_FIELDS, 'title']);
    expect(fields.map((f) => f.orderNum)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(fields.every((f) => f.id === undefined)).toBe(true);
    expect(fields[0]).toMatchObject({ dbType: 'string', dbLength: 36, dbIsKey: 1, dbIsNull: 0, isShowForm: 0 });
    expect(fields[2]).toMatchObject({ dbFieldName: 'create_time', dbType: 'Datetime', isShowList: 0 });
    expect(fields[5]).toMatchObject({ dbFieldName: 'sys_org_code', dbLength: 64, dbIsKey: 0, dbIsNull: 1 });
    expect(fields[6]).toMatchObject({
      dbFieldName: 'title',
      dbFieldTxt: '书名',
      dbLength: 100,
      dbType: 'Text',
      dbIsKey: 0,
      dbIsNull: 1,
      dbIsPersist: 1,
      fieldShowType: 'text',
      isShowForm: 1,
      isShowList: 1,
      isQuery: 1,
      queryMode: 'single',
      fieldMustInput: '1',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增' })).not.toBeInTheDocument());
  });

  it('编辑 loads the fields of the form and saves them with their ids', async () => {
    const { calls, saved } = serve();
    const user = renderPage();
    await user.click((await rowActions()).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑' }, LAZY);
    const grid = await gridIn(dialog);
    await waitFor(() => expect(texts(grid, 'dbFieldName')).toEqual(['id', 'amount']));
    expect(calls.fieldsOf).toEqual(['h1']);
    expect(texts(grid, 'dbType')).toEqual(['String', 'Double']);

    await typeInCell(user, cells(grid, 'dbFieldTxt')[1]!, '字段备注', '订单金额');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.body).toMatchObject({
      id: 'h1',
      tableName: 'demo_order',
      onlCgformFieldList: [
        expect.objectContaining({ id: 'f1', dbFieldName: 'id', orderNum: 1 }),
        expect.objectContaining({ id: 'f2', dbFieldName: 'amount', dbFieldTxt: '订单金额', orderNum: 2 }),
      ],
    });
  });

  it('a field name that is no lower-case identifier is refused in its cell, nothing is sent', async () => {
    const { saved } = serve();
    const user = renderPage();
    await user.click((await rowActions()).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑' }, LAZY);
    const grid = await gridIn(dialog);
    await waitFor(() => expect(cells(grid, 'dbFieldName')).toHaveLength(2));
    await typeInCell(user, cells(grid, 'dbFieldName')[1]!, '字段名称', 'Amount');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bed.notes).toContainEqual({ intent: 'warning', message: '「数据库属性」校验未通过' }));
    expect(cells(grid, 'dbFieldName')[1]).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toEqual([]);
  });

  it('同步数据库 普通同步 calls doDbSynch/{id}/normal, shows the server message and refreshes the list', async () => {
    const { calls } = serve();
    const user = renderPage();
    await user.click((await rowActions()).getByRole('button', { name: SYNC_TEXTS.title }));
    const dialog = await screen.findByRole('dialog', { name: SYNC_TEXTS.title });
    expect(within(dialog).getByRole('radio', { name: SYNC_TEXTS.normal })).toBeChecked();
    const listsBefore = calls.lists.length;
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bed.notes).toContainEqual({ intent: 'success', message: '同步数据库成功!' }));
    expect(calls.synced).toEqual(['h1/normal']);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: SYNC_TEXTS.title })).not.toBeInTheDocument());
    await waitFor(() => expect(calls.lists.length).toBeGreaterThan(listsBefore));
  });

  it('强制同步 asks a second time; only a confirmed one calls doDbSynch/{id}/force', async () => {
    const { calls } = serve();
    const user = renderPage();
    await user.click((await rowActions()).getByRole('button', { name: SYNC_TEXTS.title }));
    const dialog = await screen.findByRole('dialog', { name: SYNC_TEXTS.title });
    await user.click(within(dialog).getByRole('radio', { name: SYNC_TEXTS.force }));

    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    let confirm = await screen.findByRole('alertdialog', { name: SYNC_TEXTS.forceTitle });
    expect(confirm).toHaveTextContent('强制同步将删除表并重建，表中数据全部丢失，确定吗？');
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.synced).toEqual([]);
    // In jsdom the nested confirmation's modal layer can leave the dialog aria-hidden after it closes (Fluent's
    // tabster restores it on the next focus move in a browser): the button is found regardless of that attribute.
    await user.click(within(dialog).getByRole('button', { name: '确定', hidden: true }));
    confirm = await screen.findByRole('alertdialog', { name: SYNC_TEXTS.forceTitle });
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls.synced).toEqual(['h1/force']));
    await waitFor(() => expect(bed.notes).toContainEqual({ intent: 'success', message: '同步数据库成功!' }));
  });

  it('a refused 普通同步 shows what would be lost and keeps the dialog', async () => {
    const { calls } = serve(() => refused(LOST));
    const user = renderPage();
    await user.click((await rowActions()).getByRole('button', { name: SYNC_TEXTS.title }));
    const dialog = await screen.findByRole('dialog', { name: SYNC_TEXTS.title });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText(LOST)).toBeInTheDocument();
    expect(calls.synced).toEqual(['h1/normal']);
    expect(screen.getByRole('dialog', { name: SYNC_TEXTS.title })).toBeInTheDocument();
    expect(bed.notes.filter((n) => n.intent === 'success')).toEqual([]);
  });

  it('移除 confirms that only the definition goes, then calls removeRecord', async () => {
    const { calls } = serve();
    const user = renderPage();
    await more(user, REMOVE_TEXTS.action);
    let confirm = await screen.findByRole('alertdialog', { name: REMOVE_TEXTS.title });
    expect(confirm).toHaveTextContent('确定要移除吗？移除只删除表单配置，数据库表保留');
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    expect(calls.removed).toEqual([]);

    await more(user, REMOVE_TEXTS.action);
    confirm = await screen.findByRole('alertdialog', { name: REMOVE_TEXTS.title });
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls.removed).toEqual(['h1']));
    await waitFor(() => expect(bed.notes).toContainEqual({ intent: 'success', message: '移除成功' }));
  });
  it('lists originals only; 生成视图 confirms, posts copyOnline?code= and refreshes the list', async () => {
    const { calls } = serve();
    const user = renderPage();
    await rowActions();
    expect(calls.lists[0]!.get('copyType')).toBe('0');
    await more(user, COPY_TEXTS.view);
    const confirm = await screen.findByRole('alertdialog', { name: COPY_TEXTS.view });
    expect(confirm).toHaveTextContent(COPY_TEXTS.viewConfirm);
    const listsBefore = calls.lists.length;
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls.copied).toEqual(['view h1']));
    await waitFor(() => expect(bed.notes).toContainEqual({ intent: 'success', message: COPY_TEXTS.done }));
    await waitFor(() => expect(calls.lists.length).toBeGreaterThan(listsBefore));
  });

  it('视图管理 only for a form with views, opening its copy list', async () => {
    serve(undefined, [HEAD, { ...HEAD, id: 'h2', tableName: 'demo_book', hascopy: 1 }]);
    const user = renderPage();
    await user.click((await rowActions()).getByRole('button', { name: '更多' }));
    await screen.findByRole('menuitem', { name: COPY_TEXTS.view });
    expect(screen.queryByRole('menuitem', { name: COPY_TEXTS.views })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await more(user, COPY_TEXTS.views, 'demo_book');
    expect(await screen.findByText('at /online/copyform/h2')).toBeInTheDocument();
  });

  it('复制表 refuses a name that breaks the 表名 rule without a call, then posts copyOnlineTable with a good one', async () => {
    const { calls } = serve();
    const user = renderPage();
    await more(user, COPY_TEXTS.table);
    const prompt = await screen.findByRole('alertdialog', { name: COPY_TEXTS.table });
    const name = within(prompt).getByRole('textbox', { name: COPY_TEXTS.tableName });
    await user.type(name, 'Order-2');
    await user.click(within(prompt).getByRole('button', { name: '确定' }));
    expect(await within(prompt).findByText(ONLINE_TABLE_MESSAGE)).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'sys_order');
    await user.click(within(prompt).getByRole('button', { name: '确定' }));
    expect(await within(prompt).findByText('表名「sys_order」为系统保留，请换一个表名')).toBeInTheDocument();
    expect(calls.copied).toEqual([]);

    await user.clear(name);
    await user.type(name, 'demo_order2');
    await user.click(within(prompt).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls.copied).toEqual(['table h1 demo_order2']));
    await waitFor(() => expect(bed.notes).toContainEqual({ intent: 'success', message: COPY_TEXTS.done }));
  });

  it('功能测试 opens the screen of the form’s theme, else its tree', async () => {
    serve(undefined, [
      { ...HEAD, tableType: 2, themeTemplate: 'erp', isTree: 'N' },
      { ...HEAD, id: 'h2', tableName: 'demo_area', themeTemplate: 'normal', isTree: 'Y' },
    ]);
    const user = renderPage();
    await user.click((await rowActions()).getByRole('button', { name: TEST_ACTION }));
    expect(await screen.findByText('at /online/cgformErpList/h1')).toBeInTheDocument();
    await user.click((await rowActions('demo_area')).getByRole('button', { name: TEST_ACTION }));
    expect(await screen.findByText('at /online/cgformTreeList/h2')).toBeInTheDocument();
  });

  it('the head form shows the settings of its 表类型: a tree’s columns for a 单表, 主题模板 for a 主表', async () => {
    serve();
    const user = renderPage();
    await rowActions();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增' }, LAZY);
    const form = within(dialog);
    expect(await form.findByRole('switch', { name: /^是否树/ }, LAZY)).toBeInTheDocument();
    expect(form.queryByRole('textbox', { name: /树父ID字段/ })).not.toBeInTheDocument();
    expect(form.queryByRole('combobox', { name: '主题模板' })).not.toBeInTheDocument();
    await user.click(form.getByRole('switch', { name: /^是否树/ }));
    for (const label of ['树父ID字段', '是否有子节点字段', '树显示字段'])
      expect(form.getByRole('textbox', { name: new RegExp(label) })).toBeRequired();

    await user.selectOptions(form.getByRole('combobox', { name: /表类型/ }), '2');
    const theme = form.getByRole('combobox', { name: '主题模板' });
    expect([...theme.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      '默认主题',
      'ERP主题',
      '内嵌子表主题',
      'TAB主题',
    ]);
    expect(form.queryByRole('switch', { name: /^是否树/ })).not.toBeInTheDocument();
    expect(form.queryByRole('textbox', { name: /树父ID字段/ })).not.toBeInTheDocument();

    await user.selectOptions(form.getByRole('combobox', { name: /表类型/ }), '3');
    expect(form.getByRole('radio', { name: '一对多' })).toBeChecked();
    expect(form.getByRole('spinbutton', { name: '附表排序' })).toBeInTheDocument();
  });
});
