/**
 * The customer portal's 院校列表, 学院详情 and 机构详情: at 390×844 customer (院校负责人 of 京华理工大学) opens a
 * college from the cards, then edits the institution's phone in 编辑联系方式 (put back afterwards); at 1440 wuxia
 * (学院联系人) sees his own college only. No page scrolls sideways.
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

let browser: Browser;
let customer: Api;
let originalPhone = '';

type Rec = Record<string, unknown>;

beforeAll(async () => {
  browser = await launchBrowser();
  customer = await apiAs('customer');
  originalPhone = String((await customer<Rec>('/cutumer/organization/queryMyInstitution')).result.phone ?? '');
});
afterAll(async () => {
  await customer?.('/cutumer/organization/editMyInstitution', {
    method: 'PUT',
    body: JSON.stringify({ phone: originalPhone }),
  }).catch(() => null);
  await browser?.close();
});

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

async function signedIn(username: string, viewport: { width: number; height: number }) {
  const { page } = await newPage(browser, viewport);
  await signIn(page, username);
  await page.waitForURL((url) => !url.pathname.includes('/user/login'));
  return page;
}

describe('院校列表, 学院详情 and 机构详情', () => {
  it('on a phone: a college from the cards, then 编辑联系方式 of the institution', async () => {
    const colleges = (await customer<{ records: Rec[] }>('/cutumer/college/queryCollegeList?pageNo=1&pageSize=10'))
      .result.records;
    const first = String(colleges[0]!.collegeName);
    const page = await signedIn('customer', VIEWPORTS.phone);

    await page.goto('/cpctest/customer/colleges');
    const link = page.getByRole('link', { name: first, exact: true }).first();
    await visible(link);
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'customer-colleges-phone');
    // The card's name is a real address, and a click follows it inside the portal.
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toBe(`/cpctest/customer/collegeDetail?id=${String(colleges[0]!.id)}`);
    await link.click();
    await waitForPath(page, '/cpctest/customer/collegeDetail');
    await visible(page.getByRole('heading', { name: first }));
    await visible(page.getByRole('region', { name: '学院联系人' }));
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'customer-college-detail-phone');
    expect(await page.getByRole('link', { name: /返回/ }).getAttribute('href')).toBe('/cpctest/customer/colleges');

    await page.goto('/cpctest/customer/institution');
    await visible(page.getByRole('heading', { name: '京华理工大学' }));
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.getByRole('button', { name: '编辑联系方式' }).click();
    const dialog = page.getByRole('dialog', { name: '编辑联系方式' });
    await visible(dialog);
    const phone = `010-6${Date.now().toString().slice(-7)}`;
    await dialog.getByRole('textbox', { name: /联系电话/ }).fill(phone);
    await dialog.getByRole('button', { name: '确定' }).click();
    await visible(page.getByText(phone));
    await screenshot(page, 'customer-institution-phone');
    expect((await customer<Rec>('/cutumer/organization/queryMyInstitution')).result.phone).toBe(phone);
    await page.context().close();
  });

  it('at 1440 a 学院联系人 sees his own college only', async () => {
    const wuxia = await apiAs('wuxia');
    const own = (await wuxia<{ records: Rec[] }>('/cutumer/college/queryCollegeList?pageNo=1&pageSize=10')).result
      .records;
    expect(own).toHaveLength(1);
    const page = await signedIn('wuxia', VIEWPORTS.desktop);
    await page.goto('/cpctest/customer/colleges');
    const table = page.getByRole('table');
    await visible(table.getByRole('link', { name: String(own[0]!.collegeName), exact: true }));
    expect(await table.getByRole('link').count()).toBe(1);
    await page.goto('/cpctest/customer/institution');
    await visible(page.getByRole('heading', { name: '京华理工大学' }));
    expect(await page.getByRole('button', { name: '编辑联系方式' }).count()).toBe(0);
    await screenshot(page, 'customer-institution-college-contact');
    await page.context().close();
  });
});
