/** 系统通告 to the header bell over the websocket, in two real browsers: admin publishes, jeecg sees it live. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type Api, apiAs, hidden, launchBrowser, newPage, signIn, signInStaff, visible, waitForPath } from './support';

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

const unread = async (page: Page): Promise<number> => {
  const label = (await page.getByRole('button', { name: /^消息通知/ }).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) 条未读/.exec(label)?.[1] ?? 0);
};

/** A draft notice to jeecg, added through the API; its id. */
async function draftFor(api: Api, title: string, msgContent: string): Promise<string> {
  const [jeecg] = (await api<{ records: { id: string }[] }>('/sys/user/list?username=jeecg')).result.records;
  const added = await api('/sys/annountCement/add', {
    method: 'POST',
    body: JSON.stringify({
      titile: title,
      msgCategory: '1',
      msgType: 'USER',
      userIds: `${jeecg!.id},`,
      priority: 'H',
      msgAbstract: '端到端测试',
      endTime: '2099-12-31 23:59:59',
      msgContent,
    }),
  });
  expect(added.success).toBe(true);
  const list = await api<{ records: { id: string; titile: string }[] }>(
    `/sys/annountCement/list?titile=${encodeURIComponent(title)}`,
  );
  return list.result.records.find((r) => r.titile === title)!.id;
}

const waitForUnread = (page: Page, n: number, timeout: number) =>
  page.waitForFunction(
    (count) => {
      const label = document.querySelector('[aria-label^="消息通知"]')?.getAttribute('aria-label') ?? '';
      return count === 0 ? !label.includes('条未读') : label.includes(`${count} 条未读`);
    },
    n,
    { timeout },
  );

describe('系统通告 → the notice bell', () => {
  it('a notice admin publishes reaches jeecg’s open page within 2 s, runs no script, and still arrives after the server drops the socket', async () => {
    const api = await apiAs('admin');
    const title = `端到端通知 ${Date.now()}`;
    await draftFor(
      api,
      title,
      '<p>请<strong>按时</strong>到场</p><img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script>',
    );

    const staff = await newPage(browser);
    contexts.push(staff.context);
    await signInStaff(staff.page);
    await visible(staff.page.getByRole('button', { name: /^消息通知/ }));
    await staff.page.waitForTimeout(1000); // the count loads once the page is idle
    const before = await unread(staff.page);

    const admin = await newPage(browser);
    contexts.push(admin.context);
    await signIn(admin.page, 'admin');
    await waitForPath(admin.page, '/dashboard/analysis');
    await admin.page.goto('/isystem/annountCement');
    const row = admin.page.getByRole('row').filter({ hasText: title });
    await visible(row);
    await row.getByRole('button', { name: '发布' }).click();
    const confirm = admin.page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: '确定' }).click();
    const published = Date.now();

    // jeecg's page, never reloaded, shows the new count within 2 s.
    await waitForUnread(staff.page, before + 1, 2000);
    expect(Date.now() - published).toBeLessThan(2000);

    await staff.page.getByRole('button', { name: /^消息通知/ }).click();
    const panel = staff.page.getByRole('dialog', { name: '消息通知' });
    await panel.getByRole('button', { name: new RegExp(title) }).click();
    const modal = staff.page.getByRole('dialog', { name: '通知消息' });
    await visible(modal.getByRole('heading', { name: title }));
    await visible(modal.getByText('按时'));
    await staff.page.waitForTimeout(500);
    expect(await staff.page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await modal.locator('[onerror], script').count()).toBe(0);
    await modal.getByRole('button', { name: '关闭' }).click();
    await hidden(modal);
    // Reading it marked it read.
    await waitForUnread(staff.page, before, 5000);

    // The server drops every socket: the bell reconnects, and the next notice still arrives without a reload.
    process.kill(inject('serverPid'), 'SIGUSR2');
    await staff.page.waitForTimeout(500);
    const next = await draftFor(api, `断线后的通知 ${Date.now()}`, '<p>断线重连后仍然送达</p>');
    await staff.page.waitForTimeout(6000); // past the 5 s reconnect
    await api(`/sys/annountCement/doReleaseData?id=${next}`);
    await waitForUnread(staff.page, before + 1, 2000);
  });
});
