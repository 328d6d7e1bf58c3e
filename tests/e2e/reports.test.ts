/**
 * 报告: admin generates 京华理工大学's report on a published demo test from 生成报告 and opens 查看 (the figures equal
 * the statistics API's; only the report prints); on a phone the customer opens 报告, a report's page and downloads
 * its workbook. Ids and figures come from the API, never hard-coded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  adminSession,
  apiAs,
  launchBrowser,
  newPage,
  screenshot,
  signIn,
  visible,
  VIEWPORTS,
  waitForPath,
  type Session,
} from './support';

const REPORT = '/cpcreport/cpcReport';

let session: Session;
let browser: Browser;

beforeAll(async () => {
  session = await adminSession();
  browser = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
  await browser?.close();
});

interface Option {
  id: string;
  testCode: string;
  organizations: { id: string; name: string }[];
}

describe('报告', () => {
  it('admin generates 京华理工大学’s report on a published test and opens 查看', async () => {
    const { page, api } = session;
    const options = (await api<Option[]>(`${REPORT}/generateOptions`)).result;
    const test = options.find((o) => o.organizations.some((org) => org.name === '京华理工大学'))!;
    const jhlg = test.organizations.find((o) => o.name === '京华理工大学')!;
    const summary = (
      await api<{ mean: number; sat: number }>(
        `/testGrade/cpcTestGrade/statistics/summary?testId=${test.id}&organizationId=${jhlg.id}`,
      )
    ).result;

    await page.goto('/document/report');
    await page.getByRole('button', { name: '生成报告' }).click();
    const dialog = page.getByRole('dialog', { name: '生成报告' });
    await dialog.getByRole('combobox', { name: /^考试/ }).selectOption(test.id);
    await dialog.getByRole('combobox', { name: /^院校/ }).selectOption(jhlg.id);
    await dialog.getByRole('button', { name: '生成', exact: true }).click();
    await visible(dialog.getByRole('status').getByText(/京华理工大学《.+》成绩分析报告/));
    await dialog.getByRole('button', { name: '查看' }).click();
    await waitForPath(page, '/document/reportView');

    const report = page.getByRole('article', { name: /京华理工大学《.+》成绩分析报告/ });
    await visible(report.getByRole('heading', { level: 1 }));
    const overview = report.getByRole('table', { name: '成绩概况' });
    await expect.poll(() => overview.getByRole('row', { name: /^平均分/ }).innerText()).toContain(String(summary.mean));
    expect(await overview.getByRole('row', { name: /^参考人数/ }).innerText()).toContain(String(summary.sat));
    await visible(report.getByRole('table', { name: '学院对比' }));
    await visible(report.getByRole('table', { name: '题目分析' }));
    await visible(report.locator('.report-chart svg').first());
    await screenshot(page, 'report-view');

    // Printing shows the report only.
    await page.emulateMedia({ media: 'print' });
    const shown = await page.evaluate(() => {
      const article = document.querySelector('article.report-print-root')!;
      const other = [...document.body.querySelectorAll('header, nav, aside')].filter((e) => !article.contains(e));
      return {
        report: getComputedStyle(article).visibility,
        others: other.map((e) => getComputedStyle(e).visibility),
        printButton: getComputedStyle(article.querySelector('.report-no-print')!).display,
      };
    });
    expect(shown.report).toBe('visible');
    expect(shown.others.every((v) => v === 'hidden')).toBe(true);
    expect(shown.printButton).toBe('none');
    await page.emulateMedia({ media: 'screen' });
  });

  it('the customer opens 报告 on a phone, a report’s page, and downloads its workbook', async () => {
    const customer = await apiAs('customer');
    const years = (await customer<number[]>('/cutumer/report/queryReportFileYearList')).result;
    const { context, page } = await newPage(browser, VIEWPORTS.phone);
    try {
      await signIn(page, 'customer');
      await page.waitForURL((url) => !url.pathname.startsWith('/user/login'), { timeout: 20000 });
      await page.goto('/cpctest/customer/reports');
      const chips = page.getByRole('group', { name: '年份' });
      await visible(chips.getByRole('button', { name: `${years[0]}年` }));
      const list = page.getByRole('list', { name: `${years[0]}年报告` });
      await visible(list.getByRole('listitem'));
      await screenshot(page, 'report-customer-list');
      const card = list
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: '查看' }) })
        .first();
      const href = await card.getByRole('link', { name: '查看' }).getAttribute('href');
      expect(href).toMatch(/^\/cpctest\/customer\/reportView\?id=\d+$/);
      await card.getByRole('link', { name: '查看' }).click();
      await waitForPath(page, '/cpctest/customer/reportView');
      await visible(page.getByRole('table', { name: '成绩概况' }));
      const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
      await screenshot(page, 'report-customer-view');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: '下载' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^京华理工大学《.+》成绩分析报告\.xlsx$/);
    } finally {
      await context.close();
    }
  });
});
