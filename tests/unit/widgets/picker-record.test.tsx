import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EntityDef } from '@/domain/entities/entity-types';
import type { EntityRecord } from '@/components/crud/entity-list-api';
import { RecordPicker } from '@/components/widgets/record-picker';
import { useApiTestBed } from '../lib/api-client-helpers';
import { pageOf, restored, serveGet } from './picker-helpers';
import { renderWithClient, useDialogLayout } from './test-utils';

const bed = useApiTestBed();
useDialogLayout();

/** A business entity as a later issue defines it (link users of an institution). */
const LINK_USER: EntityDef = {
  name: 'linkUser',
  title: '联系人',
  table: 'cpc_link_user',
  apiPath: '/linkUser/cpcLinkUserV',
  permissionPrefix: 'linkUser',
  fields: [
    { name: 'realname', label: '姓名', type: 'string', list: true, search: 'like' },
    { name: 'username', label: '账号', type: 'string', list: true },
    { name: 'remark', label: '备注', type: 'string', list: true },
  ],
};
const LIST_URL = '/linkUser/cpcLinkUserV/queryLinkUsersList';

const PEOPLE = Array.from({ length: 30 }, (_, i) => ({
  id: `p${i + 1}`,
  realname: `联系人${i + 1}`,
  username: `user${i + 1}`,
  remark: i === 0 ? '一二三四五六七八九十壹贰叁肆' : '短备注',
}));

function serveList() {
  return serveGet(bed.server, LIST_URL, (p) =>
    p.get('id')?.endsWith(',') ? restored(PEOPLE, p, 'id') : pageOf(PEOPLE, p),
  );
}

function Host(props: {
  value?: string;
  multiple?: boolean;
  onChange?: (value: string, records: EntityRecord[]) => void;
}) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <RecordPicker
      entity={LINK_USER}
      listUrl={LIST_URL}
      textKey="realname"
      label="联系人"
      multiple={props.multiple}
      value={value}
      onChange={(next, records) => {
        setValue(next);
        props.onChange?.(next, records);
      }}
    />
  );
}

const openPicker = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: '选择联系人' }));
  const dialog = await screen.findByRole('dialog', { name: '选择联系人' });
  await within(dialog).findByRole('cell', { name: 'user1' });
  return dialog;
};

