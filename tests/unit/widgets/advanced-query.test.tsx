import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within, type ByRoleMatcher, type ByRoleOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdvancedQuery, type QueryFieldDef } from '@/components/widgets/advanced-query';
import { setStored, STORAGE_KEYS } from '@/lib/storage';
import { http } from 'msw';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { ok, page } from '../features/feature-fixtures';
import { mockMatchMedia, renderWithClient, useDialogLayout } from './test-utils';

const bed = useApiTestBed();
useDialogLayout();
beforeEach(() =>
  setStored(STORAGE_KEYS.dicts, {
    sex: [
      { value: '1', text: '男' },
      { value: '2', text: '女' },
    ],
  }),
);

const fields: QueryFieldDef[] = [
  { label: '姓名', value: 'name', type: 'string' },
  { label: '性别', value: 'sex', type: 'select', dictCode: 'sex' },
  { label: '生日', value: 'birthday', type: 'date' },
  { label: '基本信息', value: 'info', children: [{ label: '年龄', value: 'age', type: 'integer' }] },
];

/** `null`: no save code (the route path keys the saved queries). */
function setup(saveCode: string | null = 'positionList') {
  const onSearch = vi.fn();
  const user = userEvent.setup();
  renderWithClient(<AdvancedQuery fields={fields} onSearch={onSearch} saveCode={saveCode ?? undefined} />);
  return { onSearch, user };
}

/**
 * In jsdom, tabster may leave the builder (and the page) aria-hidden after a nested dialog opened and closed;
 * these queries look through aria-hidden.
 */
const builder = () => screen.getByText('高级查询构造器').closest('[role="dialog"]') as HTMLElement;
const button = (name: string) => within(builder()).getByRole('button', { name, hidden: true });
const combo = (name: string) => within(builder()).getByRole('combobox', { name, hidden: true });
const inDialog = () => {
  const w = within(builder());
  return {
    getByRole: (role: ByRoleMatcher, options: ByRoleOptions = {}) => w.getByRole(role, { hidden: true, ...options }),
    getAllByRole: (role: ByRoleMatcher, options: ByRoleOptions = {}) =>
      w.getAllByRole(role, { hidden: true, ...options }),
    getByText: w.getByText,
    getByLabelText: w.getByLabelText,
  };
};
const openButton = () => screen.getByRole('button', { name: '高级查询', hidden: true });
/** Opens the builder; its code loads on first use (the first time in a test run that takes a while). */
async function openBuilder(user: ReturnType<typeof userEvent.setup>) {
  await user.click(openButton());
  await screen.findByText('高级查询构造器', {}, { timeout: 5000 });
}
const warnings = () => bed.notes.filter((n) => n.intent === 'warning').map((n) => n.message);
const decode = (params: { superQueryParams?: string }) =>
  JSON.parse(decodeURI(params.superQueryParams ?? '')) as unknown;

async function fillFirst(user: ReturnType<typeof userEvent.setup>, field: string, value: string) {
  await user.selectOptions(inDialog().getByRole('combobox', { name: '字段1' }), field);
  await user.type(inDialog().getByRole('textbox', { name: '值1' }), value);
}

