import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { OnlineColumns, OnlineFormItem } from '@/features/online-forms/api/form-data-api';
import type { OnlineSubColumns } from '@/features/online-forms/api/sub-table-api';
import AutoListPage from '@/features/online-forms/components/auto-list-page';
import ErpListPage from '@/features/online-forms/components/erp-list-page';
import InnerTableListPage from '@/features/online-forms/components/inner-table-list-page';
import { onlineEntityOf } from '@/features/online-forms/online-entity';
import { SELECT_MASTER } from '@/features/online-forms/online-sub-tables';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { ok, page, storeDicts } from '../features/feature-fixtures';
import { grant, mockMatchMedia, renderWithClient, useDialogLayout } from '../widgets/test-utils';

const bed = useApiTestBed();
useDialogLayout();
beforeEach(() => storeDicts());

/** A 主表 (订单) with a 一对多 附表 (订单明细, fk order_id) and a 一对一 附表 (收货信息, fk order_id). */
const CODE = 'm1';
const ITEM = 'demo_order_item';
const ADDRESS = 'demo_order_address';
const COLUMNS: OnlineColumns = {
  columns: [{ title: '订单号', dataIndex: 'order_no' }],
  description: '订单',
  currentTableName: 'demo_order',
};
const FORM_ITEM: OnlineFormItem = {
  schema: {
    properties: {
      order_no: { key: 'order_no', title: '订单号', view: 'text', type: 'string', order: 0 },
      [ITEM]: {
        key: ITEM,
        id: 's1',
        title: '订单明细',
        view: 'tab',
        order: 1,
        relationType: 0,
        foreignKey: ['order_id'],
        columns: [
          {
            key: 'item_name',
            title: '名称',
            type: 'input',
            validateRules: [{ required: true, message: '请输入名称!' }],
          },
          { key: 'qty', title: '数量', type: 'inputNumber' },
        ],
      },
      [ADDRESS]: {
        key: ADDRESS,
        id: 's2',
        title: '收货信息',
        view: 'tab',
        order: 2,
        relationType: 1,
        foreignKey: ['order_id'],
        columns: [{ key: 'city', title: '城市', type: 'input' }],
      },
    } as OnlineFormItem['schema']['properties'],
    required: ['order_no'],
  },
};
const ORDERS = [
  { id: 'r1', jeecg_row_key: 'r1', order_no: 'DD001' },
  { id: 'r2', jeecg_row_key: 'r2', order_no: 'DD002' },
];
const ITEM_COLUMNS: OnlineSubColumns = {
  id: 's1',
  columns: [
    { title: '名称', dataIndex: 'item_name' },
    { title: '数量', dataIndex: 'qty' },
  ],
  description: '订单明细',
  currentTableName: ITEM,
  relationType: 0,
  foreignKeys: [{ field: 'order_id', key: 'id' }],
};
const ADDRESS_COLUMNS: OnlineSubColumns = {
  id: 's2',
  columns: [{ title: '城市', dataIndex: 'city' }],
  description: '收货信息',
  currentTableName: ADDRESS,
  relationType: 1,
  foreignKeys: [{ field: 'order_id', key: 'id' }],
};
const ITEMS = [{ id: 'i1', jeecg_row_key: 'i1', order_id: 'r1', item_name: '螺母', qty: 3 }];

type Body = Record<string, unknown>;

