import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GridColumn, GridRow } from '@/components/widgets/editable-grid';
import { setStored, STORAGE_KEYS } from '@/lib/storage';
import { useApiTestBed } from '../lib/api-client-helpers';
import { restored, serveGet } from '../widgets/picker-helpers';
import { useDialogLayout } from '../widgets/test-utils';
import { cell, renderGrid, theGrid } from './grid-helpers';

const bed = useApiTestBed();
useDialogLayout();
beforeEach(() =>
  setStored(STORAGE_KEYS.dicts, {
    priority: [
      { value: 'L', text: '一般' },
      { value: 'M', text: '重要' },
      { value: 'H', text: '紧急' },
    ],
  }),
);

const one = (column: GridColumn, row: GridRow = {}) =>
  renderGrid({ columns: [column], dataSource: [{ id: 'r', ...row }] });
const valueOf = (handle: () => { getValues: () => GridRow[] }, key: string) => handle().getValues()[0]![key];

describe('text cells', () => {
  it('input: a plain view; the editor mounts on click; the value is kept on blur', async () => {
    const user = userEvent.setup();
    const { handle } = one({ key: 'name', title: '名称', type: 'input' }, { name: '高数' });
    expect(within(cell('r', 'name')).queryByRole('textbox')).toBeNull();
    await user.click(cell('r', 'name'));
    await user.type(within(cell('r', 'name')).getByRole('textbox', { name: '名称' }), '一');
    await user.click(document.body);
    expect(valueOf(handle, 'name')).toBe('高数一');
    expect(within(cell('r', 'name')).queryByRole('textbox')).toBeNull();
  });

  it('inputNumber: invalid keystrokes are reverted; on blur a number, or empty when invalid', async () => {
    const user = userEvent.setup();
    const { handle } = one({ key: 'score', title: '分值', type: 'inputNumber' }, { score: '' });
    await user.click(cell('r', 'score'));
    const box = within(cell('r', 'score')).getByRole('textbox', { name: '分值' });
    await user.type(box, '-1a2.3.4x');
    expect(box).toHaveValue('-12.34');
    await user.click(document.body);
    expect(valueOf(handle, 'score')).toBe(-12.34);
    await user.click(cell('r', 'score'));
    await user.clear(within(cell('r', 'score')).getByRole('textbox'));
    await user.keyboard('-');
    await user.keyboard('{Enter}');
    expect(valueOf(handle, 'score')).toBe('');
    await user.keyboard('{Enter}12.{Tab}');
    expect(valueOf(handle, 'score')).toBe(12);
  });

  it('textarea: a text box in a pop-up outside the row; Shift+Enter starts a line, Enter keeps the text, Escape restores', async () => {
    const user = userEvent.setup();
    const { handle } = one({ key: 'content', title: '题干', type: 'textarea' }, { content: '第一行' });
    await user.click(cell('r', 'content'));
    const box = await screen.findByRole('textbox', { name: '题干' });
    expect(box.tagName).toBe('TEXTAREA');
    // in a portal above the grid: the row does not clip it
    expect(cell('r', 'content').contains(box)).toBe(false);
    expect(box.closest('[data-portal-node]')).not.toBeNull();
    await waitFor(() => expect(box).toHaveFocus());
    await user.keyboard('{Shift>}{Enter}{/Shift}第二行{Enter}');
    expect(valueOf(handle, 'content')).toBe('第一行\n第二行');
    expect(screen.queryByRole('textbox', { name: '题干' })).toBeNull();
    await user.click(cell('r', 'content'));
    await user.type(await screen.findByRole('textbox', { name: '题干' }), '多余');
    await user.keyboard('{Escape}');
    expect(valueOf(handle, 'content')).toBe('第一行\n第二行');
  });

  it('textarea: a click on the next cell while the stem is edited edits that cell, not the stem', async () => {
    const user = userEvent.setup();
    const { handle } = renderGrid({
      columns: [
        { key: 'content', title: '题干', type: 'textarea', width: 240 },
        { key: 'optionA', title: '选项A', type: 'input', width: 120 },
      ],
      dataSource: [{ id: 'r', content: '题干', optionA: '' }],
    });
    await user.click(cell('r', 'content'));
    await user.type(await screen.findByRole('textbox', { name: '题干' }), '一');
    await user.click(cell('r', 'optionA'));
    expect(screen.queryByRole('textbox', { name: '题干' })).toBeNull();
    await user.keyboard('甲');
    expect(handle().getValues()[0]).toMatchObject({ content: '题干一', optionA: '甲' });
  });

  it('input_pop: a one-line input with a pop-up text box for longer text', async () => {
    const user = userEvent.setup();
    const { handle } = one({ key: 'brief', title: '简述', type: 'input_pop' }, { brief: '' });
    await user.click(cell('r', 'brief'));
    await user.keyboard('短');
    await user.click(within(cell('r', 'brief')).getByRole('button', { name: '展开输入' }));
    const pop = screen.getAllByRole('textbox', { name: '简述' }).find((b) => b.tagName === 'TEXTAREA')!;
    await user.type(pop, '长');
    expect(valueOf(handle, 'brief')).toBe('短长');
  });

  it('tags: a semicolon after every 2 characters, typed ones stripped; shown as tags', async () => {
    const user = userEvent.setup();
    const { handle } = one({ key: 'tags', title: '关键词', type: 'tags' }, { tags: '' });
    await user.click(cell('r', 'tags'));
    await user.keyboard('ab;cde');
    expect(within(cell('r', 'tags')).getByRole('textbox')).toHaveValue('ab;cd;e');
    await user.keyboard('{Enter}');
    expect(valueOf(handle, 'tags')).toBe('ab;cd;e');
    expect(within(cell('r', 'tags')).getByText('cd')).toBeInTheDocument();
  });

  it('normal, progress and hidden: read only; hidden is not drawn but kept, and set on new rows', () => {
    const { handle } = renderGrid({
      columns: [
        { key: 'remark', title: '备注', type: 'normal' },
        { key: 'done', title: '完成度', type: 'progress' },
        { key: 'code', title: '编号', type: 'hidden', defaultValue: 'NEW' },
      ],
      dataSource: [{ id: 'r', remark: '说明', done: 40, code: 'TM-1' }],
    });
    expect(cell('r', 'remark')).toHaveAttribute('aria-readonly', 'true');
    expect(within(cell('r', 'done')).getByRole('progressbar', { name: '完成度' })).toBeInTheDocument();
    expect(cell('r', 'done')).toHaveTextContent('40%');
    expect(screen.queryByRole('columnheader', { name: '编号' })).toBeNull();
    act(() => void handle().addRows());
    expect(handle().getValues()).toEqual([{ id: 'r', remark: '说明', done: 40, code: 'TM-1' }, { code: 'NEW' }]);
  });

  it("slot: the grid's renderer, which may set the value", async () => {
    const user = userEvent.setup();
    const { handle } = renderGrid({
      columns: [{ key: 'n', title: '次数', type: 'slot', slotName: 'counter' }],
      dataSource: [{ id: 'r', n: 1 }],
      slots: {
        counter: ({ value, setValue }) => (
          <button type="button" onClick={() => setValue(Number(value) + 1)}>
            第{String(value)}次
          </button>
        ),
      },
    });
    await user.click(within(cell('r', 'n')).getByRole('button', { name: '第1次' }));
    expect(valueOf(handle, 'n')).toBe(2);
    expect(within(cell('r', 'n')).getByRole('button', { name: '第2次' })).toBeInTheDocument();
  });
});

