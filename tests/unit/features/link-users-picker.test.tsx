import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EntityRecord } from '@/components/crud/entity-list-api';
import { LinkUserPicker } from '@/components/widgets/link-user-picker';
import { useApiTestBed } from '../lib/api-client-helpers';
import { pageOf, restored, serveGet } from '../widgets/picker-helpers';
import { renderWithClient, useDialogLayout } from '../widgets/test-utils';

const bed = useApiTestBed();
useDialogLayout();

const URL = '/linkUser/cpcLinkUserV/queryLinkUsersList';
const CONTACTS = [
  { id: 'l1', institutionId: 'o1', realname: '周杰', username: 'zhoujie', Phone: '13800000001', linkRole: '1' },
  { id: 'l2', institutionId: 'o1', realname: '何平', username: 'heping', Phone: '13800000002', linkRole: '2' },
  { id: 'l3', institutionId: 'o2', realname: '吴霞', username: 'wuxia', Phone: '13800000003', linkRole: '3' },
].map((c) => ({ ...c, linkRole_dictText: ['', '院校负责人', '院校联系人', '学院联系人'][Number(c.linkRole)] }));

/** The picker's call: its institution's contacts, or the contacts of a restored value. */
const serve = () =>
  serveGet(bed.server, URL, (p) => {
    const mine = CONTACTS.filter((c) => !p.get('institutionId') || c.institutionId === p.get('institutionId'));
    return p.get('id')?.endsWith(',') ? restored(mine, p, 'id') : pageOf(mine, p);
  });

function Host(props: { value?: string; onChange?: (value: string, records: EntityRecord[]) => void }) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <LinkUserPicker
      multiple
      institutionId="o1"
      value={value}
      onChange={(next, records) => {
        setValue(next);
        props.onChange?.(next, records);
      }}
    />
  );
}

describe('LinkUserPicker', () => {
  it('lists the institution’s contacts (name, account, phone, role) and gives their ids, realname chips', async () => {
    const asked = serve();
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithClient(<Host onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '选择联系人' }));
    // The dialog's code loads with its first opening.
    const dialog = await screen.findByRole('dialog', { name: '选择联系人' }, { timeout: 5000 });
    expect(await within(dialog).findByRole('cell', { name: 'zhoujie' })).toBeInTheDocument();
    expect(within(dialog).getByRole('cell', { name: '院校负责人' })).toBeInTheDocument();
    expect(within(dialog).getByRole('cell', { name: '13800000002' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('cell', { name: 'wuxia' })).not.toBeInTheDocument();
    expect(asked[0]).toMatchObject({ institutionId: 'o1', pageNo: '1', pageSize: '5' });

    await user.click(within(dialog).getByRole('checkbox', { name: '选择 周杰' }));
    await user.click(within(dialog).getByRole('checkbox', { name: '选择 何平' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onChange).toHaveBeenLastCalledWith('l1,l2', [
      expect.objectContaining({ id: 'l1' }),
      expect.objectContaining({ id: 'l2' }),
    ]);
    expect(await screen.findByRole('button', { name: '移除 周杰' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '移除 何平' })).toBeInTheDocument();
  });

  it('names a saved value in one call (id=a,b,) and searches by name', async () => {
    const asked = serve();
    const user = userEvent.setup();
    renderWithClient(<Host value="l2,l1" />);
    const chips = await screen.findByRole('toolbar', { name: '已选联系人' });
    await waitFor(() =>
      expect(
        within(chips)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['何平', '周杰']),
    );
    expect(asked).toEqual([{ id: 'l2,l1,', pageNo: '1', pageSize: '2' }]);

    await user.click(screen.getByRole('button', { name: '选择联系人' }));
    const dialog = await screen.findByRole('dialog', { name: '选择联系人' }, { timeout: 5000 });
    await user.type(within(dialog).getByRole('textbox', { name: '姓名' }), '周');
    await user.click(within(dialog).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ realname: '*周*', institutionId: 'o1' }));
  });
});
