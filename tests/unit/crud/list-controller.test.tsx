import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EntityDef, FieldDef } from '@/domain/entities/entity-types';
import { rowLabelOf } from '@/components/crud/list-params';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  EntityListBase,
  EntityListPage,
  ListPagination,
  ListRecords,
  prefetchList,
  READ_ONLY_LIST,
  useEntityListContext,
} from '@/components/crud';
import { useApiTestBed } from '../lib/api-client-helpers';
import { grant, renderWithClient, useDialogLayout } from '../widgets/test-utils';
import { makeRows, PERMS, positionDef, serveList, storeRankDict } from './list-fixtures';

const bed = useApiTestBed();
useDialogLayout();
beforeEach(storeRankDict);

/** A part written outside the platform: it reads the selection from the list's context. */
function ChosenCount() {
  const { list } = useEntityListContext();
  return <output aria-label="已选">{[...list.selected.keys()].join(',')}</output>;
}

describe('the open list controller', () => {
  it('capabilities are props: turned-off buttons are gone although the user holds their codes', async () => {
    serveList(bed.server, makeRows(3));
    renderWithClient(<EntityListPage entity={positionDef} actions={{ add: false, import: false }} />, grant(...PERMS));
    const toolbar = await screen.findByRole('toolbar', { name: '操作' });
    expect(within(toolbar).queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(within(toolbar).queryByRole('button', { name: '导入' })).not.toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: '导出' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: '职务1 操作' })).toHaveTextContent('编辑详情删除');
  });

  it('a read-only list offers neither writes nor imports, and columns and fixed filters shape it', async () => {
    const list = serveList(bed.server, makeRows(3));
    renderWithClient(
      <EntityListPage
        entity={positionDef}
        actions={READ_ONLY_LIST}
        columns={['code', 'name']}
        extraParams={{ postRank: '2' }}
      />,
      grant(...PERMS),
    );
    const group = await screen.findByRole('group', { name: 'C01 操作' });
    expect(group).toHaveTextContent('详情');
    expect(group).not.toHaveTextContent('编辑');
    const toolbar = screen.getByRole('toolbar', { name: '操作' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['高级查询']);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['职务编码', '职务名称', '操作']);
    expect(list.last().searchParams.get('postRank')).toBe('2');
    expect(list.last().searchParams.get('field')).toBe('id,,code,name');
    // the fixed filter is not offered in the query form
    expect(screen.queryByRole('combobox', { name: '职级' })).not.toBeInTheDocument();
  });

  it('parts compose under EntityListBase and share one selection', async () => {
    serveList(bed.server, makeRows(3));
    const user = userEvent.setup();
    renderWithClient(
      <EntityListBase entity={positionDef} actions={READ_ONLY_LIST}>
        <ChosenCount />
        <ListRecords />
        <ListPagination />
      </EntityListBase>,
      grant(...PERMS),
    );
    await user.click(await screen.findByRole('checkbox', { name: '选择 职务2' }));
    expect(screen.getByRole('status', { name: '已选' })).toHaveTextContent('p2');
    expect(screen.getByText('1-3 共3条')).toBeInTheDocument();
  });

  it('a prefetched first page is the request the list makes: the page takes it over instead of asking again', async () => {
    const list = serveList(bed.server, makeRows(3));
    const options = { entity: positionDef, columns: ['code', 'name'], extraParams: { postRank: '2' } };
    prefetchList(options);
    await vi.waitFor(() => expect(list.requests).toHaveLength(1));
    renderWithClient(<EntityListPage {...options} actions={READ_ONLY_LIST} />, grant(...PERMS));
    expect(await screen.findByRole('group', { name: 'C01 操作' })).toBeInTheDocument();
    expect(list.requests).toHaveLength(1);
    expect(list.last().searchParams.get('field')).toBe('id,,code,name');
  });
});

describe('rowLabelOf', () => {
  const columns: FieldDef[] = [
    { name: 'institutionId', label: '所属院校', type: 'select', dictCode: 'cpc_organization,org_name,id', list: true },
    { name: 'realname', label: '姓名', type: 'string', list: true },
  ];
  const entity = (labelField?: string): EntityDef => ({
    name: 'contact',
    title: '联系人',
    table: 't',
    apiPath: '/t',
    permissionPrefix: 't',
    fields: columns,
    labelField,
  });

  it('names a row by the definition’s labelField, else by the first column (its server text when sent)', () => {
    const record = { institutionId: 'o1', institutionId_dictText: '京华理工大学', realname: '朱红' };
    expect(rowLabelOf(entity('realname'), columns, record, 'l1')).toBe('朱红');
    expect(rowLabelOf(entity(), columns, record, 'l1')).toBe('京华理工大学');
    expect(rowLabelOf(entity(), columns, { institutionId: 'o1' }, 'l1')).toBe('o1');
  });

  it('falls back to the id when the label is empty', () => {
    expect(rowLabelOf(entity('realname'), columns, { realname: '' }, 'l1')).toBe('l1');
  });
});
