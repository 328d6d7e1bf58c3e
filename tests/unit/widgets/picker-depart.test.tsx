import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DepartPicker } from '@/components/widgets/depart-picker';
import type { EntityRecord } from '@/components/crud/entity-list-api';
import { useApiTestBed } from '../lib/api-client-helpers';
import { serveDepartTree, serveGet } from './picker-helpers';
import { renderWithClient, useDialogLayout } from './test-utils';

const bed = useApiTestBed();
useDialogLayout();

const node = (id: string, title: string, children?: object[]) => ({
  id,
  key: id,
  value: id,
  title,
  departName: title,
  isLeaf: !children,
  ...(children ? { children } : {}),
});
const TREE = [node('d1', '总部', [node('d2', '教务处'), node('d3', '考务处', [node('d4', '考务一科')])])];

const serveTree = () => serveDepartTree(bed.server, TREE);

function Host(props: { multiple?: boolean; onChange?: (value: string, records: EntityRecord[]) => void }) {
  const [value, setValue] = useState('');
  return (
    <DepartPicker
      multiple={props.multiple}
      value={value}
      onChange={(next, records) => {
        setValue(next);
        props.onChange?.(next, records);
      }}
    />
  );
}

async function openTree(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: '选择部门' }));
  const dialog = await screen.findByRole('dialog', { name: '选择部门' });
  const tree = await within(dialog).findByRole('tree', { name: '部门' });
  await within(tree).findByText('教务处');
  const box = (name: string) =>
    within(within(tree).getByText(name).closest('[role="treeitem"]') as HTMLElement).getAllByRole('checkbox')[0]!;
  return { dialog, tree, box };
}

describe('DepartPicker', () => {
  it('is a 500 px dialog with the department tree a level at a time and a name search (searchBy keyWord)', async () => {
    const { levels } = serveTree();
    const searches = serveGet(bed.server, '/sys/sysDepart/searchBy', () => [node('d3', '考务处')]);
    const user = userEvent.setup();
    renderWithClient(<Host />);
    const { dialog, tree } = await openTree(user);
    expect(dialog).toHaveStyle({ width: '500px' });
    expect(await within(tree).findByText('教务处')).toBeInTheDocument();
    expect(levels).toEqual([{}, { pid: 'd1' }]);
    expect(within(tree).queryByText('考务一科')).not.toBeInTheDocument();
    await user.click(within(tree).getByText('考务处'));
    expect(await within(tree).findByText('考务一科')).toBeInTheDocument();
    expect(levels).toEqual([{}, { pid: 'd1' }, { pid: 'd3' }]);

    const search = within(dialog).getByRole('searchbox', { name: '搜索部门' });
    await user.type(search, '考务{Enter}');
    await waitFor(() => expect(within(dialog).queryByText('教务处')).not.toBeInTheDocument());
    expect(within(dialog).getByText('考务处')).toBeInTheDocument();
    expect(searches).toEqual([{ keyWord: '考务' }]);
    await user.clear(search);
    expect(await within(dialog).findByText('教务处')).toBeInTheDocument();
  });

  it('single mode keeps only the newest checked department', async () => {
    serveTree();
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithClient(<Host onChange={onChange} />);
    const { dialog, box } = await openTree(user);
    await user.click(box('教务处'));
    await user.click(box('考务处'));
    expect(box('教务处')).not.toBeChecked();
    expect(box('考务处')).toBeChecked();
    const chosen = within(dialog).getByRole('toolbar', { name: '已选择' });
    expect(
      within(chosen)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['考务处']);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onChange).toHaveBeenCalledWith('d3', [expect.objectContaining({ id: 'd3', title: '考务处' })]);
    expect(await screen.findByRole('button', { name: '移除 考务处' })).toBeInTheDocument();
  });

  it('multiple mode keeps every checked department; a chip removed in the dialog unchecks it', async () => {
    serveTree();
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithClient(<Host multiple onChange={onChange} />);
    const { dialog, box } = await openTree(user);
    await user.click(box('总部'));
    await user.click(box('教务处'));
    await user.click(box('考务处'));
    await user.click(within(dialog).getByRole('button', { name: '移除 总部' }));
    expect(box('总部')).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onChange).toHaveBeenCalledWith('d2,d3', [
      expect.objectContaining({ id: 'd2' }),
      expect.objectContaining({ id: 'd3' }),
    ]);
  });

  it('a saved value is named in one queryTreeList?ids= call, in value order', async () => {
    const { whole: trees } = serveTree();
    renderWithClient(<DepartPicker multiple value="d3,d2" onChange={vi.fn()} />);
    const chips = await screen.findByRole('toolbar', { name: '已选部门' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['考务处', '教务处']);
    expect(trees).toEqual([{ ids: 'd3,d2' }]);
  });
});
