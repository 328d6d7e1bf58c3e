import { describe, expect, it } from 'vitest';
import { GridStore, TREE_PLACEHOLDER, type StoreConfig } from '@/components/widgets/editable-grid/grid-store';
import type { GridColumn, GridRow } from '@/components/widgets/editable-grid/grid-types';

const COLUMNS: GridColumn[] = [
  { key: 'name', title: '题目', type: 'input', validateRules: [{ required: true }, { unique: true }] },
  { key: 'score', title: '分值', type: 'inputNumber', defaultValue: 5, validateRules: [{ pattern: 'n' }] },
  { key: 'must', title: '必答', type: 'checkbox', customValue: ['Y', 'N'] },
  { key: 'code', title: '编号', type: 'hidden', defaultValue: 'NEW' },
];

const THREE: GridRow[] = [
  { id: 'a', name: '甲', score: 1, orderNum: 9 },
  { id: 'b', name: '乙', score: 2 },
  { id: 'c', name: '丙', score: 3 },
];

function storeOf(config: Partial<StoreConfig> = {}, rows: GridRow[] = THREE) {
  const store = new GridStore({
    rowKey: 'id',
    dragSortKey: null,
    tree: false,
    autoSelectKey: 'inputValue',
    selection: 'checkbox',
    columns: COLUMNS,
    ...config,
  });
  store.load(rows);
  return store;
}

describe('new rows', () => {
  it('take the columns’ default values and a temporary id, dropped when read back as data', () => {
    const store = storeOf();
    const [row] = store.insert([{ name: '丁' }]);
    expect(row).toMatchObject({ name: '丁', score: 5, must: 'N', code: 'NEW' });
    expect(String(row!.id)).toMatch(/^row_/);
    expect(store.isNew(String(row!.id))).toBe(true);
    const values = store.tableData();
    expect(values).toHaveLength(4);
    expect(values[3]).toEqual({ name: '丁', score: 5, must: 'N', code: 'NEW' });
    expect(values[0]).toEqual({ id: 'a', name: '甲', score: 1, orderNum: 9 });
    expect(store.newData()).toEqual([{ name: '丁', score: 5, must: 'N', code: 'NEW' }]);
  });

  it('a given value is kept; an empty one takes the default; insert at a position', () => {
    const store = storeOf();
    store.insert([{ score: 0 }, { score: '' }], 1);
    expect(store.topRows().map((r) => r.score)).toEqual([1, 0, 5, 2, 3]);
  });

  it('rows loaded without an id count as new; loadNewData loads all rows as new', () => {
    const store = storeOf({}, [{ name: '无编号' }, { id: 'x', name: '有编号' }]);
    expect(store.tableData()).toEqual([{ name: '无编号' }, { id: 'x', name: '有编号' }]);
    store.load([{ id: 'y', name: '导入' }], true);
    expect(store.tableData()).toEqual([{ name: '导入' }]);
  });
});

describe('edited and removed rows', () => {
  it('an edit of a server row marks it edited; an edit of a new row does not', () => {
    const store = storeOf();
    const [added] = store.insert([{}]);
    store.setCell('b', 'name', '乙改');
    store.setCell(String(added!.id), 'name', '新');
    expect(store.editedData()).toEqual([{ id: 'b', name: '乙改', score: 2 }]);
    expect(store.setCell('b', 'name', '乙改')).toEqual({ row: expect.any(Object), oldValue: '乙改' });
    expect(store.setCell('nope', 'name', 'x')).toBeUndefined();
  });

  it('an edit taken back unmarks a row that was not edited before', () => {
    const store = storeOf();
    store.setCell('a', 'name', '临时');
    store.restoreCell('a', 'name', '甲', false);
    expect(store.editedData()).toEqual([]);
    expect(store.getRow('a')?.name).toBe('甲');
  });

  it('removed server rows become delete records; removed new rows vanish', () => {
    const store = storeOf();
    const [added] = store.insert([{ name: '新' }]);
    store.setSelected('a', true);
    const removed = store.remove(['a', String(added!.id)]);
    expect(removed.map((r) => r.name)).toEqual(['甲', '新']);
    expect(store.deleteData()).toEqual([{ id: 'a', name: '甲', score: 1, orderNum: 9 }]);
    expect(store.tableData().map((r) => r.id)).toEqual(['b', 'c']);
    expect(store.selectedRows()).toEqual([]);
    expect(store.remove(['zzz'])).toEqual([]);
  });
});

describe('drag sort numbers', () => {
  it('orderNum counts from 1 on load, after add, remove and move (a renumbered server row is edited)', () => {
    const store = storeOf({ dragSortKey: 'orderNum' });
    const order = () => store.topRows().map((r) => [r.name, r.orderNum]);
    expect(order()).toEqual([
      ['甲', 1],
      ['乙', 2],
      ['丙', 3],
    ]);
    expect(store.editedData()).toEqual([]);
    store.insert([{ name: '丁' }], 0);
    expect(order()).toEqual([
      ['丁', 1],
      ['甲', 2],
      ['乙', 3],
      ['丙', 4],
    ]);
    store.remove(['b']);
    expect(order()).toEqual([
      ['丁', 1],
      ['甲', 2],
      ['丙', 3],
    ]);
    store.move(2, 0);
    expect(order()).toEqual([
      ['丙', 1],
      ['丁', 2],
      ['甲', 3],
    ]);
    expect(store.editedData().map((r) => r.id)).toEqual(['c', 'a']);
  });

  it('a move out of range is clamped; a move onto itself changes nothing', () => {
    const store = storeOf({ dragSortKey: 'orderNum' });
    const version = store.getVersion();
    store.move(1, 1);
    expect(store.getVersion()).toBe(version);
    store.move(0, 99);
    expect(store.topRows().map((r) => r.name)).toEqual(['乙', '丙', '甲']);
  });
});

