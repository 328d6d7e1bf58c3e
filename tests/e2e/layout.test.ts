import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  VIEWPORTS,
  baseUrl,
  hidden,
  launchBrowser,
  newPage,
  screenshot,
  seriousAxeViolations,
  signIn,
  visible,
  waitForPath,
  waitForTitle,
} from './support';

let browser: Browser;
/** The admin's signed-in storage (token, user): tests about the layout start from it instead of the login form. */
let adminState: Awaited<ReturnType<BrowserContext['storageState']>>;
beforeAll(async () => {
  browser = await launchBrowser();
  const { context, page } = await newPage(browser);
  await signInAdmin(page);
  adminState = await context.storageState();
  await context.close();
});
afterAll(async () => {
  await browser?.close();
});

const WIDTHS = [
  ['desktop', VIEWPORTS.desktop],
  ['tablet', VIEWPORTS.tablet],
  ['phone', VIEWPORTS.phone],
] as const;

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const closeButton = (page: Page, title: string) => page.getByRole('button', { name: `关闭 ${title}`, exact: true });
const note = (page: Page) => page.getByRole('textbox', { name: '快捷备忘' });
const tabKeys = (page: Page) =>
  page
    .getByRole('tablist', { name: '页签' })
    .getByRole('tab')
    .evaluateAll((els) => els.map((e) => e.getAttribute('value')));

/** On a phone a notification covers the tabs, so the steps after one wait until it is gone. */
const coversTabs = (page: Page) => (page.viewportSize()?.width ?? 1440) < 500;

async function signInAdmin(page: Page): Promise<void> {
  await signIn(page, 'admin');
  await waitForPath(page, '/dashboard/analysis');
  await visible(page.getByRole('button', { name: '管理员' }));
  if (coversTabs(page)) await hidden(page.getByText('欢迎', { exact: true }));
}

/** A signed-in admin on the home page (no welcome toast: that shows after the login form only). */
async function signedInPage(viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, locale: 'zh-CN', baseURL: baseUrl(), storageState: adminState });
  const page = await context.newPage();
  await page.goto('/dashboard/analysis');
  await visible(page.getByRole('button', { name: '管理员' }));
  return { context, page };
}

/** Types into the header's menu search and picks the entry. */
async function searchMenu(page: Page, text: string, option: RegExp): Promise<void> {
  // Phones open the search from its button, in the title's place.
  const opener = page.getByRole('button', { name: '搜索菜单' });
  if ((await opener.count()) > 0) await opener.click();
  const box = page.getByRole('combobox', { name: '搜索菜单' });
  await box.click();
  await box.pressSequentially(text);
  await page.getByRole('option', { name: option }).first().click();
}

async function tabMenu(page: Page, tabName: string, item: string): Promise<void> {
  await tab(page, tabName).click({ button: 'right' });
  await page.getByRole('menuitem', { name: item }).click();
}

async function toast(page: Page, text: string): Promise<void> {
  await visible(page.getByText(text, { exact: true }));
  if (coversTabs(page)) await hidden(page.getByText(text, { exact: true }));
}

