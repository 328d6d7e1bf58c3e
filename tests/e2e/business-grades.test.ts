/**
 * 成绩导入 → 成绩列表 as admin: a 阅卷中 demo test is chosen, its template downloaded (the header the import reads),
 * then an .xlsx built from that header is uploaded: three students of a participating institution with valid
 * scores and a fourth whose 第1题 is over the topic's score. The result says 成功 3 / 失败 1 and names the bad row
 * with its reason; the error file repeats it in its 错误原因 column; 查看成绩 opens 成绩列表 on that test, where an
 * imported student is found by 学号. Both screens fit a 390 px phone. Students, institutions and topics come from
 * the API, not from knowledge of the demo data.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import type { Download, Locator, Page } from 'playwright-core';
import { type Api, type Session, adminSession, newPage, signIn, visible, VIEWPORTS, waitForPath } from './support';

interface PageOf<T> {
  records: T[];
}
interface Test {
  id: string;
  testName: string;
  testCode: string;
  paperId: string;
}
interface Topic {
  topicNo: number;
  topicType: string;
  score: number;
}
interface Student {
  studentNo: string;
  name: string;
}

let session: Session;
let page: Page;
let api: Api;
let test: Test;
let orgName: string;
let topics: Topic[];
let students: Student[];

/** The first sheet of a downloaded workbook as rows of cells. */
async function sheetOf(download: Download): Promise<unknown[][]> {
  const book = XLSX.read(readFileSync((await download.path())!), { type: 'buffer' });
  return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, defval: null });
}

async function downloadOf(button: Locator): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return download;
}

beforeAll(async () => {
  session = await adminSession();
  ({ page, api } = session);
  const marking = await api<PageOf<Test>>('/cpctestmanager/cpcTestManager/list?status=4&pageSize=50');
  test = marking.result.records[0]!;
  const institutions = await api<{ institutionId: string }[]>(
    `/cpctestmanager/cpcTestManager/queryCpcTestInstitutionByMainId?id=${test.id}`,
  );
  const orgId = institutions.result[0]!.institutionId;
  const org = await api<{ orgName: string }>(`/organizationManager/cpcOrganizationManagement/queryById?id=${orgId}`);
  orgName = org.result.orgName;
  const list = await api<PageOf<Student>>(
    `/studentManagement/cpcStudent/list?organizationId=${orgId}&status=1&column=studentNo&order=asc&pageSize=4`,
  );
  students = list.result.records;
  const paperTopics = await api<Topic[]>(
    `/papermanagement/cpcPaperManagement/queryPaperTopicByMainId?id=${test.paperId}`,
  );
  topics = paperTopics.result;
});
afterAll(() => session?.close());

describe('成绩导入', () => {
  it('imports 3 good rows and refuses one over the topic score; the error file names it; 成绩列表 shows them', async () => {
    expect(students).toHaveLength(4);
    await page.goto('/grade/import');
    await waitForPath(page, '/grade/import');
    const testSelect = page.getByRole('combobox', { name: '考试' });
    await testSelect.locator('option', { hasText: test.testCode }).waitFor({ state: 'attached' });
    await testSelect.selectOption({ label: `${test.testName}（${test.testCode}，阅卷中）` });

    const template = await downloadOf(page.getByRole('button', { name: '下载导入模板' }));
    expect(template.suggestedFilename()).toBe(`成绩导入模板_${test.testCode}.xlsx`);
    const [header] = await sheetOf(template);
    const choice = topics.filter((t) => t.topicType === '1' || t.topicType === '2');
    expect(header).toEqual([
      '院校',
      '学号',
      '姓名',
      '缺考',
      ...topics.map((t) => `第${t.topicNo}题`),
      ...choice.map((t) => `第${t.topicNo}题作答`),
    ]);

    const first = topics[0]!;
    const row = (s: Student, over = false) => [
      orgName,
      s.studentNo,
      s.name,
      null,
      ...topics.map((t) => (over && t === first ? t.score + 1 : Math.floor(t.score / 2))),
      ...choice.map(() => null),
    ];
    const book = XLSX.utils.book_new();
    const [a, b, c, bad] = students as [Student, Student, Student, Student];
    const sheet = XLSX.utils.aoa_to_sheet([header!, row(a), row(b), row(bad, true), row(c)]);
    XLSX.utils.book_append_sheet(book, sheet, '成绩导入');
    const buffer = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;

    await page.getByLabel('选择文件').setInputFiles({
      name: '成绩导入.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });
    await visible(page.getByLabel('已选文件').getByText('成绩导入.xlsx'));
    await page.getByRole('button', { name: '开始导入' }).click();

    const result = page.getByRole('region', { name: '导入结果' });
    await visible(result.getByText(/共 4 行，成功 3（新增 \d+，更新 \d+），失败 1$/));
    const reason = `第${first.topicNo}题得分超出满分 ${first.score}`;
    const failed = result.getByRole('table', { name: '失败的行' });
    await visible(failed.getByRole('cell', { name: bad.studentNo, exact: true }));
    expect(await failed.getByRole('row').nth(1).getByRole('cell').allTextContents()).toEqual([
      '4',
      bad.studentNo,
      reason,
    ]);

    const errors = await sheetOf(await downloadOf(result.getByRole('button', { name: '下载错误文件' })));
    const reasonColumn = errors[0]!.indexOf('错误原因');
    expect(reasonColumn).toBeGreaterThan(0);
    expect(errors.slice(1).map((r) => [r[1], r[reasonColumn]])).toEqual([[bad.studentNo, reason]]);

    await result.getByRole('link', { name: '查看成绩' }).click();
    await waitForPath(page, '/grade/list');
    expect(new URL(page.url()).searchParams.get('testId')).toBe(test.id);
    const query = page.getByRole('form', { name: '查询条件' });
    expect(await query.getByRole('combobox', { name: '考试' }).inputValue()).toBe(test.id);
    await query.getByRole('textbox', { name: '学号' }).fill(b.studentNo);
    await query.getByRole('button', { name: '查询' }).click();
    const table = page.getByRole('table', { name: '成绩列表' });
    const found = table.getByRole('row', { name: new RegExp(b.studentNo) });
    await visible(found);
    const total = topics.reduce((sum, t) => sum + Math.floor(t.score / 2), 0);
    const full = topics.reduce((sum, t) => sum + t.score, 0);
    await visible(found.getByText(`${total} / ${full}`));
    await visible(found.getByText(test.testName));
  });

  it('成绩导入 and 成绩列表 fit a 390 px phone', async () => {
    const phone = await newPage(session.browser, VIEWPORTS.phone);
    try {
      await signIn(phone.page, 'admin');
      await waitForPath(phone.page, '/dashboard/analysis');
      await phone.page.goto('/grade/import');
      await visible(phone.page.getByRole('button', { name: '选择文件' }));
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await phone.page.goto(`/grade/list?testId=${test.id}`);
      await visible(phone.page.getByRole('group', { name: /^\S+ 操作$/ }));
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await phone.context.close();
    }
  });
});