describe('choice cells', () => {
  it('select: options and the dictionary merged; the text shown; a native select edits', async () => {
    const user = userEvent.setup();
    const { handle } = one(
      { key: 'p', title: '优先级', type: 'select', dictCode: 'priority', options: [{ value: 'X', text: '特急' }] },
      { p: 'M' },
    );
    expect(cell('r', 'p')).toHaveTextContent('重要');
    await user.click(cell('r', 'p'));
    const select = within(cell('r', 'p')).getByRole('combobox', { name: '优先级' });
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.text)).toEqual([
      '请选择',
      '特急',
      '一般',
      '重要',
      '紧急',
    ]);
    await user.selectOptions(select, 'X');
    await user.keyboard('{Enter}');
    expect(valueOf(handle, 'p')).toBe('X');
    expect(cell('r', 'p')).toHaveTextContent('特急');
  });

  it('select-search / sel_search: typed text filters the choices', async () => {
    const user = userEvent.setup();
    const subjects = [
      { value: 'math', text: '高等数学' },
      { value: 'en', text: '大学英语' },
    ];
    for (const type of ['select-search', 'sel_search'] as const) {
      const { handle, unmount } = one({ key: 's', title: '学科', type, options: subjects }, { s: '' });
      await user.click(cell('r', 's'));
      await user.type(within(cell('r', 's')).getByRole('combobox', { name: '学科' }), '英');
      // filtered 300 ms after the last keystroke (the select search debounce)
      expect(screen.getAllByRole('option')).toHaveLength(2);
      await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['大学英语']));
      await user.click(screen.getByRole('option', { name: '大学英语' }));
      expect(valueOf(handle, 's')).toBe('en');
      unmount();
    }
  });

  it('select-multiple / list_multi: several choices, comma-joined', async () => {
    const user = userEvent.setup();
    const options = [
      { value: 'a', text: '识记' },
      { value: 'b', text: '理解' },
      { value: 'c', text: '应用' },
    ];
    for (const type of ['select-multiple', 'list_multi'] as const) {
      const { handle, unmount } = one({ key: 'm', title: '能力', type, options }, { m: 'a' });
      expect(cell('r', 'm')).toHaveTextContent('识记');
      await user.click(cell('r', 'm'));
      await user.click(within(cell('r', 'm')).getByRole('combobox', { name: '能力' }));
      await user.click(screen.getByRole('menuitemcheckbox', { name: '应用' })); // multiselect options
      expect(valueOf(handle, 'm')).toBe('a,c');
      unmount();
    }
  });

  it('radio: one choice of the dictionary', async () => {
    const user = userEvent.setup();
    const { handle } = one({ key: 'p', title: '紧急程度', type: 'radio', dictCode: 'priority' }, { p: 'L' });
    expect(cell('r', 'p')).toHaveTextContent('一般');
    await user.click(cell('r', 'p'));
    await user.click(within(cell('r', 'p')).getByRole('radio', { name: '紧急' }));
    expect(valueOf(handle, 'p')).toBe('H');
  });

  it('checkbox: always shown; customValue Y / N; a click or Space on the cell toggles', async () => {
    const user = userEvent.setup();
    const { handle } = one({ key: 'must', title: '必答', type: 'checkbox', customValue: ['Y', 'N'] }, { must: 'N' });
    const box = within(cell('r', 'must')).getByRole('checkbox', { name: '必答' });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(valueOf(handle, 'must')).toBe('Y');
    cell('r', 'must').focus();
    await user.keyboard(' ');
    expect(valueOf(handle, 'must')).toBe('N');
    expect(box).not.toBeChecked();
  });

  it('checkbox_meta: a checkbox per choice, the value comma-joined in the choices’ order', async () => {
    const user = userEvent.setup();
    const { handle } = one(
      {
        key: 'lv',
        title: '层次',
        type: 'checkbox_meta',
        options: [
          { value: 'b', text: '本科' },
          { value: 'm', text: '硕士' },
          { value: 'd', text: '博士' },
        ],
      },
      { lv: 'd' },
    );
    expect(cell('r', 'lv')).toHaveTextContent('博士');
    await user.click(cell('r', 'lv'));
    await user.click(within(cell('r', 'lv')).getByRole('checkbox', { name: '本科' }));
    expect(valueOf(handle, 'lv')).toBe('b,d');
  });

  it('select-dict-search: the dictionary searched as one types', async () => {
    const user = userEvent.setup();
    const { handle } = one({ key: 'p', title: '级别', type: 'select-dict-search', dictCode: 'priority' }, { p: '' });
    await user.click(cell('r', 'p'));
    await user.type(within(cell('r', 'p')).getByRole('combobox', { name: '级别' }), '紧');
    await user.click(screen.getByRole('option', { name: '紧急' }));
    expect(valueOf(handle, 'p')).toBe('H');
  });

  it('sel_search_async (and select-dict-search with async): the table dictionary on the server', async () => {
    const dict = 'sys_user,realname,username';
    serveGet(bed.server, `/sys/dict/loadDictItem/${dict}`, (p) => (p.get('key') === 'zhangsan' ? ['张三'] : ['李四']));
    serveGet(bed.server, `/sys/dict/loadDict/${dict}`, () => [{ value: 'lisi', text: '李四' }]);
    const user = userEvent.setup();
    const { handle } = renderGrid({
      columns: [
        { key: 'u', title: '审题人', type: 'sel_search_async', dict },
        { key: 'v', title: '复核人', type: 'select-dict-search', async: true, dict },
      ],
      dataSource: [{ id: 'r', u: 'zhangsan', v: '' }],
    });
    await waitFor(() => expect(cell('r', 'u')).toHaveTextContent('张三'));
    await user.click(cell('r', 'v'));
    await user.type(within(cell('r', 'v')).getByRole('combobox', { name: '复核人' }), '李');
    await user.click(await screen.findByRole('option', { name: '李四' }, { timeout: 3000 }));
    expect(valueOf(handle, 'v')).toBe('lisi');
  });
});

