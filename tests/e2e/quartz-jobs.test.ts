import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import dayjs from 'dayjs';
import { nextRunTimes, serverWallAsLocal } from '../../src/domain/cron';
import { type Session, adminSession, hidden, screenshot, visible, waitForPath } from './support';

const PKG = 'org.jeecg.modules.quartz.job';
const EXPRESSION = '0 0/5 14 * * ?';
const PARAMETER = 'e2e 考务提醒';

let page: Page;

let session: Session;
beforeAll(async () => {
  session = await adminSession();
  ({ page } = session);
});
afterAll(() => session?.close());

const table = () => page.getByRole('table', { name: '定时任务列表' });
const rowActions = (name: string) => page.getByRole('group', { name: `${PKG}.${name} 操作` });

/** 指定 mode of the current editor tab with only `wanted` checked. */
async function specifyOnly(editor: Locator, group: string, wanted: string): Promise<void> {
  await editor.getByRole('radio', { name: '指定' }).check();
  const grid = editor.getByRole('group', { name: group });
  const target = grid.getByRole('checkbox', { name: wanted, exact: true });
  if (!(await target.isChecked())) await target.check();
  for (let i = 0; i < 60; i++) {
    const names = await grid
      .getByRole('checkbox', { checked: true })
      .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? ''));
    const extra = names.find((n) => n !== wanted);
    if (extra === undefined) return;
    await grid.getByRole('checkbox', { name: extra, exact: true }).uncheck();
  }
}

describe('定时任务 as admin', () => {
  it('opens the screen with the demo jobs and their status texts', async () => {
    await page.goto('/isystem/quartzJob');
    await waitForPath(page, '/isystem/quartzJob');
    await visible(rowActions('CleanExpiredSessionsJob'));
    const statuses = await table().getByRole('row').allInnerTexts();
    expect(statuses.some((t) => t.includes('CleanExpiredSessionsJob') && t.includes('正常'))).toBe(true);
    expect(statuses.some((t) => t.includes('SampleJob') && t.includes('停止'))).toBe(true);
    await visible(rowActions('SampleJob').getByRole('button', { name: '启动' }));
    await visible(rowActions('CleanExpiredSessionsJob').getByRole('button', { name: '停止' }));
  });

  it('builds 0 0/5 14 * * ? in the cron editor, sees its 10 next times, and saves a SampleParamJob', async () => {
    await page.getByRole('toolbar', { name: '操作' }).getByRole('button', { name: '新增' }).click();
    const form = page.getByRole('dialog', { name: '新增' });
    await visible(form);
    await form.getByRole('button', { name: '选择' }).click();
    const editor = page.getByRole('dialog', { name: 'Cron表达式' });
    await visible(editor);

    await editor.getByRole('tab', { name: '秒' }).click();
    await specifyOnly(editor, '指定秒', '0');
    await editor.getByRole('tab', { name: '分' }).click();
    await editor.getByRole('radio', { name: '循环' }).check();
    await editor.getByRole('spinbutton', { name: '循环开始' }).fill('0');
    await editor.getByRole('spinbutton', { name: '循环间隔' }).fill('5');
    await editor.getByRole('spinbutton', { name: '循环间隔' }).press('Enter');
    await editor.getByRole('tab', { name: '时' }).click();
    await specifyOnly(editor, '指定时', '14');
    await editor.getByRole('tab', { name: '年' }).click();
    await editor.getByRole('radio', { name: '不设置' }).check();

    const typed = editor.getByRole('textbox', { name: 'Cron 表达式' });
    await page.waitForFunction(
      ([el, want]) => (el as HTMLInputElement).value === want,
      [await typed.elementHandle(), EXPRESSION] as const,
      { timeout: 10000 },
    );
    const expected = nextRunTimes(EXPRESSION, serverWallAsLocal(Date.now()), 10).map((d) =>
      dayjs(d).format('YYYY-MM-DD HH:mm:ss'),
    );
    const preview = editor.getByRole('list', { name: '近十次执行时间' });
    await page.waitForFunction(
      ([list, first]) => (list as HTMLElement).querySelector('li')?.textContent === first,
      [await preview.elementHandle(), expected[0]] as const,
      { timeout: 10000 },
    );
    const times = await preview.getByRole('listitem').allInnerTexts();
    expect(times).toEqual(expected);
    // Every 5 minutes from 14:00 to 14:55 (which one comes first depends on when the test runs: at 14:10 GMT+8 it is
    // 14:15): two times on the same day are 5 minutes apart.
    for (let i = 1; i < times.length; i++) {
      if (times[i]!.slice(0, 10) !== times[i - 1]!.slice(0, 10)) continue;
      expect(dayjs(times[i]).diff(dayjs(times[i - 1]), 'minute')).toBe(5);
    }
    expect(times.every((t) => /^20\d\d-\d\d-\d\d 14:[0-5][05]:00$/.test(t))).toBe(true);
    await screenshot(page, 'quartz-cron-editor');
    await editor.getByRole('button', { name: '确定' }).click();
    await hidden(editor);

    const cron = form.getByRole('textbox', { name: 'Cron表达式' });
    expect(await cron.inputValue()).toBe(EXPRESSION);
    const jobClass = form.getByRole('combobox', { name: '任务类名' });
    await jobClass.click();
    await jobClass.pressSequentially('SampleParam');
    await page.getByRole('option', { name: /SampleParamJob/ }).click();
    expect(await jobClass.inputValue()).toBe(`${PKG}.SampleParamJob`);
    await form.getByRole('textbox', { name: '参数' }).fill(PARAMETER);
    await form.getByRole('button', { name: '确定' }).click();
    await hidden(form);
    await visible(rowActions('SampleParamJob'));
    const row = table().getByRole('row').filter({ hasText: 'SampleParamJob' });
    expect(await row.innerText()).toContain(EXPRESSION);
  });

  it('runs it once and shows the run with its parameter in 日志', async () => {
    await rowActions('SampleParamJob').getByRole('button', { name: '执行一次' }).click();
    const confirm = page.getByRole('alertdialog', { name: '确认提示' });
    await visible(confirm.getByText('立即执行一次?'));
    await confirm.getByRole('button', { name: '确定' }).click();
    await visible(page.getByText('执行成功!', { exact: true }));

    await rowActions('SampleParamJob').getByRole('button', { name: '日志' }).click();
    const logs = page.getByRole('dialog', { name: '运行日志 - SampleParamJob' });
    await visible(logs.getByRole('table', { name: '运行日志' }));
    const line = logs.getByText(`参数：${PARAMETER}`, { exact: true });
    for (let i = 0; i < 20 && !(await line.isVisible()); i++) {
      await logs.getByRole('button', { name: '刷新' }).click();
      await page.waitForTimeout(250);
    }
    await visible(line);
    const run = logs.getByRole('row').filter({ hasText: `参数：${PARAMETER}` });
    const text = await run.innerText();
    expect(text).toContain('成功');
    expect(text).toContain('执行一次');
    expect(text).toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
    await screenshot(page, 'quartz-job-log');
    await logs.getByRole('button', { name: '关闭' }).click();
    await hidden(logs);
  });
});
