import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CellValue } from '@/components/crud/cell-value';
import { FormFieldInput } from '@/components/crud/forms';
import type { FieldDef } from '@/domain/entities/entity-types';
import { requiredMessage, validateField } from '@/domain/validation';
import { useApiTestBed } from '../lib/api-client-helpers';
import { pageOf, restored, serveGet } from './picker-helpers';
import { renderWithClient, useDialogLayout } from './test-utils';

const bed = useApiTestBed();
useDialogLayout();

const USERS = [
  { id: 'u1', username: 'zhangsan', realname: '张三' },
  { id: 'u2', username: 'lisi', realname: '李四' },
];
const serveUsers = () =>
  serveGet(bed.server, '/sys/user/list', (p) =>
    p.get('id')?.endsWith(',') ? restored(USERS, p, 'id') : pageOf(USERS, p),
  );

const manager: FieldDef = { name: 'manager', label: '负责人', type: 'user', required: true };

describe('picker field types', () => {
  it('a user field is a picker in the form: its value named by one call, 选择负责人 opens the user list', async () => {
    const asked = serveUsers();
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithClient(
      <FormFieldInput field={manager} value="u2" onChange={onChange} onBlur={vi.fn()} disabled={false} />,
    );
    expect(await screen.findByRole('button', { name: '移除 李四' })).toBeInTheDocument();
    expect(asked).toEqual([{ id: 'u2,', pageNo: '1', pageSize: '1' }]);
    await user.click(screen.getByRole('button', { name: '选择负责人' }));
    const dialog = await screen.findByRole('dialog', { name: '选择负责人' }, { timeout: 5000 });
    // Not `multiple`: one user at a time.
    await user.click(await within(dialog).findByRole('radio', { name: '选择 zhangsan' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onChange).toHaveBeenCalledWith('u1');
  });

  it('multiple: several records, comma-joined', async () => {
    serveUsers();
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithClient(
      <FormFieldInput
        field={{ ...manager, multiple: true }}
        value=""
        onChange={onChange}
        onBlur={vi.fn()}
        disabled={false}
      />,
    );
    await user.click(screen.getByRole('button', { name: '选择负责人' }));
    const dialog = await screen.findByRole('dialog', { name: '选择负责人' }, { timeout: 5000 });
    await user.click(await within(dialog).findByRole('checkbox', { name: '选择 zhangsan' }));
    await user.click(within(dialog).getByRole('checkbox', { name: '选择 lisi' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onChange).toHaveBeenCalledWith('u1,u2');
  });

  it('a disabled picker shows its chips without remove buttons and cannot open', async () => {
    serveUsers();
    renderWithClient(<FormFieldInput field={manager} value="u1" onChange={vi.fn()} onBlur={vi.fn()} disabled />);
    const chips = await screen.findByRole('toolbar', { name: '已选负责人' });
    expect(within(chips).getByText('张三')).toBeInTheDocument();
    expect(within(chips).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '选择负责人' })).toBeDisabled();
  });

  it('a required picker says 请选择{label}!', () => {
    for (const type of ['user', 'depart', 'position', 'role'] as const) {
      const field: FieldDef = { name: 'f', label: '对象', type, required: true };
      expect(requiredMessage(field)).toBe('请选择对象!');
      expect(validateField(field, '')).toBe('请选择对象!');
      expect(validateField(field, 'a,b')).toBeNull();
    }
  });

  it('list cells show the server _dictText when present, else the names found in one call', async () => {
    const asked = serveUsers();
    renderWithClient(
      <>
        <p>
          <CellValue field={manager} record={{ manager: 'u1,u2', manager_dictText: '服务器张三,服务器李四' }} />
        </p>
        <p>
          <CellValue field={manager} record={{ manager: 'u2,u1' }} />
        </p>
      </>,
    );
    expect(screen.getByText('服务器张三,服务器李四')).toBeInTheDocument();
    expect(await screen.findByText('李四,张三')).toBeInTheDocument();
    expect(asked).toEqual([{ id: 'u2,u1,', pageNo: '1', pageSize: '2' }]);
  });

  it('the cells of a page are named together: one call for every distinct value of the page', async () => {
    const asked = serveUsers();
    renderWithClient(
      <ul>
        {['u1', 'u2', 'u1', 'u2,u1', 'gone'].map((value, i) => (
          <li key={i}>
            <CellValue field={manager} record={{ manager: value }} />
          </li>
        ))}
      </ul>,
    );
    expect(await screen.findByText('李四,张三')).toBeInTheDocument();
    expect(screen.getAllByText('张三')).toHaveLength(2);
    // A value the server no longer knows shows as itself.
    expect(screen.getByText('gone')).toBeInTheDocument();
    expect(asked).toEqual([{ id: 'u1,u2,gone,', pageNo: '1', pageSize: '3' }]);
  });
});
