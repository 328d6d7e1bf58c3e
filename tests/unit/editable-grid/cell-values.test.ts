import { describe, expect, it } from 'vitest';
import {
  acceptsNumberText,
  checkboxValue,
  choiceText,
  createCellValue,
  dateText,
  formatStatistic,
  formatTags,
  isChecked,
  mergeChoices,
  numberOnBlur,
  progressPercent,
  splitMulti,
  splitTags,
  statistic,
} from '@/components/widgets/editable-grid/cell-values';
import {
  columnWidth,
  layoutColumns,
  normalizeAuthPre,
  parseWidth,
} from '@/components/widgets/editable-grid/grid-columns';
import { GRID_COLUMN_TYPES } from '@/components/widgets/editable-grid/grid-types';
import { CELL_KINDS } from '@/components/widgets/editable-grid/cell-registry';

describe('number cells', () => {
  it('accept only an optional minus sign, digits and one decimal point while typing', () => {
    for (const ok of ['', '-', '1', '-12', '12.', '12.5', '.5', '-.5', '0.25'])
      expect(acceptsNumberText(ok), ok).toBe(true);
    for (const bad of ['a', '1a', '1.2.3', '--1', '1-', '+1', '1 2', '1e3', '１'])
      expect(acceptsNumberText(bad), bad).toBe(false);
  });

  it('on blur a valid number becomes a number, anything else empty', () => {
    expect(numberOnBlur('12')).toBe(12);
    expect(numberOnBlur('-3.5')).toBe(-3.5);
    expect(numberOnBlur('12.')).toBe(12);
    expect(numberOnBlur('.5')).toBe(0.5);
    expect(numberOnBlur(7)).toBe(7);
    for (const bad of ['', '-', '.', '-.', 'abc', null, undefined, Number.NaN]) expect(numberOnBlur(bad)).toBe('');
  });
});

describe('tags cells', () => {
  it('put a semicolon after every 2 characters and strip typed ones', () => {
    expect(formatTags('abcde')).toBe('ab;cd;e');
    expect(formatTags('abcd')).toBe('ab;cd');
    expect(formatTags('ab;')).toBe('ab');
    expect(formatTags('a;b;c;d')).toBe('ab;cd');
    expect(formatTags('高等数学')).toBe('高等;数学');
    expect(formatTags('')).toBe('');
    expect(splitTags('ab;cd;e')).toEqual(['ab', 'cd', 'e']);
    expect(splitTags(undefined)).toEqual([]);
  });
});

describe('checkbox cells', () => {
  it('store true / false, or customValue', () => {
    expect(checkboxValue(true, {})).toBe(true);
    expect(checkboxValue(false, {})).toBe(false);
    expect(checkboxValue(true, { customValue: ['Y', 'N'] })).toBe('Y');
    expect(checkboxValue(false, { customValue: ['Y', 'N'] })).toBe('N');
    expect(isChecked('Y', { customValue: ['Y', 'N'] })).toBe(true);
    expect(isChecked('N', { customValue: ['Y', 'N'] })).toBe(false);
    expect(isChecked(1, { customValue: ['1', '0'] })).toBe(true);
    expect(isChecked(true, {})).toBe(true);
    expect(isChecked('true', {})).toBe(true);
    expect(isChecked('', {})).toBe(false);
  });

  it('new rows: defaultValue, else a checkbox as defaultChecked says, else nothing', () => {
    expect(createCellValue({ key: 'a', title: 'A', defaultValue: 5 })).toBe(5);
    expect(
      createCellValue({ key: 'a', title: 'A', type: 'checkbox', customValue: ['Y', 'N'], defaultChecked: true }),
    ).toBe('Y');
    expect(createCellValue({ key: 'a', title: 'A', type: 'checkbox' })).toBe(false);
    expect(createCellValue({ key: 'a', title: 'A', type: 'input' })).toBeUndefined();
  });
});

describe('choices', () => {
  const own = [
    { value: 1, text: '一' },
    { value: '2', title: '二' },
    { value: '3', label: '三', disabled: true },
  ];
  const dict = [
    { value: '2', text: '字典二', disabled: false },
    { value: '4', text: '四', disabled: false },
  ];

  it("merge the column's options with the dictionary's other items (text, title or label)", () => {
    expect(mergeChoices(own, dict)).toEqual([
      { value: '1', text: '一', disabled: false },
      { value: '2', text: '二', disabled: false },
      { value: '3', text: '三', disabled: true },
      { value: '4', text: '四', disabled: false },
    ]);
    expect(mergeChoices(undefined, dict)).toEqual(dict);
  });

  it('show comma-joined texts; unknown values as they are', () => {
    const choices = mergeChoices(own, dict);
    expect(choiceText(choices, '1,4,9')).toBe('一,四,9');
    expect(choiceText(choices, ['2'])).toBe('二');
    expect(choiceText(choices, '')).toBe('');
    expect(splitMulti(' a, b ,,c')).toEqual(['a', 'b', 'c']);
  });
});

