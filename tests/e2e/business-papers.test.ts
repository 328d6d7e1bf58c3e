/**
 * 试卷列表 as admin: a paper added with three topics in the editable grid (the footer's 合计 shows their sum), listed
 * with that 总分 (kept by the server); 查看 shows the topics numbered with their options, 显示答案 toggling the answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  type Session,
  VIEWPORTS,
  addGridRow,
  adminSession,
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
const NAME = `端到端试卷${CODE.slice(-4)}`;

beforeAll(async () => {
  session = await adminSession();
  ({ page, api } = session);
});
afterAll(() => session?.close());

const cells = gridCells;

async function type(grid: Locator, key: string, row: number, text: string) {
  await cells(grid, key).nth(row).click();
  // The 题干 editor is a text box in a pop-up below the cell (a portal), the others are inside their cell.
  const box =
    key === 'content'
      ? grid.page().getByRole('textbox', { name: '题干' })
      : cells(grid, key).nth(row).locator('input, textarea').first();
  await box.fill(text);
  if (key === 'content') await box.press('Enter');
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('试卷列表', () => {
  it('adds a paper with three topics (合计 their sum), lists its 总分, and 查看 shows them with 显示答案', async () => {
    await page.goto('/paper/list');
    await waitForPath(page, '/paper/list');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const form = page.getByRole('dialog', { name: '新增' });
    await form.getByRole('textbox', { name: /试卷名称/ }).fill(NAME);
    await form.getByRole('textbox', { name: /试卷编码/ }).fill(CODE);
    await form.getByRole('combobox', { name: /科目/ }).selectOption({ label: '计算机' });
    await form.getByRole('spinbutton', { name: /年份/ }).fill('2025');
    await form.getByRole('spinbutton', { name: /时长/ }).fill('90');

    const tab = form.getByRole('tab', { name: '试卷题目' });
    if ((await tab.count()) > 0) await tab.click();
    const grid = form.getByRole('grid', { name: '试卷题目' });
    await visible(grid);
    for (const [row, kind, content, answer, score] of [
      [0, '单选', '1+1等于几？', 'B', '10'],
      [1, '判断', '地球是圆的。', '对', '5'],
      [2, '简答', '简述牛顿第一定律。', '惯性定律', '15'],
    ] as const) {
      await addGridRow(form, grid, 'topicType', row);
      await cells(grid, 'topicType').nth(row).click();
      await grid.getByRole('combobox', { name: '题型' }).selectOption({ label: kind });
      await type(grid, 'content', row, content);
      if (row === 0) {
        // The open 题干 editor lies whole below its cell (not cut by the row), over none of the row's other cells;
        // a click on 选项A edits 选项A.
        // 选项A is measured first: while the pop-up is open the rest of the page may be hidden from the locators.
        const optionA = (await cells(grid, 'optionA').nth(row).boundingBox())!;
        await cells(grid, 'content').nth(row).click();
        const stem = page.getByRole('textbox', { name: '题干' });
        await visible(stem);
        const editor = (await stem.boundingBox())!;
        expect(editor.height).toBeGreaterThan(150);
        expect(overlaps(editor, optionA)).toBe(false);
        await page.mouse.click(optionA.x + optionA.width / 2, optionA.y + optionA.height / 2);
        await hidden(stem);
        await expect.poll(() => cells(grid, 'optionA').nth(row).locator('input').count()).toBe(1);
        expect(await cells(grid, 'content').nth(row).innerText()).toBe(content);
        await type(grid, 'optionA', row, '1');
        await type(grid, 'optionB', row, '2');
      }
      await type(grid, 'answer', row, answer);
      await type(grid, 'score', row, score);
    }
    await cells(grid, 'topicType').nth(0).click();
    const total = grid.getByRole('row').filter({ hasText: '合计' });
    await expect.poll(() => total.innerText()).toMatch(/合计[\s\S]*30/);
    await form.getByRole('button', { name: '确定' }).click();
    await hidden(form);

    const saved = await api<{ records: { id: string; totalScore: number }[] }>(
      `/papermanagement/cpcPaperManagement/list?paperCode=${CODE}`,
    );
    expect(saved.result.records).toHaveLength(1);
    expect(saved.result.records[0]!.totalScore).toBe(30);

    // listed with its 总分
    const query = page.getByRole('form', { name: '查询条件' });
    await query.getByRole('textbox', { name: '试卷编码' }).fill(CODE);
    await query.getByRole('button', { name: '查询' }).click();
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: NAME, exact: true }) });
    await visible(row);
    expect((await row.getByRole('cell').allInnerTexts()).map((t) => t.trim())).toContain('30');

    // 查看: the topics numbered, the options of the choice, the answers only with 显示答案
    await page
      .getByRole('group', { name: `${NAME} 操作` })
      .getByRole('button', { name: '查看' })
      .click();
    await waitForPath(page, '/paper/view');
    await visible(page.getByRole('heading', { name: NAME }));
    const topics = page.getByRole('list', { name: '题目' });
    await visible(topics.getByText('1. 【单选】1+1等于几？（10 分）'));
    await visible(topics.getByText('3. 【简答】简述牛顿第一定律。（15 分）'));
    await visible(topics.getByText('B. 2'));
    expect(await page.getByText('答案：B').count()).toBe(0);
    await page.getByRole('switch', { name: '显示答案' }).click();
    await visible(page.getByText('答案：B'));
    await visible(page.getByText('答案：惯性定律'));
    await page.getByRole('switch', { name: '显示答案' }).click();
    await hidden(page.getByText('答案：B'));

    // printed: the paper alone (A4), without the app's menu and header or the screen's buttons
    await page.emulateMedia({ media: 'print' });
    await visible(page.getByRole('heading', { name: NAME }));
    await hidden(page.getByRole('button', { name: '打印' }));
    const chrome = await page.evaluate(
      () =>
        [...document.body.querySelectorAll<HTMLElement>('*')].filter(
          (el) =>
            !el.closest('.paper-print') &&
            getComputedStyle(el).visibility === 'visible' &&
            el.getBoundingClientRect().width > 0 &&
            (el.textContent ?? '').trim() !== '' &&
            el.children.length === 0,
        ).length,
    );
    expect(chrome).toBe(0);
    await page.emulateMedia({ media: 'screen' });
  });

  it('试卷查看 and 试卷列表 fit a 390 px phone', async () => {
    const papers = await api<{ records: { id: string }[] }>(
      '/papermanagement/cpcPaperManagement/list?paperCode=SJ2024003',
    );
    const phone = await adminSession(VIEWPORTS.phone);
    try {
      await phone.page.goto(`/paper/view?id=${papers.result.records[0]!.id}`);
      await visible(phone.page.getByRole('heading', { name: '计算机基础知识测试' }));
      await visible(phone.page.getByRole('list', { name: '题目' }).getByText(/^40\. /));
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      await phone.page.goto('/paper/list');
      await visible(phone.page.getByRole('group', { name: '计算机基础知识测试 操作' }));
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    } finally {
      await phone.close();
    }
  });
});
