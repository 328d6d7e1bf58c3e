import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { inject } from 'vitest';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  tablet: { width: 768, height: 1024 },
  phone: { width: 390, height: 844 },
} as const;

export function baseUrl(): string {
  return inject('baseUrl');
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale: 'zh-CN', baseURL: baseUrl() });
  const page = await context.newPage();
  return { context, page };
}

/** Fills the account form and submits it. */
export async function signIn(page: Page, username: string, password = '123456'): Promise<void> {
  if (!page.url().includes('/user/login')) await page.goto('/user/login');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await Promise.all([
    page.waitForResponse((res) => res.url().includes('/sys/login')),
    page.getByRole('button', { name: '登录', exact: true }).click(),
  ]);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = new URL('./screenshots/', import.meta.url).pathname;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}${name}.png`, fullPage: false });
}

/** Waits until the locator is visible (playwright-core has no expect of its own). */
export async function visible(locator: Locator, timeout = 15000): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}

export async function hidden(locator: Locator, timeout = 15000): Promise<void> {
  await locator.first().waitFor({ state: 'hidden', timeout });
}

export async function waitForTitle(page: Page, title: string): Promise<void> {
  await page.waitForFunction((t) => document.title === t, title, { timeout: 15000 });
}

export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout: 20000 });
}
