/** The form widget kit in real Chromium: an avatar on the user form, pickers, the area cascader, rich text. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  type Session,
  adminSession,
  VIEWPORTS,
  hidden,
  newPage,
  screenshot,
  signIn,
  visible,
  waitForPath,
} from './support';

let browser: Browser;
let page: Page;
let session: Session;
beforeAll(async () => {
  session = await adminSession();
  ({ browser, page } = session);
});
afterAll(() => session?.close());

// A 2×2 PNG: the image the avatar upload sends.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

const valueOf = (name: string) => page.getByRole('status', { name: `${name}的值` });

describe('widget kit', () => {
  it('用户管理: an avatar uploaded on the edit form shows as a thumbnail in the list', async () => {
    await page.goto('/isystem/user');
    const query = page.getByRole('form', { name: '查询条件' });
    await query.getByRole('textbox', { name: '用户账号' }).fill('chenjing');
    await query.getByRole('button', { name: '查询' }).click();
    const actions = page.getByRole('group', { name: 'chenjing 操作' });
    await visible(actions);
    await actions.getByRole('button', { name: '编辑' }).click();
    const form = page.getByRole('dialog', { name: '编辑' });
    await visible(form.getByRole('textbox', { name: /用户姓名/ }));
    await form.locator('input[type="file"]').first().setInputFiles({
      name: '头像.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await visible(form.getByRole('img', { name: '头像.png' }));
    await form.getByRole('button', { name: '确定' }).click();
    await hidden(form);

    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'chenjing', exact: true }) });
    const thumbnail = row.locator('img');
    await visible(thumbnail);
    expect(await thumbnail.getAttribute('src')).toMatch(/\/sys\/common\/static\/avatar\/\d{8}\/.+\.png\?token=/);
    // The stored image really loads (signed-in: the token travels in the address).
    await page.waitForFunction(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 2,
      await thumbnail.elementHandle(),
    );
  });

  it('组件示例: pick users and departments; the value is their ids, the chips their names', async () => {
    await page.goto('/jeecg/SelectDemo');
    await visible(page.getByRole('heading', { name: '组件示例', level: 1 }));

    await page.getByRole('button', { name: '选择用户（多选）' }).click();
    const users = page.getByRole('dialog', { name: '选择用户（多选）' });
    const search = users.getByRole('form', { name: '查询条件' });
    for (const username of ['jeecg', 'customer']) {
      await search.getByRole('textbox', { name: '用户账号' }).fill(username);
      await search.getByRole('button', { name: '查询' }).click();
      await users.getByRole('checkbox', { name: `选择 ${username}`, exact: true }).click();
    }
    await users.getByRole('button', { name: '确定' }).click();
    await hidden(users);
    await visible(page.getByRole('button', { name: '移除 张晓明' }));
    await visible(page.getByRole('button', { name: '移除 李文静' }));
    expect(await valueOf('用户（多选）').innerText()).toMatch(/^值：\w+,\w+$/);

    await page.getByRole('button', { name: '选择部门（多选）' }).click();
    const departs = page.getByRole('dialog', { name: '选择部门' });
    const tree = departs.getByRole('tree', { name: '部门' });
    await visible(tree.getByRole('treeitem').first());
    const first = tree.getByRole('treeitem').first();
    const name = (await first.getAttribute('aria-label')) ?? '';
    await first.getByRole('checkbox').first().click();
    await departs.getByRole('button', { name: '确定' }).click();
    await hidden(departs);
    await visible(page.getByRole('button', { name: `移除 ${name}` }));
    expect(await valueOf('部门（多选）').innerText()).toMatch(/^值：\w+$/);
  });

  it('组件示例: choose a province, city and district; the code is stored, the names shown', async () => {
    await page.getByRole('button', { name: '省市区（级联）' }).click();
    const popover = page.getByRole('dialog', { name: '省市区（级联）' });
    await popover.getByRole('listbox', { name: '省' }).selectOption({ label: '广东省' });
    await popover.getByRole('listbox', { name: '市' }).selectOption({ label: '深圳市' });
    const district = popover.getByRole('listbox', { name: '区' });
    await district.selectOption({ label: '南山区' });
    // Enter confirms like 确定; a pointer click can land beside 确定 while the pop-up is still placed on a busy machine.
    await district.press('Enter');
    await hidden(popover);
    expect(await valueOf('省市区（级联）').innerText()).toBe('值：440305');
    expect(await page.getByLabel('省市区（级联）的列表显示').innerText()).toContain('广东省/深圳市/南山区');
  });

  it('组件示例: pasted rich text keeps its formatting, but an <img onerror> or <script> never runs', async () => {
    const editor = page.getByRole('textbox', { name: '富文本' });
    await visible(editor);
    await editor.click();
    await editor.evaluate((element) => {
      const data = new DataTransfer();
      data.setData(
        'text/html',
        '<p><b>加粗的粘贴</b><img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script></p>',
      );
      data.setData('text/plain', '加粗的粘贴');
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    const preview = page.getByLabel('富文本显示效果');
    await visible(preview.getByText('加粗的粘贴'));
    // Long enough for a broken image's error event.
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('[onerror], script:not([src])').evaluateAll((els) => els.length)).toBe(0);
    expect(await valueOf('富文本').innerText()).toMatch(/<(b|strong)>加粗的粘贴</);
    expect(await valueOf('富文本').innerText()).not.toContain('onerror');
  });

  it('组件示例 on a phone: one column, nothing wider than the screen', async () => {
    const phone = await newPage(browser, VIEWPORTS.phone);
    try {
      await signIn(phone.page, 'admin');
      await waitForPath(phone.page, '/dashboard/analysis');
      await phone.page.goto('/jeecg/SelectDemo');
      await visible(phone.page.getByRole('heading', { name: '组件示例', level: 1 }));
      await visible(phone.page.getByRole('textbox', { name: '富文本' }));
      const overflow = await phone.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(phone.page, 'widget-gallery-390');
    } finally {
      await phone.context.close();
    }
  });
});