function serve() {
  const calls = { saved: [] as { method: string; body: Body }[], subLists: [] as URLSearchParams[], reads: 0 };
  const subSaved: Body[] = [];
  const subformCalls: string[] = [];
  const form = api(`/online/cgform/api/form/${CODE}`);
  const save =
    (method: string) =>
    async ({ request }: { request: Request }) => {
      calls.saved.push({ method, body: (await request.json()) as Body });
      return ok(null, '操作成功！');
    };
  bed.server.use(
    http.get(api(`/online/cgform/api/getColumns/${CODE}`), () => ok(COLUMNS)),
    http.get(api(`/online/cgform/api/getFormItem/${CODE}`), () => ok(FORM_ITEM)),
    http.get(api(`/online/cgform/api/getQueryInfo/:code`), () => ok([])),
    http.get(api(`/online/cgform/api/getData/${CODE}`), () => page(ORDERS)),
    http.get(`${form}/r1`, () => {
      calls.reads += 1;
      return ok({ ...ORDERS[0], [ITEM]: ITEMS, [ADDRESS]: [{ id: 'a1', order_id: 'r1', city: '杭州' }] });
    }),
    http.post(form, save('POST')),
    http.put(form, save('PUT')),
    http.get(api(`/online/cgform/api/getErpColumns/${CODE}`), () =>
      ok({ main: COLUMNS, subList: [ITEM_COLUMNS, ADDRESS_COLUMNS] }),
    ),
    http.get(api(`/online/cgform/api/getErpFormItem/${CODE}`), () =>
      ok({ schema: { properties: { order_no: FORM_ITEM.schema.properties.order_no }, required: [] } }),
    ),
    http.get(api('/online/cgform/api/getErpFormItem/s1'), () =>
      ok({
        schema: {
          properties: {
            item_name: { key: 'item_name', title: '名称', view: 'text', type: 'string', order: 0 },
            qty: { key: 'qty', title: '数量', view: 'text', type: 'number', order: 1 },
            order_id: { key: 'order_id', title: '订单ID', view: 'text', type: 'string', order: 2 },
          },
          required: [],
        },
      }),
    ),
    http.get(api('/online/cgform/api/getData/s1'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.subLists.push(params);
      return page(ITEMS.filter((i) => i.order_id === params.get('order_id')));
    }),
    http.post(api('/online/cgform/api/form/s1'), async ({ request }) => {
      subSaved.push((await request.json()) as Body);
      return ok(null, '添加成功！');
    }),
    http.get(api('/online/cgform/api/subform/list/:table/:mainId'), ({ params }) => {
      subformCalls.push(`${String(params.table)}/${String(params.mainId)}`);
      return ok(params.table === ITEM && params.mainId === 'r1' ? ITEMS : []);
    }),
  );
  return Object.assign(calls, { subSaved, subformCalls });
}

// The master's own codes only: a 附表's buttons take them too.
const PERMS = grant(...['add', 'edit', 'delete', 'deleteBatch'].map((a) => `online:demo_order:${a}`));

function renderAt(path: string, route: string, Page: ComponentType) {
  renderWithClient(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={<Page />} />
      </Routes>
    </MemoryRouter>,
    PERMS,
  );
  return userEvent.setup();
}

const LAZY = { timeout: 5000 };
const dialog = () => screen.getByRole('dialog');
const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(within(dialog()).getByRole('button', { name: '确定' }));
const cells = (grid: HTMLElement, key: string) => [...grid.querySelectorAll<HTMLElement>(`[data-col-key="${key}"]`)];

describe('a 主表 form with sub-tables (OnlCgformAutoList, TAB theme)', () => {
  it('the tab properties are tabs, not fields; 新增 posts each sub-table’s rows under its table name', async () => {
    expect(
      onlineEntityOf(CODE, { columns: COLUMNS, formItem: FORM_ITEM, queryInfo: [] }).fields.map((f) => f.name),
    ).toEqual(['order_no']);
    const { saved } = serve();
    const user = renderAt(`/online/cgformList/${CODE}`, '/online/cgformList/:code', AutoListPage);
    await screen.findByRole('group', { name: 'DD001 操作' });
    await user.click(screen.getByRole('button', { name: '新增' }));
    await screen.findByRole('dialog', { name: '新增' }, LAZY);
    const items = await within(dialog()).findByRole('grid', { name: '订单明细' }, LAZY);
    await user.type(within(dialog()).getByRole('textbox', { name: /订单号/ }), 'DD003');

    await user.click(within(within(dialog()).getByRole('tabpanel')).getByRole('button', { name: '新增' }));
    const name = cells(items, 'item_name')[0]!;
    await user.click(name);
    await user.type(within(name).getByRole('textbox', { name: '名称' }), '垫片');

    // 一对一: one row at most, 新增 goes once it has one
    await user.click(within(dialog()).getByRole('tab', { name: '收货信息' }));
    const addressPane = within(dialog()).getByRole('tabpanel');
    await user.click(within(addressPane).getByRole('button', { name: '新增' }));
    await waitFor(() => expect(within(addressPane).queryByRole('button', { name: '新增' })).not.toBeInTheDocument());
    const address = within(dialog()).getByRole('grid', { name: '收货信息' });
    const city = cells(address, 'city')[0]!;
    await user.click(city);
    await user.type(within(city).getByRole('textbox', { name: '城市' }), '宁波');

    await submit(user);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.method).toBe('POST');
    expect(saved[0]!.body).toMatchObject({ order_no: 'DD003', [ADDRESS]: [{ city: '宁波' }] });
    expect(saved[0]!.body[ITEM]).toEqual([expect.objectContaining({ item_name: '垫片' })]);
    expect(saved[0]!.body).not.toHaveProperty('id');
  });

  it('编辑 shows the record’s sub rows (one read of form/<code>/<id>) and sends them back', async () => {
    const served = serve();
    const user = renderAt(`/online/cgformTabList/${CODE}`, '/online/cgformTabList/:code', AutoListPage);
    const actions = await screen.findByRole('group', { name: 'DD001 操作' });
    await user.click(within(actions).getByRole('button', { name: '编辑' }));
    const items = await within(await screen.findByRole('dialog', { name: '编辑' }, LAZY)).findByRole(
      'grid',
      { name: '订单明细' },
      LAZY,
    );
    await waitFor(() => expect(within(items).getByText('螺母')).toBeInTheDocument());
    await waitFor(() => expect(within(dialog()).getByRole('grid', { name: '收货信息', hidden: true })).toBeTruthy());
    expect(served.reads).toBe(1);
    await submit(user);
    await waitFor(() => expect(served.saved).toHaveLength(1));
    expect(served.saved[0]).toMatchObject({
      method: 'PUT',
      body: {
        id: 'r1',
        order_no: 'DD001',
        [ITEM]: [{ id: 'i1', item_name: '螺母', qty: 3 }],
        [ADDRESS]: [{ id: 'a1', city: '杭州' }],
      },
    });
  });
});