describe('AdvancedQuery', () => {
  it('opens with one blank 等于 condition; the field list joins group labels with a dash', async () => {
    const { user } = setup();
    await openBuilder(user);
    expect(inDialog().getAllByRole('group', { name: /^条件/ })).toHaveLength(1);
    expect(inDialog().getByRole('combobox', { name: '规则1' })).toHaveValue('eq');
    expect(inDialog().getByRole('option', { name: '基本信息-年龄' })).toHaveValue('info,age');
    const match = inDialog().getByRole('combobox', { name: '匹配模式' });
    expect(
      within(match)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['AND（所有条件都要求匹配）', 'OR（条件中的任意一个匹配）']);
  });

  it('查询 with an empty condition warns 不能查询空条件', async () => {
    const { user, onSearch } = setup();
    await openBuilder(user);
    await user.click(inDialog().getByRole('button', { name: '查询' }));
    expect(warnings()).toEqual(['不能查询空条件']);
    await user.selectOptions(inDialog().getByRole('combobox', { name: '字段1' }), 'name');
    await user.click(inDialog().getByRole('button', { name: '查询' }));
    expect(warnings()).toEqual(['不能查询空条件', '不能查询空条件']);
    await user.click(inDialog().getByRole('button', { name: '删除条件1' }));
    expect(inDialog().getByText('没有任何查询条件')).toBeInTheDocument();
    await user.click(inDialog().getByRole('button', { name: '查询' }));
    expect(warnings()).toHaveLength(3);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('查询 emits the encoded conditions and the match type, marks the button active; 清空 in its tooltip resets', async () => {
    const { user, onSearch } = setup();
    await openBuilder(user);
    await fillFirst(user, 'name', '张三');
    await user.click(inDialog().getByRole('button', { name: '在条件1后增加' }));
    await user.selectOptions(inDialog().getByRole('combobox', { name: '字段2' }), 'sex');
    await user.selectOptions(inDialog().getByRole('combobox', { name: '值2' }), '2');
    await user.selectOptions(inDialog().getByRole('combobox', { name: '匹配模式' }), 'or');
    await user.click(inDialog().getByRole('button', { name: '查询' }));
    expect(onSearch).toHaveBeenCalledTimes(1);
    const params = onSearch.mock.calls[0]?.[0] as { superQueryParams?: string; superQueryMatchType?: string };
    expect(params.superQueryMatchType).toBe('or');
    expect(decode(params)).toEqual([
      { field: 'name', rule: 'eq', val: '张三', type: 'string' },
      { field: 'sex', rule: 'eq', val: '2', type: 'select', dictCode: 'sex' },
    ]);
    expect(builder()).toBeInTheDocument(); // stays open on wide screens

    await user.click(inDialog().getByRole('button', { name: '关闭' }));
    await user.hover(openButton());
    expect(await screen.findByText('已有高级查询条件生效')).toBeInTheDocument();
    await user.click(screen.getByText('清空'));
    expect(onSearch).toHaveBeenLastCalledWith({});
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: '清空高级查询', hidden: true })).not.toBeInTheDocument(),
    );
  });

  it('choosing a field resets its value and takes its type; leaving in keeps the first value', async () => {
    const { user, onSearch } = setup();
    await openBuilder(user);
    await fillFirst(user, 'name', 'a,b');
    await user.selectOptions(inDialog().getByRole('combobox', { name: '规则1' }), 'in');
    expect(inDialog().getByRole('textbox', { name: '值1' })).toHaveValue('a,b');
    await user.selectOptions(inDialog().getByRole('combobox', { name: '规则1' }), 'like');
    expect(inDialog().getByRole('textbox', { name: '值1' })).toHaveValue('a');
    await user.selectOptions(inDialog().getByRole('combobox', { name: '字段1' }), 'birthday');
    const date = await waitFor(() => inDialog().getByRole('combobox', { name: '值1' }));
    expect(date).toHaveAttribute('placeholder', '请选择日期');
    expect(date).toHaveValue('');
    await user.type(date, '2024-02-29');
    await user.tab();
    await user.click(inDialog().getByRole('button', { name: '查询' }));
    expect(decode(onSearch.mock.calls[0]?.[0] as object)).toEqual([
      { field: 'birthday', rule: 'like', val: '2024-02-29', type: 'date' },
    ]);
  });

  it('a table dictionary (dictTable, dictText, dictCode) and a user picker returning usernames', async () => {
    const asked: string[] = [];
    bed.server.use(
      http.get(api('/sys/dict/getDictItems/:code'), ({ params }) => {
        asked.push(decodeURIComponent(String(params.code)));
        return ok([
          { value: 'd1', text: '考务部' },
          { value: 'd2', text: '命题部' },
        ]);
      }),
      http.get(api('/sys/user/list'), () =>
        page([{ id: 'u9', username: 'wangqiang', realname: '王强', sex: 1, phone: '', orgCodeTxt: '考务部' }]),
      ),
    );
    const onSearch = vi.fn();
    const user = userEvent.setup();
    renderWithClient(
      <AdvancedQuery
        fields={[
          {
            label: '部门',
            value: 'depId',
            type: 'list',
            dictTable: 'sys_depart',
            dictText: 'depart_name',
            dictCode: 'id',
          },
          { label: '负责人', value: 'leader', type: 'sel_user' },
        ]}
        onSearch={onSearch}
        saveCode="tableDict"
      />,
    );
    await openBuilder(user);
    await user.selectOptions(inDialog().getByRole('combobox', { name: '字段1' }), 'depId');
    await waitFor(() => expect(asked).toContain('sys_depart,depart_name,id'));
    await user.selectOptions(await waitFor(() => inDialog().getByRole('combobox', { name: '值1' })), 'd2');
    await user.click(inDialog().getByRole('button', { name: '在条件1后增加' }));
    await user.selectOptions(inDialog().getByRole('combobox', { name: '字段2' }), 'leader');
    await user.click(inDialog().getByRole('button', { name: '选择用户' }));
    const picker = await screen.findByRole('dialog', { name: '选择用户' });
    await user.click(await within(picker).findByRole('cell', { name: 'wangqiang' }));
    await user.click(within(picker).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '选择用户' })).not.toBeInTheDocument());
    await user.click(inDialog().getByRole('button', { name: '查询' }));
    expect(decode(onSearch.mock.calls[0]?.[0] as object)).toEqual([
      {
        field: 'depId',
        rule: 'eq',
        val: 'd2',
        type: 'list',
        dictTable: 'sys_depart',
        dictText: 'depart_name',
        dictCode: 'id',
      },
      { field: 'leader', rule: 'eq', val: 'wangqiang', type: 'sel_user' },
    ]);
  });

  it('重置 clears the conditions, goes inactive and emits an empty query', async () => {
    const { user, onSearch } = setup();
    await openBuilder(user);
    await fillFirst(user, 'name', '张');
    await user.click(inDialog().getByRole('button', { name: '查询' }));
    expect(screen.getByRole('button', { name: '清空高级查询', hidden: true })).toBeInTheDocument();
    await user.click(inDialog().getByRole('button', { name: '重置' }));
    expect(onSearch).toHaveBeenLastCalledWith({});
    expect(inDialog().getByText('没有任何查询条件')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '清空高级查询', hidden: true })).not.toBeInTheDocument();
  });

  it('on phone widths the dialog closes after 查询', async () => {
    const restore = mockMatchMedia(true);
    try {
      const { user, onSearch } = setup();
      await openBuilder(user);
      await fillFirst(user, 'name', '张');
      await user.click(inDialog().getByRole('button', { name: '查询' }));
      expect(onSearch).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByText('高级查询构造器')).not.toBeInTheDocument());
    } finally {
      restore();
    }
  });
});