describe.each(WIDTHS)('main layout at %s width', (name, viewport) => {
  const mobile = viewport.width < 1088;
  const phone = viewport.width < 768;

  const desktop = !mobile;
  /**
   * Registers a case only at the widths it is about (no skipped cases in the report): what does not depend on the
   * width runs once, at desktop; tablet and phone keep the cases their layout changes.
   */
  const itWhen = (when: boolean): typeof it | ((...args: Parameters<typeof it>) => void) => (when ? it : () => {});

  itWhen(phone)('shows one page at a time on a phone, its title in the header, no tab strip', async () => {
    const { context, page } = await signedInPage(viewport);
    const headerTitle = page.locator('header [data-page-title]');
    await expect.poll(() => headerTitle.innerText()).toBe('首页');
    await searchMenu(page, '工作台', /^工作台/);
    await waitForPath(page, '/dashboard/workplace');
    await expect.poll(() => headerTitle.innerText()).toBe('工作台');
    await note(page).fill('单页模式');
    await searchMenu(page, '用户管理', /^用户管理/);
    await waitForPath(page, '/isystem/user');
    await expect.poll(() => headerTitle.innerText()).toBe('用户管理');
    // The whole title fits beside the header's buttons: the search waits behind its button.
    expect(await headerTitle.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await page.getByRole('tablist', { name: '页签' }).count()).toBe(0);
    // One page at a time: going back opens the workplace afresh.
    await page.goBack();
    await waitForPath(page, '/dashboard/workplace');
    expect(await note(page).inputValue()).toBe('');
    await context.close();
  });

  itWhen(desktop)(
    'opens pages as tabs that keep their state; the tab menu and close buttons follow the rules',
    async () => {
      const { context, page } = await signedInPage(viewport);
      await expect.poll(() => tabKeys(page)).toEqual(['/dashboard/analysis']);
      await waitForTitle(page, '首页 - 考试管理系统');

      await searchMenu(page, '工作台', /^工作台/);
      await waitForPath(page, '/dashboard/workplace');
      await waitForTitle(page, '工作台 - 考试管理系统');
      await visible(page.getByRole('heading', { name: /(早上好|上午好|中午好|下午好|晚上好)，管理员/ }));
      await note(page).fill('保持状态的备忘');

      await searchMenu(page, '用户管理', /^用户管理/);
      await waitForPath(page, '/isystem/user');
      await waitForTitle(page, '用户管理 - 考试管理系统');
      await expect.poll(() => tabKeys(page)).toEqual(['/dashboard/analysis', '/dashboard/workplace', '/isystem/user']);
      await hidden(note(page));

      // Switching back shows the kept page with what was typed.
      await tab(page, '工作台').click();
      await waitForPath(page, '/dashboard/workplace');
      await waitForTitle(page, '工作台 - 考试管理系统');
      expect(await note(page).inputValue()).toBe('保持状态的备忘');
      const crumbs = page.getByRole('navigation', { name: '面包屑' });
      expect((await crumbs.innerText()).replace(/\s+/g, '')).toBe('首页仪表盘工作台');
      await screenshot(page, `layout-${name}-tabs`);

      // Keyboard: arrows move between tabs, Enter opens one.
      await tab(page, '工作台').focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await waitForPath(page, '/isystem/user');
      // Shift+F10 opens the tab menu; Escape closes it and focus returns to the tab.
      await page.keyboard.press('Shift+F10');
      await visible(page.getByRole('menuitem', { name: '关闭其他' }));
      await page.keyboard.press('Escape');
      await hidden(page.getByRole('menuitem', { name: '关闭其他' }));
      expect(await page.evaluate(() => document.activeElement?.getAttribute('value'))).toBe('/isystem/user');

      await tabMenu(page, '工作台', '刷新');
      await waitForPath(page, '/dashboard/workplace');
      expect(await note(page).inputValue()).toBe('');

      await closeButton(page, '首页').click();
      await toast(page, '首页不能关闭!');

      await tabMenu(page, '用户管理', '关闭左侧');
      await expect.poll(() => tabKeys(page)).toEqual(['/dashboard/analysis', '/isystem/user']);
      await waitForPath(page, '/isystem/user');

      await searchMenu(page, '角色管理', /^角色管理/);
      await waitForPath(page, '/isystem/role');
      await tabMenu(page, '用户管理', '关闭右侧');
      await expect.poll(() => tabKeys(page)).toEqual(['/dashboard/analysis', '/isystem/user']);
      await searchMenu(page, '工作台', /^工作台/);
      await tabMenu(page, '工作台', '关闭其他');
      await expect.poll(() => tabKeys(page)).toEqual(['/dashboard/analysis', '/dashboard/workplace']);

      await closeButton(page, '工作台').click();
      await waitForPath(page, '/dashboard/analysis');
      await expect.poll(() => tabKeys(page)).toEqual(['/dashboard/analysis']);
      await context.close();
    },
  );

  itWhen(!phone && mobile)('lists every open tab in the 全部页签 menu once the strip overflows', async () => {
    const { context, page } = await signedInPage(viewport);
    const all = page.getByRole('button', { name: '全部页签' });
    const pages = [
      '工作台',
      '用户管理',
      '角色管理',
      '部门管理',
      '职务管理',
      '租户管理',
      '数据字典',
      '定时任务',
      '日志管理',
      '机构列表',
      '学生列表',
      '试卷列表',
      '考试列表',
      '成绩列表',
      '系统通告',
      '我的消息',
    ];
    // Open pages until the strip overflows, then two more so the first tab is well out of sight.
    let extra = 2;
    for (const title of pages) {
      if ((await all.count()) > 0 && extra-- === 0) break;
      await searchMenu(page, title, new RegExp(`^${title}`));
      await waitForTitle(page, `${title} - 考试管理系统`);
    }
    await visible(all);
    // The open page's tab is scrolled into sight; the first tab is now out of it.
    const inSight = (title: string) =>
      tab(page, title).evaluate((el) => {
        const bar = el.closest('[role="tablist"]')!.parentElement!.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        return box.left >= bar.left - 1 && box.right <= bar.right + 1;
      });
    const opened = await tabKeys(page);
    expect(opened.length).toBeGreaterThan(3);
    await expect.poll(() => inSight('首页')).toBe(false);
    await all.click();
    const items = page.getByRole('menuitemradio');
    expect(await items.count()).toBe(opened.length);
    await items.filter({ hasText: '首页' }).click();
    await waitForPath(page, '/dashboard/analysis');
    await expect.poll(() => inSight('首页')).toBe(true);
    // By keyboard too.
    await all.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await waitForPath(page, opened[opened.length - 1]!);
    await context.close();
  });

  itWhen(desktop || phone)(
    mobile ? 'opens the menu in a 200 px drawer, by keyboard too' : 'collapses the side menu and keeps its open groups',
    async () => {
      const { context, page } = await signedInPage(viewport);
      if (mobile) {
        await hidden(page.getByRole('navigation', { name: '侧边菜单' }));
        await page.getByRole('button', { name: '菜单', exact: true }).click();
        const drawer = page.getByRole('dialog', { name: '菜单' });
        await visible(drawer.getByRole('tree', { name: '菜单' }));
        expect(Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(200);
        await screenshot(page, `layout-${name}-drawer`);
        // Keyboard: down to 仪表盘, open it, down to 分析页, Enter.
        await drawer.getByRole('treeitem', { name: '首页' }).focus();
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        await waitForPath(page, '/dashboard/statistics');
        await hidden(page.getByRole('dialog', { name: '菜单' }));
        const crumbs = page.getByRole('navigation', { name: '面包屑' });
        expect((await crumbs.innerText()).replace(/\s+/g, '')).toBe('首页仪表盘分析页');
      } else {
        const side = page.getByRole('navigation', { name: '侧边菜单' });
        expect(Math.round((await side.boundingBox())?.width ?? 0)).toBe(208);
        const tree = side.getByRole('tree', { name: '菜单' });
        await tree.getByRole('treeitem', { name: '系统管理' }).click();
        await tree.getByRole('treeitem', { name: '用户管理' }).click();
        await waitForPath(page, '/isystem/user');
        await expect
          .poll(() => tree.getByRole('treeitem', { name: '用户管理' }).getAttribute('aria-current'))
          .toBe('page');
        // One top-level group open at a time.
        await tree.getByRole('treeitem', { name: '系统监控' }).click();
        await expect
          .poll(() => tree.getByRole('treeitem', { name: '系统管理' }).getAttribute('aria-expanded'))
          .toBe('false');
        await tree.getByRole('treeitem', { name: '系统管理' }).click();
        // Hidden entries are not rendered; the alwaysShow group is a leaf.
        expect(await tree.getByRole('treeitem', { name: '角色用户' }).count()).toBe(0);
        await expect
          .poll(() => tree.getByRole('treeitem', { name: '联系人管理' }).getAttribute('aria-expanded'))
          .toBeNull();

        // Collapsing keeps the open groups: 系统管理 is open again after expanding.
        await page.getByRole('button', { name: '收起菜单' }).click();
        await visible(page.getByRole('button', { name: '展开菜单' }));
        await page.waitForFunction(() => {
          const nav = document.querySelector('nav[aria-label="侧边菜单"]');
          return nav && Math.round(nav.getBoundingClientRect().width) === 64;
        });
        await page.getByRole('button', { name: '展开菜单' }).click();
        await visible(tree.getByRole('treeitem', { name: '用户管理' }));
        await expect
          .poll(() => tree.getByRole('treeitem', { name: '系统管理' }).getAttribute('aria-expanded'))
          .toBe('true');

        // Collapsed, a group opens its entries in a flyout; the open group then follows the route.
        await page.getByRole('button', { name: '收起菜单' }).click();
        await side.getByRole('button', { name: '仪表盘' }).click();
        await page.getByRole('menuitem', { name: '工作台' }).click();
        await waitForPath(page, '/dashboard/workplace');
        await visible(note(page));
        expect(await seriousAxeViolations(page)).toEqual([]);
        await screenshot(page, `layout-${name}-collapsed`);
        await page.getByRole('button', { name: '展开菜单' }).click();
        await visible(tree.getByRole('treeitem', { name: '工作台' }));
        await expect
          .poll(() => tree.getByRole('treeitem', { name: '工作台' }).getAttribute('aria-current'))
          .toBe('page');
        await expect
          .poll(() => tree.getByRole('treeitem', { name: '系统管理' }).getAttribute('aria-expanded'))
          .toBe('false');
        // The logo goes to the dashboard route.
        await page.getByRole('link', { name: '考试管理系统 首页' }).click();
        await waitForPath(page, '/dashboard/analysis');
      }
      await context.close();
    },
  );

  itWhen(desktop)('keeps the settings across a reload', async () => {
    const { context, page } = await signedInPage(viewport);
    await searchMenu(page, '工作台', /^工作台/);
    await waitForPath(page, '/dashboard/workplace');
    await page.getByRole('button', { name: '系统设置' }).click();
    const drawer = page.getByRole('dialog', { name: '系统设置' });
    await visible(drawer);
    await drawer.getByRole('radio', { name: '暗色菜单风格' }).check();
    await drawer.getByRole('radio', { name: '酱紫' }).click();
    await drawer.getByRole('switch', { name: '多页签模式' }).click();
    await drawer.getByRole('switch', { name: '固定 Header' }).click();
    const filter = () => page.evaluate(() => document.documentElement.style.filter);
    await drawer.getByRole('switch', { name: '色弱模式' }).click();
    expect(await filter()).toBe('invert(80%)');
    await drawer.getByRole('switch', { name: '色弱模式' }).click();
    expect(await filter()).toBe('');
    await screenshot(page, `layout-${name}-settings`);
    await drawer.getByRole('button', { name: '关闭' }).click();
    await hidden(page.getByRole('tablist', { name: '页签' }));
    await visible(note(page));

    await page.reload();
    await waitForPath(page, '/dashboard/workplace');
    await visible(page.getByRole('button', { name: '管理员' }));
    expect(await page.getByRole('tablist', { name: '页签' }).count()).toBe(0);
    const brand = await page.evaluate(() =>
      getComputedStyle(document.querySelector('.fui-FluentProvider')!).getPropertyValue('--colorBrandBackground'),
    );
    expect(brand.trim().toLowerCase()).not.toBe('#0f6cbd');
    await page.getByRole('button', { name: '系统设置' }).click();
    const again = page.getByRole('dialog', { name: '系统设置' });
    expect(await again.getByRole('radio', { name: '暗色菜单风格' }).isChecked()).toBe(true);
    expect(await again.getByRole('radio', { name: '酱紫' }).isChecked()).toBe(true);
    expect(await again.getByRole('switch', { name: '固定 Header' }).isChecked()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Multi-tab on again: only the current page is a tab, and the last tab cannot be closed.
    await again.getByRole('switch', { name: '多页签模式' }).click();
    await again.getByRole('button', { name: '关闭' }).click();
    await visible(page.getByRole('tablist', { name: '页签' }));
    await expect.poll(() => tabKeys(page)).toEqual(['/dashboard/workplace']);
    await closeButton(page, '工作台').click();
    await toast(page, '这是最后一页，不能再关闭了啦');
    await screenshot(page, `layout-${name}-dark`);
    await context.close();
  });

  itWhen(desktop || phone)('has no serious or critical accessibility violations (axe)', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto('/user/login');
    await visible(page.getByLabel('用户名'));
    expect(await seriousAxeViolations(page)).toEqual([]);
    await signInAdmin(page);
    await searchMenu(page, '工作台', /^工作台/);
    await waitForPath(page, '/dashboard/workplace');
    expect(await seriousAxeViolations(page)).toEqual([]);
    if (mobile) {
      await page.getByRole('button', { name: '菜单', exact: true }).click();
      await visible(page.getByRole('dialog', { name: '菜单' }));
      expect(await seriousAxeViolations(page)).toEqual([]);
    }
    await screenshot(page, `layout-${name}-workplace`);
    await context.close();
  });
});

describe('top navigation', () => {
  it('puts the menu in the header with a 360 px right area and a fixed content width', async () => {
    const { context, page } = await signedInPage(VIEWPORTS.desktop);
    await page.getByRole('button', { name: '系统设置' }).click();
    const drawer = page.getByRole('dialog', { name: '系统设置' });
    await drawer.getByRole('radio', { name: '顶部菜单布局' }).check();
    expect(await drawer.getByRole('switch', { name: '固定侧边菜单' }).isDisabled()).toBe(true);
    await drawer.getByRole('button', { name: '关闭' }).click();
    await hidden(page.getByRole('navigation', { name: '侧边菜单' }));
    const top = page.getByRole('navigation', { name: '顶部菜单' });
    await visible(top);
    await top.getByRole('button', { name: '系统管理' }).click();
    await page.getByRole('menuitem', { name: '用户管理' }).click();
    await waitForPath(page, '/isystem/user');
    const right = await page.evaluate(() => {
      const search = document.querySelector('[role="combobox"][aria-label="搜索菜单"]');
      let el = search?.parentElement ?? null;
      while (el && getComputedStyle(el).width !== '360px') el = el.parentElement;
      return el ? el.getBoundingClientRect().width : 0;
    });
    expect(right).toBe(360);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'layout-desktop-top-navigation');
    await context.close();
  });
});