/** Typed text as the date field tests type it (Fluent's date picker reads it on blur). */
async function typeInto(input: HTMLElement, text: string) {
  await act(async () => {
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: text } });
    fireEvent.input(input, { target: { value: text } });
    fireEvent.blur(input);
  });
}

describe('date cells', () => {
  it('date: shown in the column format; the widget kit’s date field edits', async () => {
    const user = userEvent.setup();
    const { handle } = one(
      { key: 'd', title: '考试日期', type: 'date', format: 'YYYY年MM月DD日' },
      { d: '2026-06-20' },
    );
    expect(cell('r', 'd')).toHaveTextContent('2026年06月20日');
    await user.click(cell('r', 'd'));
    const input = await within(cell('r', 'd')).findByRole('combobox', { name: '考试日期' });
    await typeInto(input, '2026-07-01');
    await waitFor(() => expect(valueOf(handle, 'd')).toBe('2026-07-01'));
  });

  it('datetime: a day and a time', async () => {
    const user = userEvent.setup();
    const { handle } = one({ key: 't', title: '开考', type: 'datetime' }, { t: '2026-06-20 09:00:00' });
    expect(cell('r', 't')).toHaveTextContent('2026-06-20 09:00:00');
    expect(cell('r', 't')).toHaveStyle({ width: '200px' });
    await user.click(cell('r', 't'));
    const day = await within(cell('r', 't')).findByRole('combobox', { name: '开考 日期' });
    await typeInto(day, '2026-06-21');
    await waitFor(() => expect(valueOf(handle, 't')).toBe('2026-06-21 09:00:00'));
  });
});

