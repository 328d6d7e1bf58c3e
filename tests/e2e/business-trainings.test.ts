/**
 * 人才培养 and 考试活动 as admin: a training for 京华理工大学 and one of its colleges, linked to a demo test, added
 * after an end date before the start was refused (the form keeping what was typed); listed with 已报名/名额; returned
 * by queryTelnetInfoByTestId to staff and to 京华理工大学's contact. Then an activity added to that test, seen in the
 * test's timeline.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { type Session, adminSession, pickRecord, apiAs, hidden, visible, waitForPath, type Api } from './support';

let session: Session;
let page: Page;
let api: Api;
const STAMP = Date.now().toString(36).toUpperCase().slice(-5);
const TITLE = `端到端培训${STAMP}`;
const ACTIVITY_TITLE = `端到端活动${STAMP}`;
const TRAINING = '/talnetManager/cpcTelnet';
const ACTIVITY = '/cpctestmanager/cpcTestActivity';
const TEST_NAME = '2025年秋季大学英语水平考试';

type Page_<T> = { records: T[] };

beforeAll(async () => {
  session = await adminSession();
  ({ page, api } = session);
});
afterAll(async () => {
  const trainings = await api<Page_<{ id: string }>>(`${TRAINING}/list?title=${encodeURIComponent(TITLE)}`).catch(
    () => null,
  );
  for (const r of trainings?.result.records ?? []) await api(`${TRAINING}/delete?id=${r.id}`, { method: 'DELETE' });
  const activities = await api<Page_<{ id: string }>>(
    `${ACTIVITY}/list?title=${encodeURIComponent(ACTIVITY_TITLE)}`,
  ).catch(() => null);
  for (const r of activities?.result.records ?? []) await api(`${ACTIVITY}/delete?id=${r.id}`, { method: 'DELETE' });
  await session?.close();
});

/** Picks one record in a business picker's dialog, found by a search box. */
/** A date field, typed. */
async function day(form: Locator, label: RegExp, text: string) {
  const box = form.getByRole('combobox', { name: label });
  await box.fill(text);
  await box.blur();
}

describe('人才培养 and 考试活动', () => {
  it('adds a training for one institution and college linked to a test, then an activity seen in the timeline', async () => {
    const test = (await api<Page_<{ id: string }>>(`/cpctestmanager/cpcTestManager/list?testCode=KS2025002`)).result
      .records[0]!;
    const college = (
      await api<Page_<{ collegeName: string }>>('/collegeManagement/cpcCollegeManagement/list?collegeCode=JHLG01')
    ).result.records[0]!;

    await page.goto('/talent/training');
    await waitForPath(page, '/talent/training');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const form = page.getByRole('dialog', { name: '新增' });
    await visible(form);
    await visible(form.getByText('留空表示面向全部院校'));
    await form.getByRole('textbox', { name: /培训名称/ }).fill(TITLE);
    await form.getByRole('combobox', { name: /培训类型/ }).selectOption({ label: '培训班' });
    await form.getByRole('button', { name: '选择面向院校' }).click();
    await pickRecord(page.getByRole('dialog', { name: '选择面向院校' }), '机构名称', '京华理工大学');
    await form.getByRole('button', { name: '选择面向学院' }).click();
    await pickRecord(page.getByRole('dialog', { name: '选择面向学院' }), '学院名称', college.collegeName);
    await visible(form.getByRole('button', { name: `移除 ${college.collegeName}` }));
    await form.getByRole('combobox', { name: /关联考试/ }).selectOption({ label: TEST_NAME });
    await day(form, /开始日期/, '2030-07-10');
    await day(form, /结束日期/, '2030-07-05');
    await form.getByRole('textbox', { name: /地点/ }).fill('京华理工大学图书馆');
    await form.getByRole('spinbutton', { name: /名额/ }).fill('30');
    await form.getByRole('spinbutton', { name: /已报名/ }).fill('5');
    await form.getByRole('button', { name: '确定' }).click();
    await visible(page.getByText('结束日期不能早于开始日期'));
    // the form stays with what was typed
    await expect.poll(() => form.getByRole('textbox', { name: /培训名称/ }).inputValue()).toBe(TITLE);
    expect(await form.getByRole('combobox', { name: /结束日期/ }).inputValue()).toBe('2030-07-05');
    await visible(form.getByRole('button', { name: `移除 ${college.collegeName}` }));

    await day(form, /结束日期/, '2030-07-12');
    await form.getByRole('button', { name: '确定' }).click();
    await hidden(form);

    const query = page.getByRole('form', { name: '查询条件' });
    await query.getByRole('textbox', { name: '培训名称' }).fill(TITLE);
    await query.getByRole('button', { name: '查询' }).click();
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: TITLE, exact: true }) });
    await visible(row);
    await visible(row.getByText('5/30'));
    await visible(row.getByText('京华理工大学'));

    for (const who of [api, await apiAs('customer')]) {
      const linked = await who<{ title: string; collegeId_dictText: string }[]>(
        `${TRAINING}/queryTelnetInfoByTestId?testId=${test.id}`,
      );
      expect(linked.result).toContainEqual(
        expect.objectContaining({ title: TITLE, collegeId_dictText: college.collegeName }),
      );
    }

    // 考试活动 of that test: added in the list, then seen in the timeline
    await page.goto(`/test/activity?testId=${test.id}`);
    await visible(page.getByText(`仅显示考试「${TEST_NAME}」的活动`));
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const activity = page.getByRole('dialog', { name: '新增' });
    await visible(activity);
    await activity.getByRole('textbox', { name: /活动标题/ }).fill(ACTIVITY_TITLE);
    await activity.getByRole('combobox', { name: /活动类型/ }).selectOption({ label: '通知' });
    await day(activity, /活动时间/, '2025-11-01');
    await activity.getByRole('button', { name: '确定' }).click();
    await hidden(activity);
    await page.getByRole('tab', { name: '时间线' }).click();
    const timeline = page.getByRole('list', { name: '考试活动时间线' });
    await visible(timeline.getByText(ACTIVITY_TITLE));
    await visible(timeline.getByText(`${TEST_NAME}报名开始`));
  });
});
