/** Installable PWA and offline-first data: installability, offline reading, offline edits, updates. */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer } from '../../scripts/run-support.mjs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  VIEWPORTS,
  baseUrl,
  hidden,
  launchBrowser,
  newPage,
  signIn,
  visible,
  waitForPath,
} from './support';

const root = new URL('../..', import.meta.url).pathname;
const dist = join(root, process.env.E2E_DIST ?? 'dist');
const LIST = '/isystem/position';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const table = (page: Page) => page.getByRole('table', { name: '职务列表' });
const firstRow = (page: Page) => table(page).getByRole('row').nth(1);

/** Reloads once the service worker is active, so it controls the page (the first load is not always controlled). */
async function reloadUnderServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
}

/** The query cache is written at most once a second: give it time before the network goes. */
const cacheWritten = (page: Page) => page.waitForTimeout(2500);

/** A browser profile on disk (what a user's browser is between two starts). */
const launchProfile = (dir: string, offline: boolean) =>
  chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport: VIEWPORTS.desktop,
    locale: 'zh-CN',
    baseURL: baseUrl(),
    offline,
  });

async function apiToken(url: string): Promise<string> {
  const res = await fetch(`${url}/jeecg-boot/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: '123456' }),
  });
  return ((await res.json()) as { result: { token: string } }).result.token;
}

async function positionsNamed(url: string, name: string): Promise<unknown[]> {
  const token = await apiToken(url);
  const res = await fetch(`${url}/jeecg-boot/sys/position/list?pageSize=100&name=${encodeURIComponent(name)}`, {
    headers: { 'X-Access-Token': token },
  });
  return ((await res.json()) as { result: { records: unknown[] } }).result.records;
}

describe('installable PWA', () => {
  it('Chromium reports no installability errors', async () => {
    // A persistent profile: an incognito context is never installable.
    const profile = mkdtempSync(join(tmpdir(), 'exam-e2e-install-'));
    const context = await launchProfile(profile, false);
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/user/login');
      await visible(page.getByRole('button', { name: '登录', exact: true }));
      const cdp = await context.newCDPSession(page);
      let errors: unknown[] = [];
      for (let i = 0; i < 20; i += 1) {
        ({ installabilityErrors: errors } = (await cdp.send('Page.getInstallabilityErrors')) as {
          installabilityErrors: unknown[];
        });
        if (errors.length === 0) break;
        await page.waitForTimeout(500);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
    const manifest = (await (await fetch(`${baseUrl()}/manifest.webmanifest`)).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: '考试管理系统',
      lang: 'zh-CN',
      display: 'standalone',
      theme_color: '#1890FF',
    });
  });

  it('the service worker precaches every built script and nothing from the API', async () => {
    const sw = await (await fetch(`${baseUrl()}/sw.js`)).text();
    const scripts = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    for (const file of scripts) expect(sw).toContain(`"assets/${file}"`);
    const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(urls.length).toBeGreaterThan(scripts.length);
    expect(urls.filter((u) => u.includes('jeecg-boot'))).toEqual([]);
  });
});

describe('offline', () => {
  it('every reload and reopening without network renders the shell, the menu and the lists opened before, marked 离线', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin');
    await waitForPath(page, '/dashboard/analysis');
    const roles = page.getByRole('table', { name: '角色列表' }).getByRole('row').nth(1);
    await page.goto('/isystem/role');
    await visible(roles);
    await cacheWritten(page);
    await page.goto(LIST);
    await visible(firstRow(page));
    await reloadUnderServiceWorker(page);
    await visible(firstRow(page));
    const name = await firstRow(page).getByRole('cell').nth(1).innerText();
    await cacheWritten(page);

    await context.setOffline(true);
    const menu = (p: Page) => p.getByRole('tree', { name: '菜单' }).first().getByRole('treeitem', { name: '系统管理' });
    // A refetch that fails offline must not drop the cached menu or list for the next reload.
    for (let reload = 1; reload <= 3; reload += 1) {
      await page.reload();
      await visible(menu(page));
      await visible(firstRow(page).getByText(name, { exact: true }));
      await visible(page.getByRole('status').getByText('离线'));
      await visible(page.getByText(/^数据更新于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/));
    }
    await page.goto('/isystem/role');
    await visible(roles);
    // The installed app reopened at its start address.
    const reopened = await context.newPage();
    await reopened.goto('/');
    await visible(menu(reopened));
    await reopened.close();
    await context.setOffline(false);
    await hidden(page.getByRole('status').getByText('离线'));
    await context.close();
  });

  it('an edit made offline is pending, survives closing the browser, and reaches the server once online', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'exam-e2e-profile-'));
    const launch = (offline: boolean) => launchProfile(profile, offline);
    const pageOf = async (context: BrowserContext) => context.pages()[0] ?? (await context.newPage());
    let context = await launch(false);
    try {
      let page = await pageOf(context);
      await signIn(page, 'admin');
      await waitForPath(page, '/dashboard/analysis');
      await page.goto(LIST);
      await visible(firstRow(page));
      await reloadUnderServiceWorker(page);
      await visible(firstRow(page));
      await cacheWritten(page);

      await context.setOffline(true);
      const newName = `离线修改${Date.now() % 100000}`;
      await firstRow(page).getByRole('button', { name: '编辑' }).click();
      const dialog = page.getByRole('dialog', { name: '编辑' });
      await dialog.getByRole('textbox', { name: '职务名称' }).fill(newName);
      await dialog.getByRole('button', { name: '确定' }).click();
      await hidden(dialog);
      await visible(page.getByRole('button', { name: '待同步 1' }));
      await visible(table(page).getByText(newName, { exact: true }));
      await cacheWritten(page);
      await context.close();

      // The browser starts again, still without network: the edit is still there, still pending.
      context = await launch(true);
      page = await pageOf(context);
      await page.goto(LIST);
      await visible(page.getByRole('button', { name: '待同步 1' }));
      await visible(table(page).getByText(newName, { exact: true }));
      expect(await positionsNamed(baseUrl(), newName)).toEqual([]);

      await page.getByRole('button', { name: '待同步 1' }).click();
      const list = page.getByRole('dialog', { name: '待同步的修改' });
      await visible(list.getByText(`编辑 职务「${newName}」`));
      await visible(list.getByText(/等待网络/));
      await list.getByRole('button', { name: '关闭' }).click();

      await context.setOffline(false);
      // Chromium keeps saying online after a start without network: the app finds the server again by itself.
      await expect.poll(() => positionsNamed(baseUrl(), newName), { timeout: 30000, interval: 1000 }).toHaveLength(1);
      await hidden(page.getByRole('button', { name: /^待同步/ }), 30000);
      await hidden(page.getByRole('status').getByText('离线'));
      await visible(table(page).getByText(newName, { exact: true }));
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

/** A second server on a copy of the build, so the test can change its sw.js like a new release would. */
async function serverOnCopy(): Promise<{ url: string; staticDir: string; stop: () => Promise<void> }> {
  const work = mkdtempSync(join(tmpdir(), 'exam-e2e-update-'));
  const staticDir = join(work, 'dist');
  cpSync(dist, staticDir, { recursive: true });
  cpSync(join(inject('seededDataDir'), 'pgdata'), join(work, 'data', 'pgdata'), { recursive: true });
  const server = await startServer({ dataDir: join(work, 'data'), staticDir });
  return {
    url: server.url,
    staticDir,
    stop: async () => {
      await server.stop();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

describe('updates', () => {
  it('a new version waiting shows the 刷新 prompt, which switches to it', async () => {
    const server = await serverOnCopy();
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'zh-CN' });
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/user/login`);
      await visible(page.getByRole('button', { name: '登录', exact: true }));
      await reloadUnderServiceWorker(page);
      await visible(page.getByRole('button', { name: '登录', exact: true }));

      // A new release: another sw.js (its pre-compressed copies would still be the old one).
      const swPath = join(server.staticDir, 'sw.js');
      writeFileSync(swPath, `${readFileSync(swPath, 'utf8')}\n// release ${Date.now()}\n`);
      for (const ext of ['.br', '.gz']) rmSync(swPath + ext, { force: true });
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      });
      const prompt = page.getByRole('button', { name: '刷新' });
      await visible(prompt, 30000);
      await visible(page.getByText('新版本已就绪'));
      const reloaded = page.waitForEvent('load');
      await prompt.click();
      await reloaded;
      await visible(page.getByRole('button', { name: '登录', exact: true }));
      expect(await page.getByRole('button', { name: '刷新' }).count()).toBe(0);
      const waiting = await page.evaluate(async () =>
        Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
      );
      expect(waiting).toBe(false);
    } finally {
      await context.close();
      await server.stop();
    }
  });
});

