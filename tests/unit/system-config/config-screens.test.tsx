import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import FillRuleListPage from '@/features/system-config/components/fill-rule-list-page';
import DataSourceListPage from '@/features/system-config/components/data-source-list-page';
import GatewayRouteListPage from '@/features/system-config/components/gateway-route-list-page';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { grant, renderWithClient, useDialogLayout } from '../widgets/test-utils';
import { ok, page, refused, storeDicts } from '../features/feature-fixtures';

const bed = useApiTestBed();
useDialogLayout();

const item = (value: string, text: string) => ({ value, text, title: text, label: text });

describe('填值规则', () => {
  const RULES = [
    {
      id: 'f1',
      ruleName: '订单流水号',
      ruleCode: 'shop_order_num',
      ruleClass: 'org.jeecg.modules.system.rule.OrderNumberRule',
      ruleParams: '{}',
    },
  ];

  it('功能测试 shows what the rule makes; 规则Code is fixed on edit; 规则参数 must be a JSON object', async () => {
    const asked: (string | null)[] = [];
    bed.server.use(
      http.get(api('/sys/fillRule/list'), () => page(RULES)),
      http.get(api('/sys/duplicate/check'), () => ok(null, '该值可用！')),
      http.get(api('/sys/fillRule/testFillRule'), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('ruleCode'));
        return ok('CN2026112610300045');
      }),
    );
    renderWithClient(
      <FillRuleListPage />,
      grant('system:fillRule:edit', 'system:fillRule:test', 'system:fillRule:add'),
    );
    const user = userEvent.setup();
    await screen.findByText('1-1 共1条');
    const row = screen.getByRole('group', { name: '订单流水号 操作' });
    await user.click(within(row).getByRole('button', { name: '功能测试' }));
    const test = await screen.findByRole('dialog', { name: '填值规则功能测试' });
    await waitFor(() =>
      expect(within(test).getByRole('textbox', { name: '生成结果：' })).toHaveValue('CN2026112610300045'),
    );
    expect(asked).toEqual(['shop_order_num']);
    await user.click(within(test).getByRole('button', { name: '取消' }));

    // (The page is aria-hidden until the focus manager notices the dialog has closed.)
    const edit = await waitFor(() =>
      within(screen.getByRole('group', { name: '订单流水号 操作' })).getByRole('button', { name: '编辑' }),
    );
    await user.click(edit);
    const form = await screen.findByRole('dialog', { name: '编辑' }, { timeout: 5000 });
    expect(within(form).getByRole('textbox', { name: /规则Code/ })).toBeDisabled();
    const params = within(form).getByRole('textbox', { name: /规则参数/ });
    await user.clear(params);
    await user.type(params, '[[1]');
    expect(await within(form).findByText('只能传递JSON对象，不能传递JSON数组')).toBeInTheDocument();
  });

  it('offers no 功能测试 without its button', async () => {
    bed.server.use(http.get(api('/sys/fillRule/list'), () => page(RULES)));
    renderWithClient(<FillRuleListPage />, grant());
    await screen.findByText('1-1 共1条');
    expect(screen.queryByRole('button', { name: '功能测试' })).toBeNull();
  });
});

