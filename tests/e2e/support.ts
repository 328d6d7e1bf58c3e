import { type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { mkdirSync, readFileSync } from 'node:fs';
import { expect, inject } from 'vitest';
import { launchChromium } from '../../scripts/run-support.mjs';

export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/run-support.mjs';

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  tablet: { width: 768, height: 1024 },
  phone: { width: 390, height: 844 },
} as const;

export function baseUrl(): string {
  return inject('baseUrl');
}

export const launchBrowser = (): Promise<Browser> => launchChromium();

export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale: 'zh-CN', baseURL: baseUrl() });
  const page = await context.newPage();
  return { context, page };
}

export interface ApiAnswer<T> {
  success: boolean;
  message: string;
  code: number;
  result: T;
}
export type Api = <T>(path: string, init?: RequestInit) => Promise<ApiAnswer<T>>;

/** Signs a user in over HTTP and answers a caller of the API (`/sys/user/list?…`) with that user's token. */
export async function apiAs(username: string, password = '123456', url = baseUrl()): Promise<Api> {
  const login = await fetch(`${url}/jeecg-boot/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const token = ((await login.json()) as ApiAnswer<{ token: string }>).result.token;
  return async <T>(path: string, init: RequestInit = {}) => {
    const res = await fetch(`${url}/jeecg-boot${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', 'X-Access-Token': token, ...init.headers },
    });
    return (await res.json()) as ApiAnswer<T>;
  };
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

export interface Session {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** admin's calls beside the browser (a token of its own). */
  api: Api;
  close: () => Promise<void>;
}

/** A browser of its own with one page where admin has signed in (on the dashboard), and admin's API. */
export async function adminSession(viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<Session> {
  const browser = await launchBrowser();
  const { context, page } = await newPage(browser, viewport);
  await signIn(page, 'admin');
  await waitForPath(page, '/dashboard/analysis');
  return { browser, context, page, api: await apiAs('admin'), close: () => browser.close() };
}

/** Signs jeecg in: two tenants and two departments, the first of each. */
export async function signInStaff(page: Page): Promise<void> {
  await signIn(page, 'jeecg');
  await visible(page.getByLabel('租户'));
  await page.getByRole('button', { name: '确定' }).click();
  const dialog = page.getByRole('alertdialog');
  await visible(dialog.getByRole('heading', { name: /^(部门选择|部门切换（当前部门 : .+）)$/ }));
  const options = await dialog.getByRole('combobox').locator('option').allTextContents();
  await dialog.getByRole('combobox').selectOption({ label: options[1] as string });
  await dialog.getByRole('button', { name: '确定' }).click();
  await waitForPath(page, '/dashboard/analysis');
}

/** Saves a screenshot once running animations (a drawer sliding in) have ended, or after 5 s. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = new URL('./screenshots/', import.meta.url).pathname;
  mkdirSync(dir, { recursive: true });
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), null, { timeout: 5000 })
    .catch(() => undefined);
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

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * Runs axe-core in the page (once animations have settled) and returns the violations of impact serious or critical. Fluent's focus sentinels
 * (`data-tabster-dummy`: aria-hidden and focusable by design, they pass focus on at once) are a known false
 * positive of aria-hidden-focus (microsoft/tabster#288) and are left out of that rule.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  const path = new URL('../../node_modules/axe-core/axe.min.js', import.meta.url).pathname;
  // Colours measured halfway through a fade (a drawer opening, a toast leaving on its timer) are not the real
  // ones: wait for notifications to go (the pointer off them: hovering pauses their timer) and animations to end.
  await page.mouse.move(1, (page.viewportSize()?.height ?? 600) - 1);
  await page.waitForFunction(
    () => !document.querySelector('.fui-Toast') && document.getAnimations().every((a) => a.playState !== 'running'),
    null,
    { timeout: 15000 },
  );
  // Evaluated through the DevTools protocol: a script tag would be refused by the app's Content-Security-Policy.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readFileSync(path, 'utf8'));
  return page.evaluate(async () => {
    interface Node {
      target: string[];
      failureSummary?: string;
      element?: Element;
    }
    interface Result {
      id: string;
      impact: string | null;
      help: string;
      nodes: Node[];
    }
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: Result[] }> } })
      .axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'], elementRef: true });
    const sentinel = (v: Result, n: Node) =>
      v.id === 'aria-hidden-focus' && !!n.element?.hasAttribute('data-tabster-dummy');
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ ...v, nodes: v.nodes.filter((n) => !sentinel(v, n)) }))
      .filter((v) => v.nodes.length > 0)
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
      }));
  });
}

/** The editable grid's cells of one column, top to bottom. */
export const gridCells = (grid: Locator, key: string) => grid.locator(`[role="gridcell"][data-col-key="${key}"]`);

/**
 * Adds a row with the 新增 of `scope` until the grid has row `row` (0-based): the grid adds one row per 1.5 s and
 * refuses a faster click with a warning. `key` is a column every row shows.
 */
export async function addGridRow(scope: Locator, grid: Locator, key: string, row: number): Promise<void> {
  for (let attempt = 0; attempt < 5 && (await gridCells(grid, key).count()) <= row; attempt++) {
    await scope.getByRole('button', { name: '新增', exact: true }).click();
    await gridCells(grid, key)
      .nth(row)
      .waitFor({ timeout: 2000 })
      .catch(() => undefined);
  }
  await visible(gridCells(grid, key).nth(row));
}

/**
 * Searches a picker dialog's list and picks the row `选择 {name}` once the list shows the search's answer (every row
 * matching `typed`), as a user would: a row clicked before belongs to the list the answer replaces.
 */
export async function pickRecord(dialog: Locator, searchBox: string, typed: string, name = typed): Promise<void> {
  await dialog.getByRole('textbox', { name: searchBox }).fill(typed);
  await dialog.getByRole('button', { name: '查询' }).click();
  const labels = () => dialog.getByRole('radio').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  await expect
    .poll(async () => {
      const shown = await labels();
      return shown.length > 0 && shown.every((label) => label?.includes(typed));
    })
    .toBe(true);
  await dialog.getByRole('radio', { name: `选择 ${name}` }).click();
  await dialog.getByRole('button', { name: '确定' }).click();
  await hidden(dialog);
}
