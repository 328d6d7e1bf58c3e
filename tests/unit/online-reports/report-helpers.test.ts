import { describe, expect, it } from 'vitest';
import { mergeParsedItems, mergeParsedParams } from '@/features/online-reports/sql-merge';
import {
  bodyColumns,
  cellText,
  columnTotal,
  filledValues,
  headerCells,
  initialQueryValues,
  reportIdOf,
} from '@/features/online-reports/report-view';
import { popupRowKey } from '@/components/widgets/popup-field/report-popup-dialog';

describe('SQL解析 merge', () => {
  const typed = [
    { id: 'i1', fieldName: 'username', fieldTxt: '用户名称', fieldType: 'String', isShow: 1, isSearch: 1, orderNum: 1 },
    { id: 'i2', fieldName: 'gone', fieldTxt: '旧列', fieldType: 'String', isShow: 1, orderNum: 2 },
    { id: 'i3', fieldName: 'age', fieldTxt: '年龄', fieldType: 'Integer', isTotal: 1, dictCode: '', orderNum: 3 },
  ];

  it('keeps the rows the SQL still returns as typed, adds the new ones with the defaults, drops the rest', () => {
    const merged = mergeParsedItems(typed, [
      { fieldName: 'age', fieldTxt: 'age', fieldType: 'String', isShow: 1, orderNum: 1 },
      { fieldName: 'username', fieldTxt: 'username', fieldType: 'String', isShow: 1, orderNum: 2 },
      { fieldName: 'create_time', fieldTxt: 'create_time', fieldType: 'Datetime', isShow: 1, orderNum: 3 },
    ]);
    expect(merged).toEqual([
      // kept: what was typed (title, type, 合计), in the SQL's order
      { id: 'i3', fieldName: 'age', fieldTxt: '年龄', fieldType: 'Integer', isTotal: 1, dictCode: '', orderNum: 1 },
      {
        id: 'i1',
        fieldName: 'username',
        fieldTxt: '用户名称',
        fieldType: 'String',
        isShow: 1,
        isSearch: 1,
        orderNum: 2,
      },
      // new: the answer over the definition's defaults
      {
        fieldName: 'create_time',
        fieldTxt: 'create_time',
        fieldType: 'Datetime',
        isShow: 1,
        isOrder: 0,
        isSearch: 0,
        searchMode: 'single',
        isTotal: 0,
        orderNum: 3,
      },
    ]);
    expect(merged.some((row) => row.fieldName === 'gone')).toBe(false);
  });

  it('an answer without orderNum numbers the rows from 1; nothing returned empties the grid', () => {
    expect(mergeParsedItems([], [{ fieldName: 'a' }, { fieldName: 'b' }]).map((r) => r.orderNum)).toEqual([1, 2]);
    expect(mergeParsedItems(typed, [])).toEqual([]);
  });

  it('parameters: kept with their text and default value, new ones from the answer', () => {
    const merged = mergeParsedParams(
      [
        { id: 'p1', paramName: 'dept', paramTxt: '部门', paramValue: 'IT', orderNum: 1 },
        { id: 'p2', paramName: 'old', paramTxt: '旧参数', orderNum: 2 },
      ],
      [
        { paramName: 'dept', paramTxt: 'dept', orderNum: 1 },
        { paramName: 'year', paramTxt: 'year', orderNum: 2 },
      ],
    );
    expect(merged).toEqual([
      { id: 'p1', paramName: 'dept', paramTxt: '部门', paramValue: 'IT', orderNum: 1 },
      { paramName: 'year', paramTxt: 'year', orderNum: 2 },
    ]);
  });
});

describe('the report runner’s helpers', () => {
  it('takes the report id from the last segment of the path', () => {
    expect(reportIdOf('/online/cgreport/abc123')).toBe('abc123');
    expect(reportIdOf('/online/cgreport/abc123/')).toBe('abc123');
  });

  it('prefills the parameters from their defaults and the address; sends only what is filled', () => {
    const values = initialQueryValues(
      [
        { paramName: 'dept', paramValue: 'IT' },
        { paramName: 'year', paramValue: '2024' },
        { paramName: 'name', paramValue: null },
      ],
      new URLSearchParams('year=2025'),
    );
    expect(values).toEqual({ self_dept: 'IT', self_year: '2025', self_name: '' });
    expect(filledValues({ ...values, sex: ' ' })).toEqual({ self_dept: 'IT', self_year: '2025' });
  });

  it('shows dictionary texts (comma lists too) and the date of a Date column', () => {
    const dictOptions = {
      sex: [
        { value: '1', text: '男', title: '男' },
        { value: 2, text: '女', title: '女' },
      ],
    };
    const sex = { title: '性别', dataIndex: 'sex', customRender: 'sex' };
    expect(cellText(sex, { sex: '1,2' }, dictOptions)).toBe('男,女');
    expect(cellText(sex, { sex: 3 }, dictOptions)).toBe('3');
    const born = { title: '生日', dataIndex: 'born', fieldType: 'Date' };
    expect(cellText(born, { born: '2024-05-06 00:00:00' }, {})).toBe('2024-05-06');
    expect(cellText({ title: '备注', dataIndex: 'memo' }, { memo: null }, {})).toBe('');
  });

  it('sums a column to the most decimals among its values, skipping what is not a number', () => {
    const rows = [{ n: 1.5 }, { n: '2.25' }, { n: null }, { n: 'x' }, { n: 3 }];
    expect(columnTotal(rows, 'n')).toBe('6.75');
    expect(columnTotal([{ n: 1 }, { n: 2 }], 'n')).toBe('3');
    expect(columnTotal([{ n: 0.1 }, { n: 0.2 }], 'n')).toBe('0.3');
  });

  it('groups the columns of one group title under one header, at the first one’s place', () => {
    const columns = [
      { title: '姓名', dataIndex: 'name' },
      { title: '语文', dataIndex: 'chinese', groupTitle: '成绩' },
      { title: '班级', dataIndex: 'class' },
      { title: '数学', dataIndex: 'math', groupTitle: '成绩' },
    ];
    const cells = headerCells(columns, true);
    expect(cells.map((c) => (c.kind === 'group' ? `${c.title}:${c.columns.length}` : c.column.title))).toEqual([
      '姓名',
      '成绩:2',
      '班级',
    ]);
    expect(bodyColumns(cells).map((c) => c.dataIndex)).toEqual(['name', 'chinese', 'math', 'class']);
    // without isGroupTitle the titles are ignored
    expect(headerCells(columns, false)).toHaveLength(4);
  });
});

describe('the report pop-up’s row key', () => {
  it('is the id and the values, at most 50 characters', () => {
    expect(popupRowKey({ id: 'a', name: 'b' })).toBe('aab');
    expect(popupRowKey({ name: 'x'.repeat(80) })).toHaveLength(50);
    expect(popupRowKey({ name: 'n', rowIndex: 3 })).toBe('3n');
  });
});