describe('OnlCgformErpList', () => {
  it('lists the chosen 主表 row’s sub rows (<fk>=<id>); a new sub row posts the fk', async () => {
    const { subLists, subSaved } = serve();
    const user = renderAt(`/online/cgformErpList/${CODE}`, '/online/cgformErpList/:code', ErpListPage);
    const master = await screen.findByRole('table', { name: '订单列表' });
    const subs = screen.getByRole('region', { name: '附表' });
    expect(within(subs).getByRole('tab', { name: '订单明细' })).toHaveAttribute('aria-selected', 'true');
    expect(within(subs).getByText(SELECT_MASTER)).toBeInTheDocument();
    expect(within(subs).getByRole('button', { name: '新增' })).toBeDisabled();
    expect(subLists).toEqual([]);

    await user.click(await within(master).findByText('DD001'));
    const items = await within(subs).findByRole('table', { name: '订单明细列表' });
    expect(await within(items).findByText('螺母')).toBeInTheDocument();
    expect(subLists.at(-1)!.get('order_id')).toBe('r1');
    // the fk is the filter, not a column
    expect(within(items).queryByText('订单ID')).not.toBeInTheDocument();

    await user.click(within(subs).getByRole('button', { name: '新增' }));
    await screen.findByRole('dialog', { name: '新增' }, LAZY);
    expect(within(dialog()).queryByRole('textbox', { name: /订单ID/ })).not.toBeInTheDocument();
    await user.type(within(dialog()).getByRole('textbox', { name: /名称/ }), '垫片');
    await submit(user);
    await waitFor(() => expect(subSaved).toHaveLength(1));
    expect(subSaved[0]).toMatchObject({ item_name: '垫片', order_id: 'r1' });

    // another 主表 row: its own sub rows
    await user.click(await within(master).findByRole('radio', { name: '选择 DD002' }));
    await waitFor(() => expect(subLists.at(-1)!.get('order_id')).toBe('r2'));
  });
});

describe('OnlCgformInnerTableList', () => {
  it('展开 a row shows its sub rows (subform/list), one titled table per 附表', async () => {
    const { subformCalls } = serve();
    const user = renderAt(
      `/online/cgformInnerTableList/${CODE}`,
      '/online/cgformInnerTableList/:code',
      InnerTableListPage,
    );
    await screen.findByRole('group', { name: 'DD001 操作' });
    expect(subformCalls).toEqual([]);
    await user.click(screen.getByRole('button', { name: '展开 DD001' }));
    const items = await screen.findByRole('table', { name: '订单明细' });
    expect(await within(items).findByText('螺母')).toBeInTheDocument();
    expect(within(items).getByText('3')).toBeInTheDocument();
    expect(subformCalls.sort()).toEqual([`${ADDRESS}/r1`, `${ITEM}/r1`]);
    expect(within(screen.getByRole('table', { name: '收货信息' })).getByText('暂无数据')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '收起 DD001' }));
    expect(screen.queryByRole('table', { name: '订单明细' })).not.toBeInTheDocument();
  });

  describe('on a phone', () => {
    let restore: () => void;
    beforeEach(() => {
      restore = mockMatchMedia(true);
    });
    afterEach(() => restore());

    it('a card opens its sub rows with 展开', async () => {
      serve();
      const user = renderAt(
        `/online/cgformInnerTableList/${CODE}`,
        '/online/cgformInnerTableList/:code',
        InnerTableListPage,
      );
      const cards = await screen.findByRole('list', { name: '订单列表' });
      const first = within(cards).getAllByRole('listitem')[0]!;
      await user.click(within(first).getByRole('button', { name: '展开 DD001' }));
      expect(await within(first).findByText('螺母')).toBeInTheDocument();
    });
  });
});
