/**
 * 字典项 edited in place: 数据字典 → 字典配置 → 编辑模式, invalid cells refused with their messages, fixed, a row
 * dragged, 保存; a second session editing the same items sees the saved rows live; after a reload the new order and
 * values are there. The dictionary is made through the master
 * form's route with its items (`dictItemList`), and its 编辑 form shows them in the 字典项 tab.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { type Session, adminSession, type Api, apiAs, hidden, newPage, signIn, visible, waitForPath } from './support';

interface Item {
  id: string;
  itemText: string;
  itemValue: string;
  sortOrder: number;
}

let browser: Browser;
let page: Page;
let api: Api;
const CODE = `e2e_grid_${Date.now().toString(36)}`;
const NAME = '端到端科目';

async function itemsOf(dictId: string): Promise<Item[]> {
  const page = await api<{ records: Item[] }>(
    `/sys/dictItem/list?dictId=${dictId}&column=sortOrder&order=asc&pageSize=100`,
  );
  return page.result.records;
}

let session: Session;
let dictId: string;
let ids: Record<string, string>;

beforeAll(async () => {
  api = await apiAs('admin');
  const added = await api('/sys/dict/add', {
    method: 'POST',
    body: JSON.stringify({
      dictName: NAME,
      dictCode: CODE,
      dictItemList: [
        { itemText: '语文', itemValue: 'yw', sortOrder: 1, status: 1 },
        { itemText: '数学', itemValue: 'sx', sortOrder: 2, status: 1 },
        { itemText: '英语', itemValue: 'yy', sortOrder: 3, status: 1 },
      ],
    }),
  });
  expect(added.success).toBe(true);
  const dicts = await api<{ records: { id: string }[] }>(`/sys/dict/list?dictCode=${CODE}`);
  dictId = dicts.result.records[0]!.id;
  ids = Object.fromEntries((await itemsOf(dictId)).map((i) => [i.itemValue, i.id]));

  session = await adminSession();
  ({ browser, page } = session);
});
afterAll(() => session?.close());

async function openItems(page: Page): Promise<Locator> {
  await page.goto('/isystem/dict');
  await waitForPath(page, '/isystem/dict');
  const query = page.getByRole('form', { name: '查询条件' });
  await query.getByRole('textbox', { name: '字典编码' }).fill(CODE);
  await query.getByRole('button', { name: '查询' }).click();
  const actions = page.getByRole('group', { name: `${NAME} 操作` });
  await visible(actions);
  await actions.getByRole('button', { name: '字典配置' }).click();
  const drawer = page.getByRole('dialog', { name: /字典配置/ });
  await visible(drawer.getByRole('table', { name: '字典项列表' }).getByText('语文'));
  return drawer;
}

const cell = (grid: Locator, id: string, key: string) => grid.locator(`[data-row-id="${id}"][data-col-key="${key}"]`);

/** Clicks a cell (it becomes a text box) and replaces its text. */
async function fill(grid: Locator, id: string, key: string, text: string): Promise<void> {
  await cell(grid, id, key).click();
  await cell(grid, id, key).locator('input').fill(text);
}

async function tooltipOf(grid: Locator, id: string, key: string): Promise<string> {
  const target = cell(grid, id, key);
  await target.hover();
  const tip = target.getByRole('tooltip');
  await visible(tip);
  return tip.innerText();
}

