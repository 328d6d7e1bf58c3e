import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { EntityFormDialogProps } from '@/components/crud';
import { EntityFormDialog } from '@/components/crud/forms';
import type { EntityDef } from '@/domain/entities/entity-types';
import { setStored, STORAGE_KEYS } from '@/lib/storage';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { renderWithClient, useDialogLayout } from '../widgets/test-utils';
import { positionDef, storeRankDict } from './list-fixtures';

const bed = useApiTestBed();
useDialogLayout();
beforeEach(storeRankDict);

function renderForm(props: Partial<EntityFormDialogProps> = {}) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const view = renderWithClient(
    <EntityFormDialog
      entity={positionDef}
      mode="add"
      open
      addUrl="/sys/position/add"
      editUrl="/sys/position/edit"
      onClose={onClose}
      onSaved={onSaved}
      {...props}
    />,
  );
  return { ...view, onClose, onSaved };
}

const dialog = () => screen.getByRole('dialog');
const textbox = (name: string) => within(dialog()).getByRole('textbox', { name });

function captureWrite(
  method: 'post' | 'put',
  path: string,
  answer: object = { success: true, code: 200, message: '添加成功！' },
) {
  const bodies: Record<string, unknown>[] = [];
  bed.server.use(
    http[method](api(path), async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ result: null, ...answer });
    }),
  );
  return bodies;
}

function serveDuplicateCheck(taken: string[]) {
  const asked: URL[] = [];
  bed.server.use(
    http.get(api('/sys/duplicate/check'), ({ request }) => {
      const url = new URL(request.url);
      asked.push(url);
      const free = !taken.includes(url.searchParams.get('fieldVal') ?? '');
      return HttpResponse.json(
        free
          ? { success: true, code: 200, message: '该值可用！', result: '该值可用！' }
          : { success: false, code: 500, message: '该值不可用，系统中已存在！', result: null },
      );
    }),
  );
  return asked;
}

describe('EntityFormDialog', () => {
  it('新增: every field labelled; submit validates with their Chinese messages, then POSTs and closes', async () => {
    const bodies = captureWrite('post', '/sys/position/add');
    serveDuplicateCheck([]);
    const user = userEvent.setup();
    const { onSaved, onClose } = renderForm();
    expect(within(dialog()).getByText('新增')).toBeInTheDocument();
    expect(within(dialog()).queryByLabelText('创建时间')).not.toBeInTheDocument(); // read-only
    await user.click(within(dialog()).getByRole('button', { name: '确定' }));
    expect(await within(dialog()).findByText('请输入职务名称!')).toBeInTheDocument();
    expect(within(dialog()).getByText('请输入职务编码!')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.type(textbox('职务名称'), '教务主任');
    expect(within(dialog()).queryByText('请输入职务名称!')).not.toBeInTheDocument();
    await user.type(textbox('职务编码'), 'JW01');
    await user.selectOptions(within(dialog()).getByRole('combobox', { name: '职级' }), '3');
    await user.click(within(dialog()).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodies).toEqual([{ name: '教务主任', code: 'JW01', postRank: '3' }]));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSaved).toHaveBeenCalled();
    expect(bed.notes).toContainEqual({ intent: 'success', message: '添加成功！' });
  });

  it('checks a field on blur: 最大长度N位字符', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(textbox('职务名称'), '一'.repeat(21));
    await user.tab();
    expect(await within(dialog()).findByText('最大长度20位字符')).toBeInTheDocument();
  });

  it('duplicate check on blur sends table, field, value and record id, and shows the server message', async () => {
    const asked = serveDuplicateCheck(['C01']);
    const user = userEvent.setup();
    renderForm({ mode: 'edit', record: { id: 'p9', name: '科员', code: 'C09', postRank: '1' } });
    await user.clear(textbox('职务编码'));
    await user.type(textbox('职务编码'), 'C01');
    await user.tab();
    expect(await within(dialog()).findByText('该值不可用，系统中已存在！')).toBeInTheDocument();
    const params = Object.fromEntries(asked[0]?.searchParams ?? []);
    expect(params).toMatchObject({ tableName: 'sys_position', fieldName: 'code', fieldVal: 'C01', dataId: 'p9' });
  });

  it('编辑 PUTs the record id with the edited values; a duplicate blocks the save', async () => {
    serveDuplicateCheck(['C01']);
    const bodies = captureWrite('put', '/sys/position/edit', { success: true, code: 200, message: '编辑成功!' });
    const user = userEvent.setup();
    renderForm({
      mode: 'edit',
      record: { id: 'p9', name: '科员', code: 'C09', postRank: '1', postRank_dictText: '员级' },
    });
    expect(within(dialog()).getByText('编辑')).toBeInTheDocument();
    expect(textbox('职务名称')).toHaveValue('科员');
    await user.clear(textbox('职务编码'));
    await user.type(textbox('职务编码'), 'C01');
    await user.click(within(dialog()).getByRole('button', { name: '确定' }));
    expect(await within(dialog()).findByText('该值不可用，系统中已存在！')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await user.clear(textbox('职务编码'));
    await user.type(textbox('职务编码'), 'C10');
    await user.click(within(dialog()).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodies).toEqual([{ id: 'p9', name: '科员', code: 'C10', postRank: '1' }]));
  });

  it('a failed save keeps everything typed and shows the server message', async () => {
    serveDuplicateCheck([]);
    captureWrite('post', '/sys/position/add', { success: false, code: 500, message: '操作失败，职务编码重复' });
    const user = userEvent.setup();
    const { onClose } = renderForm();
    await user.type(textbox('职务名称'), '教务主任');
    await user.type(textbox('职务编码'), 'JW01');
    await user.click(within(dialog()).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bed.notes).toContainEqual({ intent: 'warning', message: '操作失败，职务编码重复' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(textbox('职务名称')).toHaveValue('教务主任');
    expect(textbox('职务编码')).toHaveValue('JW01');
  });

  it('详情: read-only fields and a disabled submit', () => {
    renderForm({ mode: 'detail', record: { id: 'p1', name: '科员', code: 'C01', postRank: '2' } });
    expect(within(dialog()).getByText('详情')).toBeInTheDocument();
    expect(textbox('职务名称')).toBeDisabled();
    expect(within(dialog()).getByRole('combobox', { name: '职级' })).toBeDisabled();
    expect(within(dialog()).getByRole('button', { name: '确定' })).toBeDisabled();
  });

  it('toggles fullscreen (全屏 / 退出全屏)', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(within(dialog()).getByRole('button', { name: '全屏' }));
    expect(within(dialog()).getByRole('button', { name: '退出全屏' })).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: '退出全屏' }));
    expect(within(dialog()).getByRole('button', { name: '全屏' })).toBeInTheDocument();
  });
});