describe('picker cells (loaded with the first one)', () => {
  it('sel_user and sel_depart show names; the pickers edit', async () => {
    serveGet(bed.server, '/sys/user/list', (p) =>
      restored(
        [
          { id: 'u1', realname: '王芳' },
          { id: 'u2', realname: '李强' },
        ],
        p,
        'id',
      ),
    );
    serveGet(bed.server, '/sys/sysDepart/queryTreeList', () => [{ id: 'd1', departName: '教务处' }]);
    const user = userEvent.setup();
    renderGrid({
      columns: [
        { key: 'user', title: '命题人', type: 'sel_user' },
        { key: 'depart', title: '部门', type: 'sel_depart' },
      ],
      dataSource: [{ id: 'r', user: 'u1,u2', depart: 'd1' }],
    });
    await waitFor(() => expect(cell('r', 'user')).toHaveTextContent('王芳,李强'));
    await waitFor(() => expect(cell('r', 'depart')).toHaveTextContent('教务处'));
    expect(cell('r', 'user')).toHaveStyle({ width: '220px' });
    expect(cell('r', 'depart')).toHaveStyle({ width: '190px' });
    await user.click(cell('r', 'user'));
    expect(await within(cell('r', 'user')).findByRole('button', { name: '选择命题人' })).toBeInTheDocument();
  });

  it("popup: its opener's chosen row fills the row's target fields", async () => {
    const user = userEvent.setup();
    const openPopup = vi.fn(async () => [{ realname: '赵敏', phone: '13700001111' }]);
    const { handle } = renderGrid({
      columns: [
        {
          key: 'contact',
          title: '联系人',
          type: 'popup',
          popupCode: 'link_user',
          orgFields: 'realname,phone',
          destFields: 'contact,phone',
          openPopup,
        },
        { key: 'phone', title: '电话', type: 'input' },
      ],
      dataSource: [{ id: 'r', contact: '', phone: '' }],
    });
    await user.click(cell('r', 'contact'));
    const field = await within(cell('r', 'contact')).findByRole('textbox', { name: '联系人' });
    await user.click(field);
    await waitFor(() => expect(handle().getValues()[0]).toMatchObject({ contact: '赵敏', phone: '13700001111' }));
    expect(openPopup).toHaveBeenCalledWith(expect.objectContaining({ row: expect.objectContaining({ id: 'r' }) }));
  });
});