describe('AdvancedQuery saved queries', () => {
  const stored = (key = 'JSuperQuerySaved_positionList') => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;

  it('保存查询: 空条件不能保存, 保存名称不能为空, 保存成功 under JSuperQuerySaved_ + save code', async () => {
    const { user } = setup();
    await openBuilder(user);
    await user.click(button('保存查询'));
    expect(warnings()).toEqual(['空条件不能保存']);

    await fillFirst(user, 'name', '张');
    await user.click(button('保存查询'));
    const prompt = await screen.findByRole('alertdialog', { name: '请输入保存的名称' });
    await user.click(within(prompt).getByRole('button', { name: '确定' }));
    expect(within(prompt).getByText('保存名称不能为空')).toBeInTheDocument();
    await user.type(within(prompt).getByRole('textbox', { name: '保存名称' }), '姓张的');
    await user.click(within(prompt).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bed.notes).toContainEqual({ intent: 'success', message: '保存成功' }));
    expect(stored()).toEqual([
      { title: '姓张的', matchType: 'and', records: [{ field: 'name', rule: 'eq', val: '张', type: 'string' }] },
    ]);
    expect(button('姓张的')).toBeInTheDocument();
    // The builder is given back to screen readers once the prompt has closed.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const builder = screen.getByRole('dialog', { hidden: true });
    await waitFor(() => expect(builder.closest('[aria-hidden="true"]')).toBeNull(), { timeout: 3000 });
    expect(screen.getByRole('dialog')).toBe(builder);
  });

  it('an existing name asks `{name} 已存在，是否覆盖？`; a saved query loads; deleting asks 是否删除当前查询？', async () => {
    localStorage.setItem(
      'JSuperQuerySaved_positionList',
      JSON.stringify([
        {
          title: '女生',
          matchType: 'or',
          records: [{ field: 'sex', rule: 'eq', val: '2', type: 'select', dictCode: 'sex' }],
        },
      ]),
    );
    const { user, onSearch } = setup();
    await openBuilder(user);
    await user.click(button('女生'));
    expect(combo('匹配模式')).toHaveValue('or');
    expect(combo('字段1')).toHaveValue('sex');
    expect(combo('值1')).toHaveValue('2');

    await user.selectOptions(combo('值1'), '1');
    await user.click(button('保存查询'));
    const prompt = await screen.findByRole('alertdialog', { name: '请输入保存的名称' });
    await user.type(within(prompt).getByRole('textbox', { name: '保存名称' }), '女生');
    await user.click(within(prompt).getByRole('button', { name: '确定' }));
    const ask = await screen.findByRole('alertdialog', { name: '提示' });
    expect(ask).toHaveTextContent('女生 已存在，是否覆盖？');
    await user.click(within(ask).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(stored()).toEqual([
        {
          title: '女生',
          matchType: 'or',
          records: [{ field: 'sex', rule: 'eq', val: '1', type: 'select', dictCode: 'sex' }],
        },
      ]),
    );

    await user.click(button('删除查询 女生'));
    const del = await screen.findByRole('alertdialog', { name: '提示' });
    expect(del).toHaveTextContent('是否删除当前查询？');
    await user.click(within(del).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(stored()).toEqual([]));
    expect(within(builder()).queryByRole('button', { name: '女生', hidden: true })).not.toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('without a save code the key is the route path', async () => {
    window.history.pushState({}, '', '/isystem/user');
    const { user } = setup(null);
    await openBuilder(user);
    await fillFirst(user, 'name', '李');
    await user.click(button('保存查询'));
    const prompt = await screen.findByRole('alertdialog', { name: '请输入保存的名称' });
    await user.type(within(prompt).getByRole('textbox', { name: '保存名称' }), '李');
    await user.click(within(prompt).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(stored('JSuperQuerySaved_/isystem/user')).toHaveLength(1));
    window.history.pushState({}, '', '/');
  });
});