describe('notifications', () => {
  it.each([
    ['desktop', VIEWPORTS.desktop],
    ['phone', VIEWPORTS.phone],
  ] as const)('the welcome toast shows below the header (%s)', async (_name, viewport) => {
    const { context, page } = await newPage(browser, viewport);
    await signIn(page, 'admin');
    await waitForPath(page, '/dashboard/analysis');
    const welcome = page.getByText('欢迎', { exact: true });
    await visible(welcome);
    const toast = (await welcome.boundingBox())!;
    const header = (await page.locator('header').first().boundingBox())!;
    expect(toast.y).toBeGreaterThanOrEqual(header.y + header.height);
    await context.close();
  });
});

describe('fixed header', () => {
  it('hides on scrolling down past 100 px and shows on scrolling up, the fixed side menu stays', async () => {
    const { context, page } = await signedInPage({ width: 1440, height: 400 });
    await page.getByRole('button', { name: '系统设置' }).click();
    const drawer = page.getByRole('dialog', { name: '系统设置' });
    expect(await drawer.getByRole('switch', { name: '下滑时隐藏 Header' }).isDisabled()).toBe(true);
    await drawer.getByRole('switch', { name: '固定 Header' }).click();
    await drawer.getByRole('switch', { name: '下滑时隐藏 Header' }).click();
    await drawer.getByRole('switch', { name: '固定侧边菜单' }).click();
    await drawer.getByRole('button', { name: '关闭' }).click();
    await hidden(drawer);
    const top = (selector: string) =>
      page.evaluate((s) => document.querySelector(s)!.getBoundingClientRect().top, selector);
    await page.mouse.move(700, 300);
    await page.mouse.wheel(0, 80);
    await page.waitForFunction(() => scrollY === 80);
    await page.waitForTimeout(400);
    expect(await top('header')).toBe(0);
    await page.mouse.wheel(0, 200);
    await page.waitForFunction(() => scrollY > 100);
    await page.waitForFunction(() => document.querySelector('header')!.getBoundingClientRect().bottom <= 0);
    expect(await top('nav[aria-label="侧边菜单"]')).toBe(0);
    await page.mouse.wheel(0, -40);
    await page.waitForFunction(() => document.querySelector('header')!.getBoundingClientRect().top === 0);
    await context.close();
  });
});

