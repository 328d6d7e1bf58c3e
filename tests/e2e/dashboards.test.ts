/** 首页 and 工作台 as a staff member uses them: today's visits rise with a sign-in elsewhere; a shortcut follows him. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiAs, launchBrowser, newPage, signIn, visible, waitForPath } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const todayVisits = async (page: Page) =>
  Number(((await page.getByRole('listitem', { name: '今日访问' }).textContent()) ?? '').replace('今日访问', ''));

describe('首页 and 工作台', () => {
  it('today’s visits match /sys/loginfo and rise with a sign-in elsewhere; a chosen shortcut survives a reload and another device', async () => {
    const { context, page } = await newPage(browser);
    const other = await newPage(browser);
    try {
      await signIn(page, 'admin');
      await waitForPath(page, '/dashboard/analysis');
      await visible(page.getByRole('listitem', { name: '今日访问' }));
      const api = await apiAs('admin');
      const shown = await todayVisits(page);
      // apiAs signed in once more: the page shows the figure from before it.
      expect((await api<{ todayVisitCount: number }>('/sys/loginfo')).result.todayVisitCount).toBe(shown + 1);
      await signIn(other.page, 'admin');
      await waitForPath(other.page, '/dashboard/analysis');
      await page.reload();
      await visible(page.getByRole('listitem', { name: '今日访问' }));
      await expect.poll(() => todayVisits(page)).toBe(shown + 2);

      await page.goto('/dashboard/workplace');
      await page.getByRole('button', { name: '选择入口' }).click();
      const dialog = page.getByRole('dialog', { name: '设置快捷入口' });
      const checked = dialog.getByRole('checkbox', { checked: true });
      // The first 8 pages until he picks; Fluent draws its own box over the (transparent) input.
      await expect.poll(() => checked.count()).toBe(8);
      while ((await checked.count()) > 0) await checked.first().uncheck({ force: true });
      await dialog.getByRole('checkbox', { name: /职务管理$/ }).check({ force: true });
      await dialog.getByRole('button', { name: '确定' }).click();
      const shortcuts = (p: Page) => p.getByRole('navigation', { name: '快捷入口' }).getByRole('link');
      await expect.poll(() => shortcuts(page).allTextContents()).toEqual(['职务管理']);
      await page.reload();
      await expect.poll(() => shortcuts(page).allTextContents()).toEqual(['职务管理']);
      await other.page.goto('/dashboard/workplace');
      await expect.poll(() => shortcuts(other.page).allTextContents()).toEqual(['职务管理']);
      await shortcuts(other.page).first().click();
      await waitForPath(other.page, '/isystem/position');
    } finally {
      await resetShortcuts();
      await context.close();
      await other.context.close();
    }
  });
});

/** Leaves admin's 工作台 as the demo has it (no shortcuts chosen). */
async function resetShortcuts() {
  const api = await apiAs('admin');
  await api('/dashboard/workplace/settings', { method: 'PUT', body: JSON.stringify({ shortcuts: [] }) });
}
