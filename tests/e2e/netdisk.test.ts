/**
 * 网盘 as admin at 1440: a new folder, two files uploaded into it, one renamed, moved to the root, deleted and
 * restored from 回收站; an image previewed. What it made is purged afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoPng } from '../../server/db/seed-netdisk';
import {
  type Session,
  adminSession,
  hidden,
  newPage,
  screenshot,
  signIn,
  visible,
  VIEWPORTS,
  waitForPath,
  type Api,
} from './support';

const DISK = '/netdisk/cpcNetdiskFolder';
const STAMP = Date.now().toString(36).toUpperCase().slice(-5);
const FOLDER = `端到端${STAMP}`;
const RENAMED = `纪要${STAMP}.txt`;
const PNG = demoPng(1);

let session: Session;
let page: Page;
let api: Api;

beforeAll(async () => {
  session = await adminSession();
  ({ page, api } = session);
});
afterAll(async () => {
  const post = (action: string, body: unknown) =>
    api(`${DISK}/${action}`, { method: 'POST', body: JSON.stringify(body) }).catch(() => null);
  const folders = await api<{ id: string; name: string }[]>(`${DISK}/list`).catch(() => null);
  for (const f of folders?.result ?? [])
    if (f.name === FOLDER) {
      await post('delete', { type: 'folder', id: f.id });
      await post('purge', { type: 'folder', id: f.id });
    }
  const files = await api<{ id: string; fileName: string }[]>(`${DISK}/findFileList?folderId=0`).catch(() => null);
  for (const f of files?.result ?? [])
    if (f.fileName === RENAMED) {
      await post('delete', { type: 'file', id: f.id });
      await post('purge', { type: 'file', id: f.id });
    }
  await session?.close();
});

const list = () => page.getByRole('table', { name: '文件列表' });
const rowAction = async (name: string, action: string) => {
  await list()
    .getByRole('button', { name: `「${name}」的操作` })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
};

describe('网盘', () => {
  it('creates a folder, uploads, renames, moves, deletes and restores a file, and previews an image', async () => {
    await page.goto('/document/disk');
    await waitForPath(page, '/document/disk');
    const tree = page.getByRole('tree', { name: '文件夹树' });
    await visible(tree.getByRole('treeitem', { name: '2025年考务' }));
    await visible(list().getByRole('button', { name: '网盘使用说明.pdf', exact: true }));
    await screenshot(page, 'netdisk');

    await page.getByRole('button', { name: '新建文件夹' }).click();
    const prompt = page.getByRole('alertdialog', { name: '新建文件夹' });
    await prompt.getByRole('textbox', { name: '文件夹名称' }).fill(FOLDER);
    await prompt.getByRole('button', { name: '确定' }).click();
    await tree.getByRole('treeitem', { name: FOLDER }).click();
    await visible(page.getByRole('navigation', { name: '当前位置' }).getByText(FOLDER));

    await page.getByLabel('选择上传文件').setInputFiles([
      { name: '现场.png', mimeType: 'image/png', buffer: PNG },
      { name: '纪要.txt', mimeType: 'text/plain', buffer: Buffer.from('第一次会议纪要') },
    ]);
    await visible(list().getByRole('button', { name: '现场.png', exact: true }));
    await visible(list().getByRole('button', { name: '纪要.txt', exact: true }));

    await rowAction('纪要.txt', '重命名');
    const rename = page.getByRole('alertdialog', { name: '重命名文件' });
    await rename.getByRole('textbox', { name: '文件名称' }).fill(RENAMED);
    await rename.getByRole('button', { name: '确定' }).click();
    await visible(list().getByRole('button', { name: RENAMED, exact: true }));

    await rowAction(RENAMED, '移动');
    const move = page.getByRole('dialog', { name: `移动「${RENAMED}」` });
    await move.getByRole('tree').getByText('我的网盘', { exact: true }).click();
    await move.getByRole('button', { name: '确定' }).click();
    await hidden(move);
    await hidden(list().getByRole('button', { name: RENAMED, exact: true }));

    await page.getByRole('navigation', { name: '当前位置' }).getByRole('button', { name: '我的网盘' }).click();
    await rowAction(RENAMED, '删除');
    await page.getByRole('alertdialog', { name: '删除' }).getByRole('button', { name: '删除' }).click();
    await hidden(list().getByRole('button', { name: RENAMED, exact: true }));

    await page.getByRole('button', { name: '回收站' }).click();
    const bin = page.getByRole('table', { name: '回收站列表' });
    await visible(bin.getByText(RENAMED));
    expect(await bin.getByRole('row').filter({ hasText: RENAMED }).textContent()).toContain('30 天');
    await bin.getByRole('button', { name: `还原「${RENAMED}」` }).click();
    await hidden(bin.getByText(RENAMED));
    await page.getByRole('button', { name: '返回网盘' }).click();
    await visible(list().getByRole('button', { name: RENAMED, exact: true }));

    await page.getByRole('tree', { name: '文件夹树' }).getByRole('treeitem', { name: FOLDER }).click();
    await list().getByRole('button', { name: '现场.png', exact: true }).click();
    const preview = page.getByRole('dialog', { name: '预览「现场.png」' });
    const image = preview.getByRole('img', { name: '现场.png' });
    await visible(image);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
    await preview.getByRole('button', { name: '关闭' }).click();
    await hidden(preview);
  });

  it('works on a phone: the breadcrumb and the list, actions in a row menu, no sideways scroll', async () => {
    const { context, page: phone } = await newPage(session.browser, VIEWPORTS.phone);
    try {
      await signIn(phone, 'admin');
      await waitForPath(phone, '/dashboard/analysis');
      await phone.goto('/document/disk');
      const table = phone.getByRole('table', { name: '文件列表' });
      await table.getByRole('button', { name: '2025年考务', exact: true }).click();
      await visible(phone.getByRole('navigation', { name: '当前位置' }).getByText('2025年考务'));
      await visible(table.getByRole('button', { name: '报名材料', exact: true }));
      expect(await phone.getByRole('tree', { name: '文件夹树' }).count()).toBe(0);
      await table.getByRole('button', { name: '「报名材料」的操作' }).click();
      await visible(phone.getByRole('menuitem', { name: '重命名' }));
      await screenshot(phone, 'netdisk-phone');
      await phone.keyboard.press('Escape');
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await context.close();
    }
  });
});
