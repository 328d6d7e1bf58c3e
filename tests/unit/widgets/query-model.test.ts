import { describe, expect, it } from 'vitest';
import {
  changeField,
  changeRule,
  completeConditions,
  flattenFields,
  isEmptyQuery,
  QUERY_RULES,
  queryFieldsOf,
  toSuperQueryParams,
} from '@/components/widgets/advanced-query/query-model';
import { savedQueryKey } from '@/components/widgets/advanced-query';
import { positionDef } from '../crud/list-fixtures';

describe('advanced query model', () => {
  it('offers the ten rules with their texts', () => {
    expect(QUERY_RULES.map((r) => `${r.value}:${r.text}`)).toEqual([
      'eq:等于',
      'like:包含',
      'right_like:以..开始',
      'left_like:以..结尾',
      'in:在...中',
      'ne:不等于',
      'gt:大于',
      'ge:大于等于',
      'lt:小于',
      'le:小于等于',
    ]);
  });

  it('flattens groups: labels joined with a dash, values with a comma', () => {
    const flat = flattenFields([
      { label: '姓名', value: 'name', type: 'string' },
      {
        text: '学生',
        value: 'student',
        children: [
          { label: '学号', value: 'no' },
          { label: '性别', value: 'sex', type: 'select', dictCode: 'sex' },
        ],
      },
    ]);
    expect(flat).toEqual([
      { label: '姓名', value: 'name', type: 'string', dictCode: undefined },
      { label: '学生-学号', value: 'student,no', type: 'string', dictCode: undefined },
      { label: '学生-性别', value: 'student,sex', type: 'select', dictCode: 'sex' },
    ]);
  });

  it('an entity offers its stored fields but not passwords', () => {
    expect(queryFieldsOf(positionDef).map((f) => f.value)).toEqual(['name', 'code', 'postRank', 'createTime']);
  });

  it('isEmptyQuery: no conditions, or a single one missing field, value or rule', () => {
    expect(isEmptyQuery([])).toBe(true);
    expect(isEmptyQuery([{ rule: 'eq', val: 'x' }])).toBe(true);
    expect(isEmptyQuery([{ field: 'name', rule: 'eq', val: '' }])).toBe(true);
    expect(isEmptyQuery([{ field: 'name', rule: 'in', val: [] }])).toBe(true);
    expect(isEmptyQuery([{ field: 'name', rule: '' as 'eq', val: 'x' }])).toBe(true);
    expect(isEmptyQuery([{ field: 'name', rule: 'eq', val: 'x' }])).toBe(false);
    // two rows: the incomplete one is dropped when sent
    expect(
      isEmptyQuery([
        { field: 'name', rule: 'eq', val: 'x' },
        { rule: 'eq', val: '' },
      ]),
    ).toBe(false);
  });

  it('encodes the conditions as the Vue list does: encodeURI(JSON.stringify(rows)); multi-values comma-joined', () => {
    const rows = [
      { field: 'name', rule: 'like' as const, val: '张', type: 'string' },
      { field: 'sex', rule: 'in' as const, val: ['1', '2'], type: 'select', dictCode: 'sex' },
      { rule: 'eq' as const, val: '' },
    ];
    expect(completeConditions(rows)).toEqual([
      { field: 'name', rule: 'like', val: '张', type: 'string' },
      { field: 'sex', rule: 'in', val: '1,2', type: 'select', dictCode: 'sex' },
    ]);
    const params = toSuperQueryParams(rows, 'or');
    expect(params.superQueryMatchType).toBe('or');
    expect(JSON.parse(decodeURI(params.superQueryParams ?? ''))).toEqual(completeConditions(rows));
    expect(params.superQueryParams).toContain('%E5%BC%A0'); // 张, URI-encoded
  });

  it('changing the rule away from in keeps only the first value', () => {
    expect(changeRule({ field: 'sex', rule: 'in', val: ['1', '2'] }, 'eq').val).toBe('1');
    expect(changeRule({ field: 'name', rule: 'in', val: 'a,b' }, 'like').val).toBe('a');
    expect(changeRule({ field: 'name', rule: 'eq', val: 'a,b' }, 'like').val).toBe('a,b');
    expect(changeRule({ field: 'sex', rule: 'in', val: ['1', '2'] }, 'in').val).toEqual(['1', '2']);
  });

  it('choosing a field resets the value and copies its type and dictionary', () => {
    const next = changeField(
      { field: 'name', rule: 'ne', val: 'x', type: 'string' },
      { label: '性别', value: 'sex', type: 'select', dictCode: 'sex' },
    );
    expect(next).toEqual({ field: 'sex', rule: 'ne', val: '', type: 'select', dictCode: 'sex' });
  });

  it('saved queries live under JSuperQuerySaved_ + save code, else the route path', () => {
    expect(savedQueryKey('userList')).toBe('JSuperQuerySaved_userList');
    window.history.pushState({}, '', '/isystem/position');
    expect(savedQueryKey(undefined)).toBe('JSuperQuerySaved_/isystem/position');
    window.history.pushState({}, '', '/');
  });
});