describe('selection', () => {
  it('checkbox selects several, radio one; select all and clear', () => {
    const store = storeOf();
    store.setSelected('a', true);
    store.setSelected('c', true);
    expect(store.selectedRows().map((r) => r.id)).toEqual(['a', 'c']);
    store.selectAll(true);
    expect(store.selectedCount()).toBe(3);
    store.clearSelection();
    expect(store.selectedCount()).toBe(0);
    const radio = storeOf({ selection: 'radio' });
    radio.setSelected('a', true);
    radio.setSelected('b', true);
    expect(radio.selectedRows().map((r) => r.id)).toEqual(['b']);
  });
});

describe('rules over the whole table', () => {
  it('any failing cell fails; messages are kept per row and cell; unique looks at the whole column', async () => {
    const store = storeOf({}, [
      { id: 'a', name: '甲', score: 'x' },
      { id: 'b', name: '甲', score: 2 },
      { id: 'c', name: '', score: 3 },
    ]);
    const errors = await store.validate();
    expect(errors.map((e) => [e.rowId, e.key, e.message])).toEqual([
      ['a', 'name', '题目不能重复'],
      ['a', 'score', '请输入数字!'],
      ['b', 'name', '题目不能重复'],
      ['c', 'name', '请输入题目!'],
    ]);
    expect(store.rowErrors('a')).toEqual({ name: '题目不能重复', score: '请输入数字!' });
    store.setCell('b', 'name', '乙');
    await store.validateCell('b', 'name');
    expect(store.rowErrors('a')).toEqual({ score: '请输入数字!' });
    expect(store.rowErrors('b')).toBeUndefined();
  });

  it('an asynchronous handler fails the table too', async () => {
    const store = new GridStore({
      rowKey: 'id',
      dragSortKey: null,
      tree: false,
      autoSelectKey: 'inputValue',
      selection: null,
      columns: [
        {
          key: 'n',
          title: '账号',
          validateRules: [{ handler: async ({ value }) => value !== 'admin', message: '账号已存在' }],
        },
      ],
    });
    store.load([
      { id: '1', n: 'admin' },
      { id: '2', n: 'guest' },
    ]);
    expect((await store.validate()).map((e) => [e.rowId, e.message])).toEqual([['1', '账号已存在']]);
  });

  it('10,000 rows check without a promise per cell, in well under a second', async () => {
    const store = storeOf(
      {},
      Array.from({ length: 10000 }, (_, i) => ({ id: `r${i}`, name: `题${i}`, score: i })),
    );
    const started = performance.now();
    expect(await store.validate()).toEqual([]);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('tree rows', () => {
  const tree = () =>
    storeOf({ tree: true }, [
      { id: 'p', name: '父', hasChildren: true },
      { id: 'q', name: '已带下级', children: [{ id: 'q1', name: '子' }] },
      { id: 'r', name: '空', children: [] },
    ]);

  it('an expanded row without children shows the loading... placeholder until they arrive', () => {
    const store = tree();
    expect(store.display().map((l) => [l.kind, l.key, l.depth])).toEqual([
      ['row', 'p', 0],
      ['row', 'q', 0],
      ['row', 'r', 0],
    ]);
    store.setExpanded('p', true);
    store.setExpanded('q', true);
    expect(store.display().map((l) => [l.kind, l.key, l.depth])).toEqual([
      ['row', 'p', 0],
      ['placeholder', 'p_loadChild', 1],
      ['row', 'q', 0],
      ['row', 'q1', 1],
      ['row', 'r', 0],
    ]);
    expect(TREE_PLACEHOLDER).toBe('loading...');
    store.setChildren('p', [{ id: 'p1', name: '子一', parentId: 'p' }]);
    expect(store.display()[1]).toMatchObject({ kind: 'row', rowId: 'p1', depth: 1 });
  });

  it('a row whose children come back empty becomes a leaf', () => {
    const store = tree();
    expect(store.hasChildren(store.getRow('p')!)).toBe(true);
    expect(store.hasChildren(store.getRow('r')!)).toBe(false);
    store.setExpanded('p', true);
    store.setChildren('p', []);
    expect(store.hasChildren(store.getRow('p')!)).toBe(false);
    expect(store.isExpanded('p')).toBe(false);
  });

  it('remove throws; values come back nested; a number above 0 in inputValue selects the row', () => {
    const store = tree();
    expect(() => store.remove(['p'])).toThrow(/tree table/);
    expect(store.tableData()[1]).toEqual({ id: 'q', name: '已带下级', children: [{ id: 'q1', name: '子' }] });
    store.setCell('q1', 'inputValue', 3);
    expect(store.isSelected('q1')).toBe(true);
    store.setCell('q', 'inputValue', 0);
    expect(store.isSelected('q')).toBe(false);
  });
});
