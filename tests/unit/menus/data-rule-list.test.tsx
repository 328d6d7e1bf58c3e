import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import DataRuleListPage from '@/features/permissions/components/data-rule-list-page';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { grant, renderWithClient, useDialogLayout } from '../widgets/test-utils';
import { DICTS, ok, storeDicts } from '../features/feature-fixtures';

const bed = useApiTestBed();
useDialogLayout();

const item = (value: string, text: string) => ({ value, text, title: text, label: text });
beforeEach(() =>
  storeDicts({
    ...DICTS,
    rule_conditions: [item('=', '等于'), item('RIGHT_LIKE', '右模糊'), item('USE_SQL_RULES', '自定义SQL表达式')],
    valid_status: [item('1', '有效'), item('0', '无效')],
  }),
);

const RULE = {
  id: 'r1',
  permissionId: 'm3',
  ruleName: '只看本部门用户',
  ruleColumn: 'orgCode',
  ruleConditions: 'RIGHT_LIKE',
  ruleValue: '#{sys_org_code}',
  status: '1',
};

function renderRules(entry: string, codes: string[]) {
  return renderWithClient(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="*" element={<DataRuleListPage />} />
      </Routes>
    </MemoryRouter>,
    grant(...codes),
  );
}

describe('数据规则', () => {
  it('lists the rules of the menu in the address, and adds one with JeecgBoot’s rule codes', async () => {
    const lists: URLSearchParams[] = [];
    const added: Record<string, unknown>[] = [];
    bed.server.use(
      http.get(api('/sys/permission/queryPermissionRule'), ({ request }) => {
        lists.push(new URL(request.url).searchParams);
        return ok([RULE]);
      }),
      http.post(api('/sys/permission/addPermissionRule'), async ({ request }) => {
        added.push((await request.json()) as Record<string, unknown>);
        return ok('添加成功！', '添加成功！');
      }),
    );
    renderRules(`/isystem/permissionDataRule?permissionId=m3&name=${encodeURIComponent('用户管理')}`, [
      'system:permission:addRule',
    ]);
    expect(await screen.findByText('只看本部门用户')).toBeInTheDocument();
    expect(lists[0]?.get('permissionId')).toBe('m3');
    const user = userEvent.setup();
    // Only 新增 is granted: the row has no 编辑 / 删除.
    expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const form = await screen.findByRole('dialog', { name: '新增' });
    await user.type(within(form).getByRole('textbox', { name: /规则名称/ }), '自定义');
    await user.type(within(form).getByRole('textbox', { name: /规则值/ }), "create_by = '#{sys_user_code}'");
    expect(within(form).getByRole('textbox', { name: /规则字段/ })).toBeInTheDocument();
    await user.selectOptions(within(form).getByRole('combobox', { name: /条件规则/ }), 'USE_SQL_RULES');
    await waitFor(() => expect(within(form).queryByRole('textbox', { name: /规则字段/ })).not.toBeInTheDocument());
    await user.click(within(form).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]).toMatchObject({ permissionId: 'm3', ruleName: '自定义', ruleConditions: 'USE_SQL_RULES' });
  });

  it('says where to open it from without a menu id', async () => {
    renderRules('/isystem/permissionDataRule', []);
    expect(await screen.findByText(/请从「菜单管理」中某个菜单的「数据规则」打开此页面/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回菜单管理' })).toBeInTheDocument();
  });
});