describe('多数据源', () => {
  it('a chosen type fills in the driver and address; on edit 密码 may stay empty and is sent empty', async () => {
    storeDicts({ database_type: [item('4', 'MYSQL5.7+'), item('6', 'postgresql')] });
    const edits: Record<string, unknown>[] = [];
    const SOURCES = [
      {
        id: 'd1',
        code: 'exam_archive',
        name: '历史考试档案库',
        dbType: '6',
        dbType_dictText: 'postgresql',
        dbDriver: 'org.postgresql.Driver',
        dbUrl: 'jdbc:postgresql://10.10.2.15:5432/exam_archive',
        dbName: 'exam_archive',
        dbUsername: 'archive_reader',
      },
    ];
    bed.server.use(
      http.get(api('/sys/dataSource/list'), () => page(SOURCES)),
      http.get(api('/sys/duplicate/check'), () => ok(null, '该值可用！')),
      http.put(api('/sys/dataSource/edit'), async ({ request }) => {
        edits.push((await request.json()) as Record<string, unknown>);
        return ok(null, '编辑成功!');
      }),
    );
    renderWithClient(<DataSourceListPage />, grant('system:datasource:add', 'system:datasource:edit'));
    const user = userEvent.setup();
    await screen.findByText('1-1 共1条');
    expect(within(screen.getByRole('table')).getByText('postgresql')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '新增' }));
    const add = await screen.findByRole('dialog', { name: '新增' }, { timeout: 5000 });
    await user.selectOptions(within(add).getByRole('combobox', { name: /数据库类型/ }), '4');
    expect(within(add).getByRole('textbox', { name: /驱动类/ })).toHaveValue('com.mysql.cj.jdbc.Driver');
    expect((within(add).getByRole('textbox', { name: /数据源地址/ }) as HTMLInputElement).value).toMatch(
      /^jdbc:mysql:\/\/127\.0\.0\.1:3306\//,
    );
    await user.type(within(add).getByRole('textbox', { name: /数据源编码/ }), '1db');
    expect(await within(add).findByText('编码必须以字母开头，可包含数字、下划线、横杠')).toBeInTheDocument();
    await user.click(within(add).getByRole('button', { name: '取消' }));

    const editButton = await waitFor(() =>
      within(screen.getByRole('group', { name: '历史考试档案库 操作' })).getByRole('button', { name: '编辑' }),
    );
    await user.click(editButton);
    const edit = await screen.findByRole('dialog', { name: '编辑' }, { timeout: 5000 });
    const password = within(edit).getByPlaceholderText('不修改请留空');
    expect(password).toHaveValue('');
    await user.click(within(edit).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(edits).toHaveLength(1));
    expect(edits[0]).toMatchObject({ id: 'd1', code: 'exam_archive' });
    expect(edits[0]!.dbPassword ?? '').toBe('');
  });

  it('测试连接 sends the address, user and password as typed and shows the answer; a failure is titled 连接失败', async () => {
    storeDicts({ database_type: [item('6', 'postgresql')] });
    const tests: Record<string, unknown>[] = [];
    bed.server.use(
      http.get(api('/sys/dataSource/list'), () =>
        page([
          {
            id: 'd1',
            code: 'exam_archive',
            name: '历史考试档案库',
            dbType: '6',
            dbDriver: 'org.postgresql.Driver',
            dbUrl: 'jdbc:postgresql://127.0.0.1:5432/exam_archive',
            dbName: 'exam_archive',
            dbUsername: 'archive_reader',
          },
        ]),
      ),
      http.post(api('/online/cgreport/api/testConnection'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        tests.push(body);
        return tests.length === 1 ? refused('连接失败：数据库不存在') : ok(null, '连接成功');
      }),
    );
    renderWithClient(<DataSourceListPage />, grant('system:datasource:edit'));
    const user = userEvent.setup();
    const editButton = await waitFor(() =>
      within(screen.getByRole('group', { name: '历史考试档案库 操作' })).getByRole('button', { name: '编辑' }),
    );
    await user.click(editButton);
    const edit = await screen.findByRole('dialog', { name: '编辑' }, { timeout: 5000 });
    await user.click(within(edit).getByRole('button', { name: '测试连接' }));
    const failure = await within(edit).findByRole('status');
    expect(failure).toHaveTextContent('连接失败');
    expect(failure).toHaveTextContent('数据库不存在');
    expect(tests[0]).toEqual({
      id: 'd1',
      dbUrl: 'jdbc:postgresql://127.0.0.1:5432/exam_archive',
      dbUsername: 'archive_reader',
      dbPassword: '',
    });
    await user.type(within(edit).getByPlaceholderText('不修改请留空'), 's3cret');
    await user.click(within(edit).getByRole('button', { name: '测试连接' }));
    await waitFor(() => expect(within(edit).getByRole('status')).toHaveTextContent('连接成功'));
    expect(tests[1]).toMatchObject({ dbPassword: 's3cret' });
    // The dialog stays open with what was typed.
    expect(within(edit).getByPlaceholderText('不修改请留空')).toHaveValue('s3cret');
  });
});

describe('网关路由', () => {
  const ROUTES = [
    {
      id: 'g1',
      routerId: 'jeecg-system',
      name: '系统服务',
      uri: 'lb://jeecg-system',
      status: 1,
      predicates: [{ name: 'Path', args: ['/sys/**'] }],
      filters: [],
    },
    {
      id: 'g2',
      routerId: 'jeecg-demo',
      name: '示例服务',
      uri: 'lb://jeecg-demo',
      status: 0,
      predicates: [],
      filters: [],
    },
  ];

  it('lists the routes unpaged and saves a new one through updateAll as {router}', async () => {
    const saves: unknown[] = [];
    bed.server.use(
      http.get(api('/sys/gatewayRoute/list'), () => ok(ROUTES)),
      http.post(api('/sys/gatewayRoute/updateAll'), async ({ request }) => {
        saves.push(await request.json());
        return ok(null, '操作成功！');
      }),
    );
    renderWithClient(<GatewayRouteListPage />, grant('system:gateway:updateAll', 'system:getway:delete'));
    const user = userEvent.setup();
    expect(await screen.findByText('系统服务')).toBeInTheDocument();
    expect(screen.getByText('禁用')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导入|导出|批量删除/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: '新增' }));
    const form = await screen.findByRole('dialog', { name: '新增' }, { timeout: 5000 });
    await user.type(within(form).getByRole('textbox', { name: /路由ID/ }), 'jeecg-report');
    await user.type(within(form).getByRole('textbox', { name: /路由名称/ }), '报表服务');
    await user.type(within(form).getByRole('textbox', { name: /路由URI/ }), 'lb://jeecg-report');
    await user.click(await within(form).findByRole('button', { name: '添加路由条件' }, { timeout: 5000 }));
    await user.type(within(form).getByRole('textbox', { name: '路由条件第1条 参数' }), '/report/**{Enter}/jmreport/**');
    await user.click(await within(form).findByRole('button', { name: '添加限流' }, { timeout: 5000 }));
    await user.click(within(form).getByRole('button', { name: '确定' }));

    await waitFor(() => expect(saves).toHaveLength(1));
    const { router } = saves[0] as { router: Record<string, unknown> };
    expect(router).toMatchObject({
      routerId: 'jeecg-report',
      name: '报表服务',
      uri: 'lb://jeecg-report',
      status: true,
    });
    expect(JSON.parse(String(router.predicates))).toEqual([{ name: 'Path', args: ['/report/**', '/jmreport/**'] }]);
    expect(JSON.parse(String(router.filters))[0]).toMatchObject({ name: 'RequestRateLimiter' });
  });

  it('without the codes: no 新增, 编辑 or 删除', async () => {
    bed.server.use(http.get(api('/sys/gatewayRoute/list'), () => ok(ROUTES)));
    renderWithClient(<GatewayRouteListPage />, grant());
    expect(await screen.findByText('系统服务')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  });
});
