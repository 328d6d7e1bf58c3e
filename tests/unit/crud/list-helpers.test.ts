import { describe, expect, it } from 'vitest';
import { resourceKeys } from '@/lib/resource-keys';
import { entityUrls } from '@/components/crud/entity-urls';
import { initialValues, toPayload } from '@/components/crud/form-values';
import { pageItems, totalText } from '@/components/crud/list-pager';
import { fieldParam, filterParams, nextSort, pageAfterDelete } from '@/components/crud/list-params';
import { columnName } from '@/components/crud/async-checks';
import { toTreeNode, treeFromResult } from '@/components/widgets/dict';
import { positionDef } from './list-fixtures';

describe('list helpers', () => {
  it('totalText: `a-b 共N条`', () => {
    expect(totalText(1, 10, 23)).toBe('1-10 共23条');
    expect(totalText(3, 10, 23)).toBe('21-23 共23条');
    expect(totalText(1, 10, 0)).toBe('0-0 共0条');
  });

  it('pageItems: first, last and two around the current page, with gaps', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 5)).toEqual([1, 2, 3, null, 5]);
    expect(pageItems(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('pageAfterDelete falls back to the last page that still exists', () => {
    expect(pageAfterDelete(21, 1, 10, 3)).toBe(2);
    expect(pageAfterDelete(25, 5, 10, 3)).toBe(2);
    expect(pageAfterDelete(23, 1, 10, 3)).toBe(3);
    expect(pageAfterDelete(1, 1, 10, 1)).toBe(1);
    expect(pageAfterDelete(30, 2, 10, 1)).toBe(1);
  });

  it('filterParams: like → *x*, eq as is, ranges → _begin/_end, empties left out', () => {
    expect(
      filterParams(positionDef, {
        name: ' 主任 ',
        code: 'A*',
        postRank: '2',
        createTime_begin: '2024-01-01',
        createTime_end: '',
      }),
    ).toEqual({ name: '*主任*', code: 'A*', postRank: '2', createTime_begin: '2024-01-01' });
    expect(filterParams(positionDef, {})).toEqual({});
  });

  it('field parameter and sort cycle', () => {
    expect(fieldParam(positionDef)).toBe('id,,name,code,postRank,createTime');
    expect(nextSort(null, 'code')).toEqual({ column: 'code', order: 'asc' });
    expect(nextSort({ column: 'code', order: 'asc' }, 'code')).toEqual({ column: 'code', order: 'desc' });
    expect(nextSort({ column: 'code', order: 'desc' }, 'code')).toBeNull();
    expect(nextSort({ column: 'code', order: 'desc' }, 'name')).toEqual({ column: 'name', order: 'asc' });
  });

  it('entity addresses and query keys', () => {
    expect(entityUrls(positionDef)).toMatchObject({
      list: '/sys/position/list',
      deleteBatch: '/sys/position/deleteBatch',
      exportXls: '/sys/position/exportXls',
      importExcel: '/sys/position/importExcel',
    });
    expect(entityUrls(positionDef, { list: null }).list).toBeNull();
    expect(resourceKeys('position').list({ pageNo: 1 })).toEqual(['entity', 'position', 'list', { pageNo: 1 }]);
  });

  it('form values: defaults and record values in, numbers out, id on edit', () => {
    const fields = [
      { name: 'name', label: '名称', type: 'string' as const, defaultValue: '新' },
      { name: 'sort', label: '排序', type: 'integer' as const },
      { name: 'day', label: '日期', type: 'date' as const },
      { name: 'on', label: '启用', type: 'switch' as const },
    ];
    expect(initialValues(fields, 'add', undefined)).toEqual({ name: '新', sort: '', day: '', on: 'N' });
    expect(initialValues(fields, 'edit', { name: 'x', sort: 3, day: '2024-01-02 00:00:00', on: 'Y' })).toEqual({
      name: 'x',
      sort: '3',
      day: '2024-01-02',
      on: 'Y',
    });
    expect(toPayload(fields, { name: 'x', sort: '3', day: '', on: 'Y' }, { id: 'r1' })).toEqual({
      id: 'r1',
      name: 'x',
      sort: 3,
      day: '',
      on: 'Y',
    });
    expect(toPayload(fields, { sort: '' }, undefined)).toEqual({ sort: null });
    expect(columnName('workNo')).toBe('work_no');
  });

  it('tree nodes from the API shapes', () => {
    expect(toTreeNode({ key: 'a', title: 'A', leaf: true })).toEqual({
      key: 'a',
      title: 'A',
      isLeaf: true,
      children: undefined,
    });
    expect(toTreeNode({ id: 'd', departName: '部', isLeaf: false, children: [] }).isLeaf).toBe(true);
    expect(toTreeNode({ value: 'c', label: 'C', leaf: '0' }).isLeaf).toBe(false);
    expect(treeFromResult({ treeList: [{ key: 'x', title: 'X' }] })).toHaveLength(1);
    expect(treeFromResult(null)).toEqual([]);
  });
});
