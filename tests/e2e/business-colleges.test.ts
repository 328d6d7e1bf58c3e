/**
 * 院校列表 as admin: a college of 京华理工大学 added with two programmes in the editable grid (its institution from
 * the institution picker, the discipline found by code or name), listed with 专业数 2, its 编辑 form showing the two
 * rows and the server's refusal of a row added twice; the 一级学科博士点 picker (1200 px) on 组件示例, searched by name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  type Session,
  addGridRow,
  adminSession,
  pickRecord,
  gridCells,
  hidden,
  visible,
  waitForPath,
  type Api,
} from './support';

let session: Session;
let page: Page;
let api: Api;
const CODE = `E2E${Date.now().toString(36).toUpperCase()}`.slice(0, 20);
const NAME = `端到端学院${CODE.slice(-4)}`;

beforeAll(async () => {
  session = await adminSession();
  ({ page, api } = session);
});
afterAll(() => session?.close());

const cells = gridCells;

/** Picks a discipline in a row's 学科代码 cell by typing part of it. */
async function pickDiscipline(grid: Locator, row: number, typed: string, title: string) {
  await cells(grid, 'disciplineCode').nth(row).click();
  const box = grid.getByRole('combobox', { name: '学科代码' });
  await box.click();
  await box.pressSequentially(typed); // typing opens the list, filtered

  await page.getByRole('option', { name: title, exact: true }).click();
}

describe('院校列表', () => {
  it('adds a college of 京华理工大学 with two programmes; lists 专业数 2; 编辑 shows the rows', async () => {
    await page.goto('/college/list');
    await waitForPath(page, '/college/list');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const form = page.getByRole('dialog', { name: '新增' });

    // 所属机构 from the institution picker, searched by name
    await form.getByRole('button', { name: '选择所属机构' }).click();
    const picker = page.getByRole('dialog', { name: '选择所属机构' });
    await pickRecord(picker, '机构名称', '京华理工', '京华理工大学');
    await visible(form.getByRole('button', { name: '移除 京华理工大学' }));

    await form.getByRole('textbox', { name: /学院名称/ }).fill(NAME);
    await form.getByRole('textbox', { name: /学院编码/ }).fill(CODE);

    const grid = form.getByRole('grid', { name: '学院专业' });
    await visible(grid);
    for (const [row, type, typed, title, name] of [
      [0, '本科专业', '0812', '0812 计算机科学与技术', '计算机科学与技术'],
      [1, '一级学科博士点', '计算机', '0812 计算机科学与技术', '计算机科学与技术'],
    ] as const) {
      await addGridRow(form, grid, 'programmeType', row);
      await cells(grid, 'programmeType').nth(row).click();
      await grid.getByRole('combobox', { name: '专业类型' }).selectOption({ label: type });
      await pickDiscipline(grid, row, typed, title);
      // the discipline names the row
      await expect.poll(() => cells(grid, 'name').nth(row).innerText()).toBe(name);
      await cells(grid, 'approvedYear').nth(row).click();
      await cells(grid, 'approvedYear').nth(row).locator('input').fill('2001');
    }
    await form.getByRole('button', { name: '确定' }).click();
    await hidden(form);

    const saved = await api<{ records: { id: string; programmeCount: number }[] }>(
      `/collegeManagement/cpcCollegeManagement/list?collegeCode=${CODE}`,
    );
    expect(saved.result.records).toHaveLength(1);
    expect(saved.result.records[0]!.programmeCount).toBe(2);

    // listed with 专业数 2
    const query = page.getByRole('form', { name: '查询条件' });
    await query.getByRole('textbox', { name: '学院编码' }).fill(CODE);
    await query.getByRole('button', { name: '查询' }).click();
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: NAME, exact: true }) });
    await visible(row);
    // 学院名称, 学院编码, 所属机构, 院长, 联系电话, 排序, 专业数, 学生数 after the selection cell
    const texts = (await row.getByRole('cell').allInnerTexts()).map((t) => t.trim());
    expect(texts.slice(1, 9)).toEqual([NAME, CODE, '京华理工大学', '', '', '0', '2', '0']);

    // 编辑 shows the institution and the two rows
    await page
      .getByRole('group', { name: `${NAME} 操作` })
      .getByRole('button', { name: '编辑' })
      .click();
    const edit = page.getByRole('dialog', { name: '编辑' });
    await visible(edit.getByRole('button', { name: '移除 京华理工大学' }));
    const rows = edit.getByRole('grid', { name: '学院专业' });
    await visible(cells(rows, 'name').nth(1));
    expect(await cells(rows, 'programmeType').allInnerTexts()).toEqual(['本科专业', '一级学科博士点']);
    expect(await cells(rows, 'disciplineCode').allInnerTexts()).toEqual([
      '0812 计算机科学与技术',
      '0812 计算机科学与技术',
    ]);

    // a row twice (same type and name): the server's refusal is shown, the form keeps what was typed
    await edit.getByRole('button', { name: '新增', exact: true }).click();
    await visible(cells(rows, 'programmeType').nth(2));
    await cells(rows, 'programmeType').nth(2).click();
    await rows.getByRole('combobox', { name: '专业类型' }).selectOption({ label: '一级学科博士点' });
    await pickDiscipline(rows, 2, '0812', '0812 计算机科学与技术');
    await cells(rows, 'name').nth(2).click();
    await cells(rows, 'name').nth(2).locator('input').fill('计算机科学与技术');
    await edit.getByRole('button', { name: '确定' }).click();
    await visible(page.getByText('专业第 3 行：「计算机科学与技术」重复'));
    expect(await cells(rows, 'name').allInnerTexts()).toHaveLength(3);
    await edit.getByRole('button', { name: '取消' }).click();
    await hidden(edit);
  });

  it('组件示例: the 一级学科博士点 picker is 1200 px wide, searches by name and gives the chips', async () => {
    await page.goto('/jeecg/SelectDemo');
    await visible(page.getByRole('heading', { name: '组件示例', level: 1 }));
    await page.getByRole('button', { name: '选择一级学科博士点' }).click();
    const dialog = page.getByRole('dialog', { name: '选择一级学科博士点' });
    await visible(dialog.getByRole('row').nth(1));
    // measured once its opening animation has ended
    await expect.poll(async () => Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(1200);
    await dialog.getByRole('textbox', { name: '专业名称' }).fill('计算机');
    await dialog.getByRole('button', { name: '查询' }).click();
    const first = dialog.getByRole('checkbox', { name: /^选择 计算机/ }).first();
    await visible(first);
    const picked = ((await first.getAttribute('aria-label')) ?? '').replace(/^选择 /, '');
    await first.click();
    await dialog.getByRole('button', { name: '确定' }).click();
    await hidden(dialog);
    await visible(page.getByRole('button', { name: `移除 ${picked}` }).first());
  });
});
