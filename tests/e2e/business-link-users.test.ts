/**
 * 联系人列表 as admin: a 院校联系人 of 京华理工大学 added with a new account (password Portal2024), the answer naming the
 * account created; the list opened from the institution (?institutionId=) shows him; the new account signs in, in a
 * browser context of its own, and lands on the customer portal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  type Session,
  adminSession,
  pickRecord,
  hidden,
  newPage,
  signIn,
  visible,
  waitForPath,
  type Api,
} from './support';

let browser: Browser;
let session: Session;
let page: Page;
let api: Api;
const stamp = Date.now().toString();
const USERNAME = `e2e_${stamp}`;
const REALNAME = `端到端${stamp.slice(-4)}`;
const PHONE = `139${stamp.slice(-8)}`;

beforeAll(async () => {
  session = await adminSession();
  ({ browser, page, api } = session);
});
afterAll(() => session?.close());

describe('联系人列表', () => {
  it('adds a contact of 京华理工大学 whose new account signs into the customer portal', async () => {
    await page.goto('/linkUser/list');
    await waitForPath(page, '/linkUser/list');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const form = page.getByRole('dialog', { name: '新增' });
    await visible(form);

    await form.getByRole('button', { name: '选择所属院校' }).click();
    const picker = page.getByRole('dialog', { name: '选择所属院校' });
    await pickRecord(picker, '机构名称', '京华理工', '京华理工大学');
    await visible(form.getByRole('button', { name: '移除 京华理工大学' }));

    await form.getByRole('textbox', { name: /姓名/ }).fill(REALNAME);
    await form.getByRole('textbox', { name: /登录账号/ }).fill(USERNAME);
    await form.getByLabel(/登录密码/).fill('Portal2024');
    await form.getByRole('textbox', { name: /手机号码/ }).fill(PHONE);
    await form.getByRole('combobox', { name: /联系人角色/ }).selectOption({ label: '院校联系人' });
    await form.getByRole('button', { name: '确定' }).click();
    await visible(page.getByText(`已创建登录账号「${USERNAME}」`));
    await hidden(form);

    const saved = await api<{ records: { id: string; institutionId: string; userId: string }[] }>(
      `/linkUser/cpcLinkUserV/list?username=${USERNAME}`,
    );
    expect(saved.result.records).toHaveLength(1);
    const contact = saved.result.records[0]!;
    expect(contact.userId).toBeTruthy();

    // Opened from the institution: its contacts only, the new one among them.
    await page.goto(`/linkUser/list?institutionId=${contact.institutionId}`);
    await visible(page.getByText('仅显示院校「京华理工大学」的联系人'));
    await visible(page.getByRole('cell', { name: USERNAME }));

    const { context: own, page: portal } = await newPage(browser);
    try {
      await signIn(portal, USERNAME, 'Portal2024');
      await waitForPath(portal, '/cpctest/customer');
    } finally {
      await own.close();
    }
  });
});