describe('dates and progress', () => {
  it('dates show in the column format, else as stored', () => {
    expect(dateText('2026-06-20', 'YYYY年MM月DD日')).toBe('2026年06月20日');
    expect(dateText('2026-06-20 09:30:00', 'MM-DD HH:mm')).toBe('06-20 09:30');
    expect(dateText('2026-06-20', undefined)).toBe('2026-06-20');
    expect(dateText('not a date', 'YYYY')).toBe('not a date');
  });

  it('progress is 0 to 100', () => {
    expect(progressPercent(55)).toBe(55);
    expect(progressPercent('120')).toBe(100);
    expect(progressPercent(-5)).toBe(0);
    expect(progressPercent('x')).toBe(0);
  });
});

describe('statistics (合计, 平均)', () => {
  const rows = [{ s: 10 }, { s: '20.5' }, { s: '' }, { s: 'x' }, { s: 0.1 }, { s: 0.2 }];
  it('sum and average count what is no number as 0', () => {
    expect(statistic(rows, 's', 'sum')).toBeCloseTo(30.8);
    expect(statistic(rows, 's', 'average')).toBeCloseTo(30.8 / 6);
    expect(statistic([], 's', 'average')).toBe(0);
  });
  it('show at most 2 decimals', () => {
    expect(formatStatistic(0.1 + 0.2)).toBe('0.3');
    expect(formatStatistic(85.3333)).toBe('85.33');
    expect(formatStatistic(12)).toBe('12');
  });
});

describe('widths and sizes', () => {
  it('minimums: date 135, datetime / user / depart 190; defaults datetime 200, user 220, depart 160 → 190', () => {
    expect(columnWidth({ type: 'date', width: 100 })).toBe(135);
    expect(columnWidth({ type: 'date', width: 150 })).toBe(150);
    expect(columnWidth({ type: 'datetime' })).toBe(200);
    expect(columnWidth({ type: 'datetime', width: '120px' })).toBe(190);
    expect(columnWidth({ type: 'sel_user' })).toBe(220);
    expect(columnWidth({ type: 'sel_user', width: 100 })).toBe(190);
    expect(columnWidth({ type: 'sel_depart' })).toBe(190);
    expect(columnWidth({ type: 'input' })).toBe(150);
    expect(parseWidth('120px')).toBe(120);
    expect(parseWidth('auto')).toBeUndefined();
  });

  it('row number 60; selection columns 40, 60 in the first column with statistics', () => {
    const plain = layoutColumns([{ key: 'a', title: 'A' }], { rowNumber: true, rowSelection: true, dragSort: true });
    expect(plain.columns.map((c) => [c.type, c.width])).toEqual([
      ['row-drag-sort', 40],
      ['row-checkbox', 40],
      ['row-number', 60],
      ['normal', 150],
    ]);
    const stats = layoutColumns([{ key: 'a', title: 'A', statistics: ['sum'] }], {
      rowSelection: true,
      rowExpand: true,
    });
    expect(stats.columns.map((c) => [c.type, c.width])).toEqual([
      ['row-expand', 60],
      ['row-checkbox', 40],
      ['normal', 150],
    ]);
    expect(stats.hasStatistics).toBe(true);
  });

  it('structural columns listed among the columns turn on and give their title and width; hidden ones stay data', () => {
    const layout = layoutColumns([
      { key: 'x', title: '序号', type: 'row-number', width: 80 },
      { key: 'r', title: '', type: 'row-radio' },
      { key: 'a', title: 'A', type: 'input' },
      { key: 'h', title: 'H', type: 'hidden', defaultValue: 1 },
    ]);
    expect(layout.columns.map((c) => [c.type, c.def.title, c.width])).toEqual([
      ['row-radio', '', 40],
      ['row-number', '序号', 80],
      ['input', 'A', 150],
    ]);
    expect(layout.selection).toBe('radio');
    expect(layout.dataColumns.map((c) => c.key)).toEqual(['a', 'h']);
    expect(layout.totalWidth).toBe(270);
  });

  it('columns the auth prefix excludes are left out; the prefix always ends with a colon', () => {
    const layout = layoutColumns(
      [
        { key: 'a', title: 'A' },
        { key: 'salary', title: '薪酬' },
      ],
      { excluded: new Set(['salary']) },
    );
    expect(layout.columns.map((c) => c.key)).toEqual(['a']);
    expect(layout.dataColumns.map((c) => c.key)).toEqual(['a']);
    expect(normalizeAuthPre('paper')).toBe('paper:');
    expect(normalizeAuthPre('paper:')).toBe('paper:');
    expect(normalizeAuthPre(undefined)).toBe('');
  });
});

describe('the registry', () => {
  it('has every one of the 32 listed types: 5 drawn by the grid, the others one cell kind each', () => {
    expect(GRID_COLUMN_TYPES).toHaveLength(32);
    const structural = GRID_COLUMN_TYPES.filter((t) => t.startsWith('row-'));
    expect(structural).toEqual(['row-number', 'row-checkbox', 'row-radio', 'row-expand', 'row-drag-sort']);
    for (const type of GRID_COLUMN_TYPES.filter((t) => !t.startsWith('row-'))) {
      expect(CELL_KINDS[type as keyof typeof CELL_KINDS], type).toBeDefined();
    }
    const editable = Object.entries(CELL_KINDS)
      .filter(([, kind]) => !kind.Editor)
      .map(([type]) => type)
      .sort();
    expect(editable).toEqual(['checkbox', 'hidden', 'normal', 'progress', 'slot']);
  });
});