const rowOrder = (grid: Locator) =>
  grid.locator('[data-col-key="__drag"]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.rowId));

describe('字典项 编辑模式', () => {
  it('refuses invalid cells with their messages, saves fixed values and a dragged order that a reload shows', async () => {
    // A second session edits the same items: it sees the saved rows live, without a reload.
    const other = await newPage(browser);
    await signIn(other.page, 'admin');
    await waitForPath(other.page, '/dashboard/analysis');
    const otherDrawer = await openItems(other.page);
    await otherDrawer.getByRole('button', { name: '编辑模式' }).click();
    const otherGrid = otherDrawer.getByRole('grid', { name: '字典项' });
    await visible(cell(otherGrid, ids.yw!, 'itemText'));

    const drawer = await openItems(page);
    await drawer.getByRole('button', { name: '编辑模式' }).click();
    const grid = drawer.getByRole('grid', { name: '字典项' });
    await visible(cell(grid, ids.yw!, 'itemText'));

    // an empty 名称 and a duplicate 数据值: 保存 shows their messages and sends nothing
    await fill(grid, ids.yw!, 'itemText', '');
    await fill(grid, ids.sx!, 'itemValue', 'yw');
    await drawer.getByRole('button', { name: '保存' }).click();
    await page.waitForFunction(
      (sel) => document.querySelector(sel)?.getAttribute('aria-invalid') === 'true',
      `[data-row-id="${ids.yw}"][data-col-key="itemText"]`,
    );
    expect(await tooltipOf(grid, ids.yw!, 'itemText')).toBe('请输入名称!');
    expect(await tooltipOf(grid, ids.sx!, 'itemValue')).toBe('数据值不能重复');
    expect((await itemsOf(dictId)).map((i) => i.itemText)).toEqual(['语文', '数学', '英语']);

    // fixed
    await fill(grid, ids.yw!, 'itemText', '语文（必考）');
    await fill(grid, ids.sx!, 'itemValue', 'sx2');
    await page.waitForFunction(
      (sel) => !document.querySelector(sel)?.hasAttribute('aria-invalid'),
      `[data-row-id="${ids.sx}"][data-col-key="itemValue"]`,
    );

    // 英语 dragged to the top (the handle, from the keyboard)
    const grip = cell(grid, ids.yy!, '__drag');
    await grip.focus();
    // Each key waits for the grid to act on it: the sensor listens only once the row is picked up, and a busy machine
    // may still be measuring when the next key arrives.
    const announced = (text: string) =>
      page.waitForFunction(
        (t) => [...document.querySelectorAll('[role="status"]')].some((e) => e.textContent === t),
        text,
      );
    await page.keyboard.press('Space');
    await announced('已拿起第 3 行。');
    // dnd-kit's keyboard sensor starts listening for arrows in a timer queued at pickup (before the announcement):
    // a timer queued now runs after it.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await page.keyboard.press('ArrowUp');
    await announced('移到第 2 行。');
    await page.keyboard.press('ArrowUp');
    await announced('移到第 1 行。');
    await page.keyboard.press('Space');
    await page.waitForFunction(
      (first) => document.querySelector('[data-col-key="__drag"]')?.getAttribute('data-row-id') === first,
      ids.yy,
    );
    expect(await rowOrder(grid)).toEqual([ids.yy, ids.yw, ids.sx]);
    expect(await cell(grid, ids.yy!, 'sortOrder').innerText()).toBe('1');

    await drawer.getByRole('button', { name: '保存' }).click();
    await visible(page.getByText('保存成功！', { exact: true }));
    await hidden(grid);

    // The other session's grid shows the saved values at once, marked by the reload effect.
    await other.page.waitForFunction(
      (sel) => document.querySelector(sel)?.textContent?.includes('语文（必考）'),
      `[data-row-id="${ids.yw}"][data-col-key="itemText"]`,
      { timeout: 5000 },
    );
    expect(await cell(otherGrid, ids.sx!, 'itemValue').innerText()).toBe('sx2');
    expect(await otherGrid.locator(`[data-reloaded]`).count()).toBeGreaterThan(0);
    await other.context.close();

    // persisted: after a reload the list shows the new order and values
    await page.reload();
    const again = await openItems(page);
    const list = again.getByRole('table', { name: '字典项列表' });
    await visible(list.getByText('语文（必考）'));
    const names = await list.getByRole('row').evaluateAll((rows) => rows.slice(1).map((r) => r.textContent ?? ''));
    expect(names.map((t) => ['英语', '语文（必考）', '数学'].find((n) => t.includes(n)))).toEqual([
      '英语',
      '语文（必考）',
      '数学',
    ]);
    expect((await itemsOf(dictId)).map((i) => [i.itemText, i.itemValue, i.sortOrder])).toEqual([
      ['英语', 'yy', 1],
      ['语文（必考）', 'yw', 2],
      ['数学', 'sx2', 3],
    ]);
  });

  it('the dictionary’s 编辑 form shows its items in the 字典项 tab', async () => {
    await page.keyboard.press('Escape');
    await page.goto('/isystem/dict');
    const query = page.getByRole('form', { name: '查询条件' });
    await query.getByRole('textbox', { name: '字典编码' }).fill(CODE);
    await query.getByRole('button', { name: '查询' }).click();
    const actions = page.getByRole('group', { name: `${NAME} 操作` });
    await visible(actions);
    await actions.getByRole('button', { name: '编辑' }).click();
    const form = page.getByRole('dialog', { name: '编辑' });
    await visible(form.getByRole('tab', { name: '字典项' }));
    const grid = form.getByRole('grid', { name: '字典项' });
    await visible(cell(grid, ids.yy!, 'itemText'));
    expect(await rowOrder(grid)).toEqual([ids.yy, ids.yw, ids.sx]);
    await form.getByRole('button', { name: '取消' }).click();
    await hidden(form);
  });
});
