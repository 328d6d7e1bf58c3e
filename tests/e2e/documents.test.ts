/**
 * 文件管理 and the portal's 文件列表: at 1440 admin chooses the folder 培训资料, uploads a PDF for 京华理工大学 (its name
 * fills 文件名称), sees it listed; a second upload with the same name, year and institution shows 该文件已存在 under
 * the name and the save is refused. Then customer (京华理工大学) at 390×844 opens 文件列表, chooses the year and
 * downloads it (counted).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  type Api,
  type Session,
  adminSession,
  hidden,
  launchBrowser,
  newPage,
  screenshot,
  signIn,
  visible,
  VIEWPORTS,
  waitForPath,
} from './support';

const FILE = '/cpcfile/cpcFileManager';
const STAMP = Date.now().toString(36).toUpperCase().slice(-5);
const NAME = `端到端文件${STAMP}.pdf`;
const YEAR = '2039';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

let session: Session;
let page: Page;
let api: Api;

beforeAll(async () => {
  session = await adminSession();
  ({ page, api } = session);
});
afterAll(async () => {
  const found = await api<{ records: { id: string }[] }>(`${FILE}/list?year=${YEAR}`).catch(() => null);
  for (const r of found?.result.records ?? []) await api(`${FILE}/delete?id=${r.id}`, { method: 'DELETE' });
  await session?.close();
});

async function fillFile(form: Locator) {
  await form.getByLabel('选择文件').setInputFiles({ name: NAME, mimeType: 'application/pdf', buffer: PDF });
  await expect.poll(() => form.getByRole('textbox', { name: /文件名称/ }).inputValue(), { timeout: 15000 }).toBe(NAME);
  await form.getByRole('spinbutton', { name: /年份/ }).fill(YEAR);
  await form.getByRole('button', { name: '选择所属院校' }).click();
  const picker = page.getByRole('dialog', { name: '选择所属院校' });
  await picker.getByRole('textbox', { name: '机构名称' }).fill('京华理工大学');
  await picker.getByRole('button', { name: '查询' }).click();
  await picker.getByRole('radio', { name: '选择 京华理工大学' }).click();
  await picker.getByRole('button', { name: '确定' }).click();
  await hidden(picker);
  await form.getByRole('combobox', { name: /文件类别/ }).selectOption({ label: '通知' });
}

describe('文件管理 and 文件列表', () => {
  it('uploads a file for 京华理工大学, refuses the same again, and its contact downloads it', async () => {
    await page.goto('/document/file');
    await waitForPath(page, '/document/file');
    await page.getByRole('treeitem', { name: '培训资料' }).click();
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const form = page.getByRole('dialog', { name: '新增' });
    await visible(form);
    await fillFile(form);
    await visible(form.getByRole('button', { name: '培训资料' }));
    await form.getByRole('button', { name: '确定' }).click();
    await hidden(form);

    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: NAME, exact: true }) });
    await visible(row);
    await visible(row.getByText('京华理工大学'));
    await visible(row.getByText('培训资料'));
    await screenshot(page, 'documents-file-manager-desktop');

    // The same name, year and institution again: warned under the name, refused on save, the form kept.
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const again = page.getByRole('dialog', { name: '新增' });
    await visible(again);
    await fillFile(again);
    await visible(again.getByText('该文件已存在'));
    await again.getByRole('button', { name: '确定' }).click();
    await visible(page.getByText('该文件已存在').nth(1));
    expect(await again.getByRole('textbox', { name: /文件名称/ }).inputValue()).toBe(NAME);
    await again.getByRole('button', { name: '取消' }).click();
    await hidden(again);

    // 京华理工大学's 院校负责人 on a phone.
    const browser = await launchBrowser();
    try {
      const { page: phone } = await newPage(browser, VIEWPORTS.phone);
      await signIn(phone, 'customer');
      await waitForPath(phone, '/cpctest/customer');
      await phone.goto('/cpctest/customer/files');
      await waitForPath(phone, '/cpctest/customer/files');
      await phone.getByRole('tab', { name: `${YEAR}年` }).click();
      const download = phone.getByRole('button', { name: `下载 ${NAME}` });
      await visible(download);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(phone, 'documents-customer-files-phone');
      const [file] = await Promise.all([phone.waitForEvent('download'), download.click()]);
      expect(file.suggestedFilename()).toBe(NAME);
    } finally {
      await browser.close();
    }
    const listed = await api<{ records: { fileName: string; downloadCount: number }[] }>(`${FILE}/list?year=${YEAR}`);
    expect(listed.result.records.find((r) => r.fileName === NAME)?.downloadCount).toBe(1);
  });
});