describe('a screen whose code does not load', () => {
  it('after a deploy the old tab reloads once to the new version, then says so; offline it says so and 重试 loads it', async () => {
    const server = await serverOnCopy();
    // No service worker: the old tab's chunks come from the server, as on a first visit or an evicted cache.
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'zh-CN', serviceWorkers: 'block' });
    const assets = join(server.staticDir, 'assets');
    const chunkOf = (screen: string) => {
      const name = readdirSync(assets).find((f) => f.startsWith(`${screen}-`) && f.endsWith('.js'));
      if (!name) throw new Error(`no chunk for ${screen}`);
      return join(assets, name);
    };
    /** Client-side navigation inside the open tab (what a menu click does). */
    const open = (page: Page, path: string) =>
      page.evaluate((to) => {
        history.pushState({}, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/user/login`);
      await signIn(page, 'admin');
      await waitForPath(page, '/dashboard/analysis');

      // A new release removed the file of 部门用户's screen.
      const departUsers = chunkOf('depart-user-page');
      const kept = readFileSync(departUsers);
      for (const ext of ['', '.br', '.gz']) rmSync(departUsers + ext, { force: true });
      let loads = 0;
      page.on('load', () => (loads += 1));
      await open(page, '/isystem/departUserList');
      await expect.poll(() => loads, { timeout: 30000 }).toBe(1);
      await visible(page.getByRole('heading', { name: '页面加载失败' }), 30000);
      expect(loads).toBe(1);
      await visible(page.getByText(/系统已更新/));
      // The release is complete again: 刷新页面 opens the screen.
      writeFileSync(departUsers, kept);
      await page.getByRole('button', { name: '刷新页面' }).click();
      await visible(page.getByText('请先在部门树中勾选一个部门，再管理该部门的用户。'), 30000);

      // Offline, a screen never opened before says so; 重试 once online opens it.
      await context.setOffline(true);
      await open(page, '/isystem/role');
      await visible(page.getByRole('heading', { name: '离线：此页面尚未保存到本机' }), 30000);
      await context.setOffline(false);
      await page.getByRole('button', { name: '重试' }).click();
      await visible(page.getByRole('table', { name: '角色列表' }), 30000);
    } finally {
      await context.close();
      await server.stop();
    }
  });
});
