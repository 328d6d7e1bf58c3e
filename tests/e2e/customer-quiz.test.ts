/**
 * The customer portal's 测验列表 → quiz info → 成绩统计: at 390×844 customer (院校负责人 of 京华理工大学) opens a
 * published test's card, its quiz info, then its statistics, where his institution's figures stand beside the
 * national ones; at 1440 the same quickly; 人才列表 and 人才活动 show the trainings open to him. Figures come from the
 * API; no page scrolls sideways.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  apiAs,
  launchBrowser,
  newPage,
  screenshot,
  signIn,
  VIEWPORTS,
  visible,
  waitForPath,
  type Api,
} from './support';

type Rec = Record<string, unknown>;
interface Summary {
  sat: number;
  national?: { sat: number };
}

let browser: Browser;
let customer: Api;

beforeAll(async () => {
  browser = await launchBrowser();
  customer = await apiAs('customer');
});
afterAll(async () => browser?.close());

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

async function signedIn(viewport: { width: number; height: number }) {
  const { page } = await newPage(browser, viewport);
  await signIn(page, 'customer');
  await page.waitForURL((url) => !url.pathname.includes('/user/login'));
  return page;
}

/** From 测验列表 through the quiz info to 成绩统计, checking the own and national 参考人数. */
async function quizToStatistics(page: Page, shots: string) {
  const tests = (
    await customer<{ records: Rec[] }>('/cpctestmanager/cpcTestManager/queryQuizList?status=5&pageNo=1&pageSize=50')
  ).result.records;
  const test = tests[0]!;
  const name = String(test.testName);
  const summary = (await customer<Summary>(`/testGrade/cpcTestGrade/statistics/summary?testId=${String(test.id)}`))
    .result;
  expect(summary.national!.sat).toBeGreaterThan(summary.sat);

  await page.goto('/cpctest/customer/quiz');
  const card = page.getByRole('listitem', { name });
  await visible(card);
  expect(await noSidewaysScroll(page)).toBe(true);
  if (shots) await screenshot(page, `${shots}-quiz-list`);
  await card.getByRole('link', { name }).click();
  await page.waitForURL((url) => url.searchParams.get('id') === String(test.id));
  await visible(page.getByRole('heading', { name }));
  await visible(page.getByRole('region', { name: '成绩概况' }).getByText('参考人数'));
  expect(await noSidewaysScroll(page)).toBe(true);
  if (shots) await screenshot(page, `${shots}-quiz-info`);

  // The info's own link (the portal's menu has a 成绩统计 of its own, without a test).
  const href = `/cpctest/customer/gradeStatistics?testId=${String(test.id)}`;
  await page.locator(`a[href="${href}"]`, { hasText: '成绩统计' }).click();
  await waitForPath(page, '/cpctest/customer/gradeStatistics');
  const sat = page.getByRole('listitem', { name: '参考人数' });
  await visible(sat);
  await expect.poll(() => sat.innerText()).toContain(`全国：${summary.national!.sat}`);
  expect(await sat.innerText()).toContain(String(summary.sat));
  await visible(page.getByRole('region', { name: '学院对比' }));
  expect(await page.getByRole('button', { name: '选择院校' }).count()).toBe(0);
  expect(await noSidewaysScroll(page)).toBe(true);
  if (shots) await screenshot(page, `${shots}-statistics`);
}

describe('测验列表 → 测验信息 → 成绩统计', () => {
  it('on a phone', async () => {
    const page = await signedIn(VIEWPORTS.phone);
    await quizToStatistics(page, 'customer-phone');
    await page.context().close();
  });

  it('at 1440, then 人才列表 and 人才活动', async () => {
    const page = await signedIn(VIEWPORTS.desktop);
    await quizToStatistics(page, '');
    const talents = (await customer<{ records: Rec[] }>('/cutumer/telnetTraining/getTalnet?pageNo=1&pageSize=12'))
      .result.records;
    await page.goto('/cpctest/customer/talents');
    await visible(page.getByRole('listitem', { name: String(talents[0]!.title) }));
    await page.goto('/cpctest/customer/talentActivity');
    await visible(page.getByRole('list', { name: '人才活动' }));
    await visible(page.getByRole('combobox', { name: '学院' }));
    await screenshot(page, 'customer-talent-activity');
    await page.context().close();
  });
});
