/**
 * 成绩统计 as admin on a published demo test: the summary cards and charts over the whole test, the topic table;
 * narrowed to one institution (picked in the institution picker) the figures change and the national ones appear
 * beside them; a topic's link opens 题目详情. Ids and figures come from the API, never hard-coded; the 考试 select leaves
 * 选择院校 clickable at 768, 1280 and 1440 px, and at 390 px nothing leaves the screen sideways.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adminSession, pickRecord, screenshot, visible, waitForPath, type Api, type Session } from './support';

const BASE = '/testGrade/cpcTestGrade/statistics';

let session: Session;
let page: Page;
let api: Api;

beforeAll(async () => {
  session = await adminSession();
  ({ page, api } = session);
});
afterAll(() => session?.close());

interface Summary {
  sat: number;
  mean: number | null;
}

describe('成绩统计', () => {
  it('shows a published test’s figures, narrows to one institution beside the national ones, and opens 题目详情', async () => {
    const tests = (await api<{ id: string; status: string }[]>(`${BASE}/tests`)).result;
    const test = tests.find((t) => t.status === '5')!;
    const whole = (await api<Summary>(`${BASE}/summary?testId=${test.id}`)).result;
    const [first] = (await api<{ id: string; name: string }[]>(`${BASE}/compare?testId=${test.id}`)).result;
    const mine = (await api<Summary>(`${BASE}/summary?testId=${test.id}&organizationId=${first!.id}`)).result;
    expect(mine.sat).toBeLessThan(whole.sat);

    await page.goto(`/grade/statistics?testId=${test.id}`);
    await waitForPath(page, '/grade/statistics');
    const sat = page.getByRole('listitem', { name: '参考人数' });
    await visible(sat);
    await expect.poll(() => sat.innerText()).toContain(String(whole.sat));
    expect(await page.getByText(/全国：/).count()).toBe(0);
    await visible(page.getByRole('region', { name: '分数段分布' }).locator('svg').first());
    for (const name of ['等级分布', '院校平均分对比'])
      await visible(page.getByRole('list', { name }).getByRole('listitem'));
    const topics = page.getByRole('table', { name: '题目分析表' });
    await visible(topics.getByRole('link', { name: '第1题详情' }));
    await screenshot(page, 'grade-statistics');

    await page.getByRole('button', { name: '选择院校' }).click();
    const picker = page.getByRole('dialog', { name: '选择院校' });
    await pickRecord(picker, '机构名称', first!.name);
    await expect.poll(() => sat.innerText()).toContain(`全国：${whole.sat}`);
    expect(await sat.innerText()).toContain(String(mine.sat));
    await expect
      .poll(() => page.getByRole('listitem', { name: '平均分' }).innerText())
      .toContain(`全国：${whole.mean}`);

    // the 表格 view of the comparison: the one institution
    const compare = page.getByRole('region', { name: '院校对比' });
    await compare.getByRole('button', { name: '表格' }).click();
    await visible(compare.getByRole('cell', { name: first!.name }));

    await topics.getByRole('link', { name: '第1题详情' }).click();
    await waitForPath(page, '/grade/topicDetail');
    await visible(page.getByRole('region', { name: '得分分布' }).locator('svg').first());
    await visible(page.getByRole('table', { name: '各院校得分率表' }));
    await screenshot(page, 'grade-topic-detail');
  });

  it('keeps 选择院校 clear of the 考试 select at 768, 1280 and 1440 px, and fits a 390 px phone', async () => {
    const tests = (await api<{ id: string; status: string }[]>(`${BASE}/tests`)).result;
    await page.goto(`/grade/statistics?testId=${tests.find((t) => t.status === '5')!.id}`);
    const choose = page.getByRole('button', { name: '选择院校' });
    for (const width of [768, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await visible(choose);
      // the button is what a click at its centre reaches, and the select's box stays off it
      const hit = await choose.evaluate((button) => {
        const r = button.getBoundingClientRect();
        const at = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return button === at || button.contains(at);
      });
      expect(hit, `${width} px`).toBe(true);
      const select = (await page.getByRole('combobox', { name: '考试' }).boundingBox())!;
      const button = (await choose.boundingBox())!;
      expect(select.x + select.width <= button.x || select.y + select.height <= button.y, `${width} px`).toBe(true);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await visible(page.getByRole('table', { name: '题目分析表' }));
    await visible(page.getByRole('region', { name: '分数段分布' }).locator('svg').first());
    // nothing reaches past the screen's right edge except inside a box that scrolls sideways itself
    const outside = await page.evaluate(() => {
      const scrolls = (el: Element | null): boolean =>
        el !== null && el !== document.body && (getComputedStyle(el).overflowX === 'auto' || scrolls(el.parentElement));
      return [...document.querySelectorAll('main *, [role="main"] *')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !scrolls(el.parentElement))
        .map((el) => `${el.tagName}.${el.getAttribute('aria-label') ?? el.textContent?.slice(0, 20)}`);
    });
    expect(outside).toEqual([]);
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    await screenshot(page, 'grade-statistics-phone');
  });
});