/** Problems of a query form: cells that overlap or pass the form's edge, inputs and buttons sticking out of their cell. */
function queryFormProblems(form: Element): string[] {
  const problems: string[] = [];
  const edge = form.getBoundingClientRect().right;
  const cells = [...form.children].map((cell) => ({ cell, box: cell.getBoundingClientRect() }));
  cells.forEach(({ cell, box }, i) => {
    if (box.right > edge + 1) problems.push(`cell ${i} passes the form's edge`);
    for (const { box: other } of cells.slice(i + 1))
      if (
        box.left < other.right - 1 &&
        other.left < box.right - 1 &&
        box.top < other.bottom - 1 &&
        other.top < box.bottom - 1
      )
        problems.push(`cell ${i} overlaps another`);
    for (const control of cell.querySelectorAll('input, button, select')) {
      const r = control.getBoundingClientRect();
      if (r.width > 0 && (r.left < box.left - 1 || r.right > box.right + 1))
        problems.push(`${control.getAttribute('aria-label') ?? control.tagName} sticks out of cell ${i}`);
    }
  });
  return problems;
}

describe('query form', () => {
  it.each([
    ['1920', { width: 1920, height: 1080 }],
    ['1280', { width: 1280, height: 800 }],
    ['phone', VIEWPORTS.phone],
  ] as const)('lays out without overlaps at %s (date ranges of 角色管理 and 租户管理)', async (name, viewport) => {
    const { context, page } = await signedInPage(viewport);
    for (const path of ['/isystem/role', '/isystem/tenant']) {
      await page.goto(path);
      await visible(page.getByText(/共\d+条/).first());
      if (name === 'phone') await page.getByRole('button', { name: /筛选/ }).click();
      const form = page.getByRole('form', { name: '查询条件' });
      // The date picker loads with the first date field: measure once it is there.
      await visible(form.locator('.fui-DatePicker').first());
      expect(await form.evaluate(queryFormProblems), path).toEqual([]);
    }
    await context.close();
  });
});