describe('RecordPicker (the business-record picker)', () => {
  it('is a 900 px dialog listing 5 a page (5, 10, 20, 30) with a page-number box', async () => {
    const asked = serveList();
    const user = userEvent.setup();
    renderWithClient(<Host />);
    const dialog = await openPicker(user);
    expect(dialog).toHaveStyle({ width: '900px' });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ pageNo: '1', pageSize: '5', column: 'createTime', order: 'desc' });
    const size = within(dialog).getByRole('combobox', { name: '每页条数' });
    expect([...(size as HTMLSelectElement).options].map((o) => o.value)).toEqual(['5', '10', '20', '30']);

    await user.selectOptions(size, '10');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ pageNo: '1', pageSize: '10' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: '跳至页码' }), '3{Enter}');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ pageNo: '3', pageSize: '10' }));
    expect(await within(dialog).findByText('联系人21')).toBeInTheDocument();
  });

  it('searches with the query form', async () => {
    const asked = serveList();
    const user = userEvent.setup();
    renderWithClient(<Host />);
    const dialog = await openPicker(user);
    await user.type(within(dialog).getByRole('textbox', { name: '姓名' }), '联系人2');
    await user.click(within(dialog).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ realname: '*联系人2*', pageNo: '1', pageSize: '5' }));
  });

  it('cuts cells at 12 characters with an ellipsis, the whole text on hover', async () => {
    serveList();
    const user = userEvent.setup();
    renderWithClient(<Host />);
    const dialog = await openPicker(user);
    const cut = within(dialog).getByText('一二三四五六七八九十壹贰...');
    expect(within(dialog).queryByText('一二三四五六七八九十壹贰叁肆')).not.toBeInTheDocument();
    await user.hover(cut);
    expect(await screen.findByText('一二三四五六七八九十壹贰叁肆')).toBeInTheDocument();
    expect(within(dialog).getAllByText('短备注')[0]).toBeInTheDocument();
  });

  it('single mode: a second row replaces the first; 确定 gives its id and record, its name as a chip', async () => {
    serveList();
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithClient(<Host onChange={onChange} />);
    const dialog = await openPicker(user);
    await user.click(within(dialog).getByRole('radio', { name: '选择 联系人1' }));
    await user.click(within(dialog).getByRole('radio', { name: '选择 联系人2' }));
    expect(within(dialog).getByRole('radio', { name: '选择 联系人1' })).not.toBeChecked();
    expect(within(dialog).queryByRole('checkbox', { name: '全选本页' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onChange).toHaveBeenCalledWith('p2', [expect.objectContaining({ id: 'p2', realname: '联系人2' })]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: '移除 联系人2' })).toBeInTheDocument();
  });

  it('multiple mode keeps every row checked, across pages', async () => {
    serveList();
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithClient(<Host multiple onChange={onChange} />);
    const dialog = await openPicker(user);
    await user.click(within(dialog).getByRole('checkbox', { name: '选择 联系人1' }));
    await user.click(within(dialog).getByRole('button', { name: '第2页' }));
    await user.click(await within(dialog).findByRole('checkbox', { name: '选择 联系人6' }));
    const chosen = within(dialog).getByRole('table', { name: '已选联系人' });
    expect(
      within(chosen)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['删除 联系人1', '删除 联系人6']);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onChange).toHaveBeenLastCalledWith('p1,p6', [
      expect.objectContaining({ id: 'p1' }),
      expect.objectContaining({ id: 'p6' }),
    ]);
  });

  it('a row click toggles it (multiple) or replaces the choice (single); the chosen table deletes', async () => {
    serveList();
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithClient(<Host multiple onChange={onChange} />);
    const dialog = await openPicker(user);
    await user.click(within(dialog).getByRole('cell', { name: 'user1' }));
    await user.click(within(dialog).getByRole('cell', { name: 'user2' }));
    await user.click(within(dialog).getByRole('cell', { name: 'user3' }));
    await user.click(within(dialog).getByRole('cell', { name: 'user2' }));
    expect(within(dialog).getByRole('checkbox', { name: '选择 联系人2' })).not.toBeChecked();
    const chosen = within(dialog).getByRole('table', { name: '已选联系人' });
    expect(within(chosen).getByRole('columnheader', { name: '已选联系人（2）' })).toBeInTheDocument();
    await user.click(within(chosen).getByRole('button', { name: '删除 联系人3' }));
    expect(within(dialog).getByRole('checkbox', { name: '选择 联系人3' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onChange).toHaveBeenLastCalledWith('p1', [expect.objectContaining({ id: 'p1' })]);
  });

  it('single mode: a row click replaces the choice', async () => {
    serveList();
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithClient(<Host onChange={onChange} />);
    const dialog = await openPicker(user);
    await user.click(within(dialog).getByRole('cell', { name: 'user1' }));
    await user.click(within(dialog).getByRole('cell', { name: 'user4' }));
    await user.click(within(dialog).getByRole('cell', { name: 'user4' }));
    expect(within(dialog).getByRole('radio', { name: '选择 联系人4' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onChange).toHaveBeenCalledWith('p4', [expect.objectContaining({ id: 'p4' })]);
  });

  it('multiple mode keeps the rows chosen on an earlier search', async () => {
    serveGet(bed.server, LIST_URL, (p) => {
      const wanted = (p.get('realname') ?? '').replaceAll('*', '');
      return pageOf(
        PEOPLE.filter((person) => person.realname.endsWith(wanted)),
        p,
      );
    });
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithClient(<Host multiple onChange={onChange} />);
    const dialog = await openPicker(user);
    for (const name of ['联系人3', '联系人12']) {
      await user.clear(within(dialog).getByRole('textbox', { name: '姓名' }));
      await user.type(within(dialog).getByRole('textbox', { name: '姓名' }), name);
      await user.click(within(dialog).getByRole('button', { name: '查询' }));
      await user.click(await within(dialog).findByRole('checkbox', { name: `选择 ${name}` }));
    }
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onChange).toHaveBeenLastCalledWith('p3,p12', [
      expect.objectContaining({ id: 'p3' }),
      expect.objectContaining({ id: 'p12' }),
    ]);
  });

  it('a value set from outside is named in one call: id=v1,v2, (trailing comma), pageNo 1, pageSize the count', async () => {
    const asked = serveList();
    const picker = (value: string) => (
      <RecordPicker
        entity={LINK_USER}
        listUrl={LIST_URL}
        textKey="realname"
        multiple
        value={value}
        onChange={vi.fn()}
      />
    );
    const { rerender } = renderWithClient(picker('p3,p1'));
    expect(await screen.findByRole('button', { name: '移除 联系人3' })).toBeInTheDocument();
    const chips = screen.getByRole('toolbar', { name: '已选联系人' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['联系人3', '联系人1']);
    rerender(picker('p3,p1'));
    expect(asked).toEqual([{ id: 'p3,p1,', pageNo: '1', pageSize: '2' }]);
    rerender(picker('p5'));
    expect(await screen.findByRole('button', { name: '移除 联系人5' })).toBeInTheDocument();
    expect(asked).toEqual([
      { id: 'p3,p1,', pageNo: '1', pageSize: '2' },
      { id: 'p5,', pageNo: '1', pageSize: '1' },
    ]);
  });

  it('what was just picked is named without asking again; the dialog opens on it', async () => {
    const asked = serveList();
    const user = userEvent.setup();
    renderWithClient(<Host multiple />);
    const dialog = await openPicker(user);
    await user.click(within(dialog).getByRole('checkbox', { name: '选择 联系人4' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByRole('button', { name: '移除 联系人4' })).toBeInTheDocument();
    expect(asked.filter((p) => p.id !== undefined)).toHaveLength(0);
    const again = await openPicker(user);
    expect(within(again).getByRole('checkbox', { name: '选择 联系人4' })).toBeChecked();
  });

  it('chips are removed by keyboard (Delete) or click in the field, rows by 删除 in the dialog', async () => {
    serveList();
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithClient(<Host value="p1,p2,p3" multiple onChange={onChange} />);
    const chip = await screen.findByRole('button', { name: '移除 联系人2' });
    chip.focus();
    await user.keyboard('{Delete}');
    expect(onChange).toHaveBeenLastCalledWith('p1,p3', [
      expect.objectContaining({ id: 'p1' }),
      expect.objectContaining({ id: 'p3' }),
    ]);
    const dialog = await openPicker(user);
    await user.click(within(dialog).getByRole('button', { name: '删除 联系人1' }));
    expect(within(dialog).getByRole('checkbox', { name: '选择 联系人1' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onChange).toHaveBeenLastCalledWith('p3', [expect.objectContaining({ id: 'p3' })]);
  });
});
