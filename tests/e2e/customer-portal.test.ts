/**
 * The customer portal's own layout and index: at 390×844 customer (院校负责人 of 京华理工大学) signs in, lands on
 * 客户首页 with the institution's name and the bottom bar, opens 更多 and goes to another page; at 1440 the same
 * with the top nav. No page scrolls sideways, and the portal never loads the staff layout's lazy parts.
 * Then the portal's journey at both widths, by clicks only: from the index's latest result to 成绩统计 (national
 * figures beside), to 报告 and a report's page, to 文件列表 and a download.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, signIn, VIEWPORTS, visible, waitForPath } from './support';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** Signs customer in and answers the page (on 客户首页) and the scripts it loaded. */
async function customerAt(viewport: { width: number; height: number }) {
  const { page } = await newPage(browser, viewport);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await signIn(page, 'customer');
  await waitForPath(page, '/cpctest/customer');
  await visible(page.getByText('京华理工大学').first());
  return { page, scripts };
}

/** Goes to a portal page through the navigation: the top nav, or on a phone the bottom bar's 更多 sheet. */
async function navigateTo(page: Page, title: string) {
  const nav = page.getByRole('navigation', { name: '客户端导航' });
  const more = nav.getByRole('button', { name: '更多' });
  if (await more.count()) {
    await more.click();
    await page.getByRole('dialog', { name: '更多' }).getByRole('link', { name: title, exact: true }).click();
  } else await nav.getByRole('link', { name: title, exact: true }).click();
  await visible(page.getByRole('heading', { level: 1, name: title }));
}

/** The portal journey: the latest result's statistics, a report's page, a file downloaded. */
async function journey(page: Page, name: string) {
  const results = page.getByRole('region', { name: '最新成绩' });
  await results.getByRole('link').nth(1).click(); // the first test's name (the card's 成绩统计 link comes first)
  await waitForPath(page, '/cpctest/customer/gradeStatistics');
  await visible(page.getByRole('heading', { level: 1, name: '成绩统计' }));
  await visible(page.getByText(/全国：/).first());
  expect(await noSidewaysScroll(page)).toBe(true);
  await screenshot(page, `customer-journey-statistics-${name}`);

  await navigateTo(page, '报告');
  await page.getByRole('link', { name: '查看' }).first().click();
  await waitForPath(page, '/cpctest/customer/reportView');
  await visible(page.getByRole('table', { name: '成绩概况' }));
  expect(await noSidewaysScroll(page)).toBe(true);
  await screenshot(page, `customer-journey-report-${name}`);

  await navigateTo(page, '文件列表');
  const download = page.getByRole('button', { name: /^下载/ }).first();
  await visible(download);
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/\.(pdf|xlsx)$/);
  expect(await noSidewaysScroll(page)).toBe(true);
}

describe('the customer portal', () => {
  it('on a phone: 客户首页 with the bottom bar, then 更多 to another page', async () => {
    const { page, scripts } = await customerAt(VIEWPORTS.phone);
    await visible(page.getByText(/您好，.+！欢迎来到京华理工大学/));
    await visible(page.getByRole('heading', { level: 1, name: '首页' }));
    const bar = page.getByRole('navigation', { name: '客户端导航' });
    await visible(bar);
    expect(await bar.getByRole('link').allTextContents()).toEqual(['首页', '测验列表', '成绩列表', '文件列表']);
    expect(await bar.getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBe('page');
    const box = await bar.getByRole('button', { name: '更多' }).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await visible(page.getByRole('region', { name: '最新成绩' }));
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'customer-portal-index-phone');
    // Opened again (as a contact's phone does every day), the portal loads none of the staff layout's lazy parts
    // (the side menu's tree, the page tabs, their Fluent tree/tabs/menu) nor the list platform. (Right after the
    // sign-in, the welcome toast's Fluent parts come in the list platform's chunks.)
    scripts.length = 0;
    await page.reload();
    await visible(page.getByRole('region', { name: '最新成绩' }));
    expect(scripts.filter((s) => /menu-tree-view|page-tab-bar|\/nav-|\/crud-/.test(s))).toEqual([]);

    await bar.getByRole('button', { name: '更多' }).click();
    const sheet = page.getByRole('dialog', { name: '更多' });
    await visible(sheet);
    await screenshot(page, 'customer-portal-more-phone');
    await sheet.getByRole('link', { name: '修改密码' }).click();
    await waitForPath(page, '/cpctest/customer/password');
    await visible(page.getByRole('heading', { level: 1, name: '修改密码' }));
    await visible(page.getByLabel(/旧密码/));
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await page.title()).toBe('修改密码 - 考试管理系统');

    // 我的资料 from the user menu: the contact's own record and what his role reaches.
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.getByRole('link', { name: '我的资料' }).click();
    await waitForPath(page, '/cpctest/customer/profile');
    await visible(page.getByText('本院校全部数据（院校负责人）'));
    expect(await noSidewaysScroll(page)).toBe(true);

    await navigateTo(page, '首页');
    await journey(page, 'phone');
  });

  it('on a desktop: the top nav marks the current page and leads to the others', async () => {
    const { page } = await customerAt(VIEWPORTS.desktop);
    const nav = page.getByRole('navigation', { name: '客户端导航' });
    await visible(nav);
    expect(await nav.getByRole('link', { name: '首页', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('button', { name: '更多' }).count()).toBe(0);
    await visible(page.getByRole('region', { name: '未读通知' }));
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'customer-portal-index-desktop');

    await nav.getByRole('link', { name: '成绩列表' }).click();
    await waitForPath(page, '/cpctest/customer/grades');
    // The route's screen may still be loading after the address changed: wait for the page itself.
    await visible(page.getByRole('heading', { level: 1, name: '成绩列表' }));
    expect(await nav.getByRole('link', { name: '成绩列表' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: '首页', exact: true }).getAttribute('aria-current')).toBeNull();

    await navigateTo(page, '首页');
    await journey(page, 'desktop');
  });
});