describe('file cells (loaded with the first one)', () => {
  it('upload / file: names cut to 5 characters; allowRemove clears; allowDownload: false shows plain names', async () => {
    const user = userEvent.setup();
    const { handle } = renderGrid({
      columns: [
        { key: 'a', title: '附件', type: 'upload' },
        { key: 'f', title: '资料', type: 'file' },
        { key: 'g', title: '只读资料', type: 'file', allowDownload: false, allowRemove: false },
      ],
      dataSource: [{ id: 'r', a: 'temp/考试大纲2026.pdf', f: 'temp/参考答案汇编.docx', g: 'temp/内部资料说明.txt' }],
    });
    expect(await within(cell('r', 'a')).findByRole('button', { name: '下载 考试大纲2026.pdf' })).toHaveTextContent(
      '考试大纲2…',
    );
    expect(await within(cell('r', 'g')).findByText('内部资料说…')).toBeInTheDocument();
    expect(within(cell('r', 'g')).queryByRole('button')).toBeNull();
    await user.click(await within(cell('r', 'f')).findByRole('button', { name: '删除资料' }));
    expect(valueOf(handle, 'f')).toBe('');
  });

  it('file: editing opens the file pop-up; 取消 leaves the value', async () => {
    const user = userEvent.setup();
    const { handle } = one({ key: 'f', title: '资料', type: 'file' }, { f: 'temp/a.txt' });
    await within(cell('r', 'f')).findByRole('button', { name: '下载 a.txt' });
    cell('r', 'f').focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '资料' });
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(valueOf(handle, 'f')).toBe('temp/a.txt');
  });

  it('image: a thumbnail; editing opens the image upload in a dialog', async () => {
    const user = userEvent.setup();
    one({ key: 'img', title: '配图', type: 'image' }, { img: 'temp/pic.png' });
    expect(await within(cell('r', 'img')).findByRole('img', { name: 'pic.png' })).toBeInTheDocument();
    cell('r', 'img').focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '配图' });
    expect(await within(dialog).findByRole('img', { name: 'pic.png' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(theGrid()).toBeInTheDocument();
  });
});
