import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import CheckRuleListPage from '@/features/system-config/components/check-rule-list-page';
import { joinRuleJson, ruleJsonError, splitRuleJson } from '@/domain/entities/check-rule';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { grant, renderWithClient, useDialogLayout } from '../widgets/test-utils';
import { ok, page, refused } from '../features/feature-fixtures';

const bed = useApiTestBed();
useDialogLayout();

const COMMON = JSON.stringify([
  { digits: '1', pattern: '^[a-z|A-Z]$', message: '第一位只能是字母' },
  { digits: '*', pattern: '^[0-9|a-z|A-Z|_]{0,}$', message: '只能填写数字、大小写字母、下划线' },
  { digits: '*', pattern: '^.{3,}$', message: '最少输入3位数' },
]);
const RULES = [
  { id: 'r1', ruleName: '通用编码规则', ruleCode: 'common', ruleDescription: '首位字母', ruleJson: COMMON },
];
const ADMIN = ['system:checkRule:add', 'system:checkRule:edit', 'system:checkRule:delete'];

describe('校验规则: the rule list format', () => {
  it('splits as JeecgBoot loads (globals after the first 局部规则 run last) and joins as it saves', () => {
    const { globals, designs } = splitRuleJson(COMMON);
    expect(designs).toEqual([{ digits: '1', pattern: '^[a-z|A-Z]$', message: '第一位只能是字母' }]);
    expect(globals.map((g) => g.priority)).toEqual(['0', '0']);
    const first = { priority: '1' as const, pattern: '^.+$', message: '必填' };
    expect(JSON.parse(joinRuleJson([globals[0]!, first], designs))).toEqual([
      { digits: '*', pattern: '^.+$', message: '必填' },
      { digits: '1', pattern: '^[a-z|A-Z]$', message: '第一位只能是字母' },
      { digits: '*', pattern: '^[0-9|a-z|A-Z|_]{0,}$', message: '只能填写数字、大小写字母、下划线' },
    ]);
    expect(ruleJsonError(COMMON)).toBeNull();
    expect(ruleJsonError('[{"digits":"x","pattern":"a","message":"m"}]')).toBe('第1条规则的位数必须是正整数');
  });
});

describe('校验规则: the screen', () => {
  it('edits the rules in the 局部规则 / 全局规则 tabs and saves them as one ruleJson', async () => {
    const edits: unknown[] = [];
    bed.server.use(
      http.get(api('/sys/checkRule/list'), () => page(RULES)),
      http.get(api('/sys/duplicate/check'), () => ok(null, '该值可用！')),
      http.put(api('/sys/checkRule/edit'), async ({ request }) => {
        edits.push(await request.json());
        return ok(null, '编辑成功!');
      }),
    );
    renderWithClient(<CheckRuleListPage />, grant(...ADMIN));
    const user = userEvent.setup();
    await screen.findByText('1-1 共1条');
    await user.click(
      within(screen.getByRole('group', { name: '通用编码规则 操作' })).getByRole('button', { name: '编辑' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '编辑' }, { timeout: 5000 });
    expect(await within(dialog).findByRole('tab', { name: /^局部规则（1）/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '局部规则第1行 规则（正则表达式）' })).toHaveValue(
      '^[a-z|A-Z]$',
    );

    await user.click(within(dialog).getByRole('tab', { name: /^全局规则（2）/ }));
    await user.click(within(dialog).getByRole('button', { name: '删除全局规则第2行' }));
    await user.click(within(dialog).getByRole('button', { name: '新增全局规则' }));
    await user.type(within(dialog).getByRole('textbox', { name: '全局规则第2行 规则（正则表达式）' }), '([[a');
    await user.tab();
    expect(await within(dialog).findByText('正则表达式不正确')).toBeInTheDocument();
    const pattern = within(dialog).getByRole('textbox', { name: '全局规则第2行 规则（正则表达式）' });
    await user.clear(pattern);
    await user.type(pattern, '^.{{0,12}$');
    await user.type(within(dialog).getByRole('textbox', { name: '全局规则第2行 提示文本' }), '最多12位');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '全局规则第2行 优先级' }), '1');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));

    await waitFor(() => expect(edits).toHaveLength(1));
    const sent = edits[0] as { id: string; ruleJson: string };
    expect(sent.id).toBe('r1');
    expect(JSON.parse(sent.ruleJson)).toEqual([
      { digits: '*', pattern: '^.{0,12}$', message: '最多12位' },
      { digits: '1', pattern: '^[a-z|A-Z]$', message: '第一位只能是字母' },
      { digits: '*', pattern: '^[0-9|a-z|A-Z|_]{0,}$', message: '只能填写数字、大小写字母、下划线' },
    ]);
  });

  it('测试 checks a value with checkByCode and shows the failing rule’s message', async () => {
    const asked: (string | null)[] = [];
    bed.server.use(
      http.get(api('/sys/checkRule/list'), () => page(RULES)),
      http.get(api('/sys/checkRule/checkByCode'), ({ request }) => {
        const value = new URL(request.url).searchParams.get('value');
        asked.push(value);
        return value === '1abc' ? refused('第一位只能是字母') : ok(null);
      }),
    );
    renderWithClient(<CheckRuleListPage />, grant());
    const user = userEvent.setup();
    await screen.findByText('1-1 共1条');
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    await user.click(
      within(screen.getByRole('group', { name: '通用编码规则 操作' })).getByRole('button', { name: '测试' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '测试「通用编码规则」' });
    await user.type(within(dialog).getByRole('textbox', { name: /需要测试的值/ }), '1abc');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('第一位只能是字母')).toBeInTheDocument();
    const input = within(dialog).getByRole('textbox', { name: /需要测试的值/ });
    await user.clear(input);
    await user.type(input, 'abc');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('校验通过')).toBeInTheDocument();
    expect(asked).toEqual(['1abc', 'abc']);
  });
});
