/** 系统通告 to the header bell over the websocket, in two real browsers: admin publishes, jeecg sees it live. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, hidden, launchBrowser, newPage, signIn, visible, waitForPath } from './support';

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

async function api<T>(path: string, token: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${baseUrl()}/jeecg-boot${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', 'X-Access-Token': token, ...init.headers },
  });
  return ((await res.json()) as { result: T }).result;
}

async function adminToken(): Promise<string> {
  const res = await fetch(`${baseUrl()}/jeecg-boot/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: '123456' }),
  });
  return ((await res.json()) as { result: { token: string } }).result.token;
}

/** jeecg has two tenants and two departments: the first of each. */
async function signInStaff(page: Page): Promise<void> {
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

const unread = async (page: Page): Promise<number> => {
  const label = (await page.getByRole('button', { name: /^消息通知/ }).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) 条未读/.exec(label)?.[1] ?? 0);
};

describe('系统通告 → the notice bell', () => {
  it('a notice admin publishes to jeecg reaches jeecg’s open page within 2 s; its content never runs script', async () => {
    const token = await adminToken();
    const [jeecg] = (await api<{ records: { id: string }[] }>('/sys/user/list?username=jeecg', token)).records;
    const title = `端到端通知 ${Date.now()}`;
    const added = await fetch(`${baseUrl()}/jeecg-boot/sys/annountCement/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Access-Token': token },
      method: 'POST',
      body: JSON.stringify({
        titile: title,
        msgCategory: '1',
        msgType: 'USER',
        userIds: `${jeecg!.id},`,
        priority: 'H',
        msgAbstract: '端到端测试',
        endTime: '2099-12-31 23:59:59',
        msgContent:
          '<p>请<strong>按时</strong>到场</p><img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script>',
      }),
    });
    expect(((await added.json()) as { success: boolean }).success).toBe(true);

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
    await staff.page.waitForFunction(
      (n) =>
        (document.querySelector('[aria-label^="消息通知"]')?.getAttribute('aria-label') ?? '').includes(`${n} 条未读`),
      before + 1,
      { timeout: 2000 },
    );
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
    await staff.page.waitForFunction(
      (n) => {
        const label = document.querySelector('[aria-label^="消息通知"]')?.getAttribute('aria-label') ?? '';
        return n === 0 ? !label.includes('条未读') : label.includes(`${n} 条未读`);
      },
      before,
      { timeout: 5000 },
    );
  });
});
