import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { PermissionResult } from '@/domain/permission-types';
import type { OnlineFormItem } from '@/features/online-forms/api/form-data-api';
import CopyListPage from '@/features/online-forms/components/copy-list-page';
import DynamicFormPage, { DF_TEXTS } from '@/features/online-forms/components/dynamic-form-page';
import { TEST_ACTION } from '@/features/online-forms/form-screen-path';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { DICTS, ok, page, storeDicts } from '../features/feature-fixtures';
import { grant, renderWithClient, useDialogLayout } from '../widgets/test-utils';

const bed = useApiTestBed();
useDialogLayout();
const item = (value: string, text: string) => ({ value, text, title: text, label: text });
beforeEach(() =>
  storeDicts({
    ...DICTS,
    cgform_table_type: [item('1', '单表'), item('2', '主表'), item('3', '附表')],
    online_sync_status: [item('Y', '已同步'), item('N', '未同步')],
  }),
);

type Body = Record<string, unknown>;

function Where() {
  return <output>at {useLocation().pathname}</output>;
}

function renderAt(path: string, route: string, element: React.ReactNode, perms: PermissionResult | null = null) {
  renderWithClient(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={element} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
    perms,
  );
  return userEvent.setup();
}

describe('视图管理 (AUTO复制表单)', () => {
  const VIEW = {
    id: 'v1',
    tableName: 'demo_order$1',
    tableTxt: '订单',
    tableType: 1,
    copyType: 1,
    copyVersion: 1,
    physicId: 'h1',
    isDbSynch: 'Y',
    themeTemplate: 'tab',
    isTree: 'N',
  };

  it('lists the views of the form named by physicId under its original’s name; 功能测试 opens a view’s screen', async () => {
    const lists: URLSearchParams[] = [];
    bed.server.use(
      http.get(api('/online/cgform/head/list'), ({ request }) => {
        lists.push(new URL(request.url).searchParams);
        return page([VIEW, { ...VIEW, id: 'v2', tableName: 'demo_order$2', copyVersion: 2, themeTemplate: 'normal' }]);
      }),
      http.get(api('/online/cgform/head/queryById'), ({ request }) =>
        new URL(request.url).searchParams.get('id') === 'h1' ? ok({ id: 'h1', tableTxt: '采购订单' }) : ok(null),
      ),
    );
    const user = renderAt('/online/copyform/h1', '/online/copyform/:id', <CopyListPage />, grant('online:form:edit'));
    expect(await screen.findByRole('heading', { name: '视图管理：采购订单' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '视图列表' });
    await within(table).findByText('demo_order$2');
    expect(lists[0]!.get('physicId')).toBe('h1');
    expect(lists[0]!.has('copyType')).toBe(false);
    for (const header of ['视图表名', '表描述', '版本', '同步状态'])
      expect(within(table).getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    expect(within(table).getAllByText('已同步')).toHaveLength(2);

    const actions = within(screen.getByRole('group', { name: 'demo_order$1 操作' }));
    expect(actions.getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(actions.queryByRole('button', { name: '删除' })).not.toBeInTheDocument(); // not granted
    await user.click(actions.getByRole('button', { name: TEST_ACTION }));
    expect(await screen.findByText('at /online/cgformTabList/v1')).toBeInTheDocument();
  });
});

describe('动态表单 (AUTO动态表单)', () => {
  const FORM_ITEM: OnlineFormItem & { head: Body } = {
    head: { id: 'f1', tableName: 'demo_staff', tableTxt: '员工' },
    schema: {
      properties: {
        name: { key: 'name', title: '姓名', view: 'text', type: 'string', order: 0 },
        sex: { key: 'sex', title: '性别', view: 'radio', type: 'string', order: 1, dictCode: 'sex' },
        code: { key: 'code', title: '工号', view: 'text', type: 'string', order: 2, disabled: true },
      },
      required: ['name'],
    },
  };
  const RECORD = { id: 'r1', jeecg_row_key: 'r1', name: '张三', sex: '1', code: 'E001' };

  function serve() {
    const saved: Body[] = [];
    bed.server.use(
      http.get(api('/online/cgform/api/getFormItemBytbname/demo_staff'), () => ok(FORM_ITEM)),
      http.get(api('/online/cgform/api/form/f1/:id'), ({ params }) => ok(params.id === 'r1' ? RECORD : null)),
      http.put(api('/online/cgform/api/form/f1'), async ({ request }) => {
        saved.push((await request.json()) as Body);
        return ok(null, '修改成功！');
      }),
    );
    return saved;
  }

  const renderForm = (id: string, perms: PermissionResult | null) =>
    renderAt(`/online/df/demo_staff/${id}`, '/online/df/:table/:id', <DynamicFormPage />, perms);

  it('shows the record in the form’s fields and 提交 saves an edit (PUT form/<code>)', async () => {
    const saved = serve();
    const user = renderForm('r1', grant('online:demo_staff:edit'));
    const name = await screen.findByRole('textbox', { name: /姓名/ });
    expect(name).toHaveValue('张三');
    expect(screen.getByRole('heading', { name: '员工' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '男' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: '工号' })).toBeDisabled(); // 只读

    await user.clear(name);
    await user.type(name, '张三丰');
    await user.click(screen.getByRole('button', { name: DF_TEXTS.submit }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ id: 'r1', name: '张三丰', sex: '1' });
    await waitFor(() => expect(bed.notes).toContainEqual({ intent: 'success', message: DF_TEXTS.saved }));
  });

  it('is read only without the form’s 编辑', async () => {
    serve();
    renderForm('r1', grant('online:demo_staff:add'));
    expect(await screen.findByRole('textbox', { name: /姓名/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: DF_TEXTS.submit })).not.toBeInTheDocument();
  });

  it('a record that is not there says 未找到对应数据', async () => {
    serve();
    renderForm('gone', grant('online:form:edit'));
    expect(await screen.findByText('未找到对应数据')).toBeInTheDocument();
  });
});