describe('EntityFormDialog field types', () => {
  const kitchen: EntityDef = {
    name: 'sample',
    title: '样例',
    table: 'sample',
    apiPath: '/sample',
    permissionPrefix: 'sample',
    fields: [
      { name: 'mobile', label: '手机', type: 'string', rules: ['mobile'] },
      { name: 'secret', label: '密码', type: 'password', required: true, writeOnly: true },
      { name: 'memo', label: '备注', type: 'textarea' },
      { name: 'score', label: '分数', type: 'number' },
      { name: 'sex', label: '性别', type: 'radio', dictCode: 'sex' },
      { name: 'tags', label: '标签', type: 'checkbox', dictCode: 'tag', max: 1 },
      { name: 'day', label: '日期', type: 'date' },
      { name: 'at', label: '时间点', type: 'datetime' },
      { name: 'clock', label: '时刻', type: 'time' },
      { name: 'on', label: '启用', type: 'switch' },
      { name: 'checked', label: '代码', type: 'string', checkRule: 'code_rule' },
    ],
  };

  it('renders each type and sends JeecgBoot’s formats', async () => {
    setStored(STORAGE_KEYS.dicts, {
      sex: [
        { value: '1', text: '男' },
        { value: '2', text: '女' },
      ],
      tag: [
        { value: 'a', text: '甲' },
        { value: 'b', text: '乙' },
      ],
    });
    const ruleAsked: URL[] = [];
    bed.server.use(
      http.get(api('/sys/checkRule/checkByCode'), ({ request }) => {
        ruleAsked.push(new URL(request.url));
        return HttpResponse.json({ success: false, code: 500, message: '需以字母开头', result: null });
      }),
    );
    const bodies = captureWrite('post', '/sample/add');
    const user = userEvent.setup();
    renderForm({ entity: kitchen, addUrl: '/sample/add' });
    const d = dialog();
    expect(within(d).getByLabelText(/密码/)).toHaveAttribute('type', 'password');
    await user.click(within(d).getByRole('button', { name: '确定' }));
    expect(await within(d).findByText('请输入手机号')).toBeInTheDocument();
    expect(within(d).getByText('请输入密码!')).toBeInTheDocument();

    await user.type(textbox('手机'), '19912345678');
    await user.tab();
    expect(await within(d).findByText('请输入正确手机号')).toBeInTheDocument();
    await user.clear(textbox('手机'));
    await user.type(textbox('手机'), '13912345678');
    await user.type(within(d).getByLabelText(/密码/), 'secret1');
    await user.type(textbox('备注'), '第一行');
    await user.type(within(d).getByRole('spinbutton', { name: '分数' }), '98.5');
    await user.click(within(d).getByRole('radio', { name: '女' }));
    await user.click(within(d).getByRole('checkbox', { name: '甲' }));
    await user.click(within(d).getByRole('checkbox', { name: '乙' }));
    await user.tab();
    expect(await within(d).findByText('最多选择1项')).toBeInTheDocument();
    await user.click(within(d).getByRole('checkbox', { name: '乙' }));
    await user.type(await within(d).findByRole('combobox', { name: '日期' }), '2024-05-01');
    await user.tab();
    await user.type(within(d).getByRole('combobox', { name: '时间点' }), '2024-05-01');
    await user.tab();
    const atTime = within(d).getByRole('combobox', { name: '时间' });
    expect(atTime).toHaveValue('00:00:00'); // a day alone starts at midnight
    await user.clear(atTime);
    await user.type(atTime, '10:20:30');
    await user.tab();
    await user.type(within(d).getByRole('combobox', { name: '时刻' }), '8:30');
    await user.tab();
    await user.click(within(d).getByRole('switch', { name: /启用/ }));
    await user.type(textbox('代码'), '1ab');
    await user.tab();
    expect(await within(d).findByText('需以字母开头')).toBeInTheDocument();
    expect(ruleAsked[0]?.searchParams.get('ruleCode')).toBe('code_rule');
    expect(ruleAsked[0]?.searchParams.get('value')).toBe('1ab');

    bed.server.use(
      http.get(api('/sys/checkRule/checkByCode'), () => HttpResponse.json({ success: true, code: 200, message: '' })),
    );
    await user.clear(textbox('代码'));
    await user.type(textbox('代码'), 'a1');
    await user.click(within(d).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          mobile: '13912345678',
          secret: 'secret1',
          memo: '第一行',
          score: 98.5,
          sex: '2',
          tags: 'a',
          day: '2024-05-01',
          at: '2024-05-01 10:20:30',
          clock: '08:30:00',
          on: 'Y',
          checked: 'a1',
        },
      ]),
    );
  });
});
