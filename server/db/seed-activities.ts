/**
 * The demo 考试活动: for each demo test the timeline as far as its status has gone — the notice a week before
 * sign-up opens, sign-up, the sitting (once it is 考试中), marking (阅卷中) and publication (成绩已发布) — dated
 * from the test's own times, written set-based.
 */
import { ACTIVITY_TYPE } from '../../src/domain/entities/test-activity';
import { TEST_STATUS } from '../../src/domain/entities/test';
import type { Db } from './db-type';
import { SEED_TIME, seedId } from './ids';
import { insertSet } from './seed-business';
import { DEMO_TESTS } from './seed-tests';
import { cpcTestActivity } from './schema';

type Row = Record<string, unknown>;

/** 'yyyy-MM-dd HH:mm:ss' moved by whole days (calendar arithmetic, no time zone involved). */
export function shiftDays(time: string, days: number, clock?: string): string {
  const date = new Date(`${time.slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return `${date.toISOString().slice(0, 10)} ${clock ?? time.slice(11, 19)}`;
}

export function buildActivities(): Row[] {
  const rows: Row[] = [];
  DEMO_TESTS.forEach(([, name, , signUpStart, signUpEnd, startTime, endTime, , status], t) => {
    const reached = (s: string) => Number(status) >= Number(s);
    const add = (activityType: string, activityTime: string, title: string, content: string) =>
      rows.push({
        id: seedId(33, rows.length + 1),
        testId: seedId(29, t + 1),
        title,
        activityType,
        activityTime,
        content,
        createBy: 'admin',
        createTime: SEED_TIME,
      });
    add(
      ACTIVITY_TYPE.notice,
      shiftDays(signUpStart, -7, '10:00:00'),
      `关于举办${name}的通知`,
      `<p>各参考院校：</p><p>${name}定于 ${startTime.slice(0, 16)} 举行，报名时间为 ${signUpStart.slice(0, 10)} 至 ${signUpEnd.slice(0, 10)}。请各院校做好组织工作。</p>`,
    );
    add(
      ACTIVITY_TYPE.signUp,
      signUpStart,
      `${name}报名开始`,
      `<p>报名通道已开放，请各院校联系人于 <strong>${signUpEnd.slice(0, 16)}</strong> 前完成考生报名。</p>`,
    );
    if (reached(TEST_STATUS.testing))
      add(
        ACTIVITY_TYPE.test,
        startTime,
        `${name}正式开考`,
        `<p>考试于 ${startTime.slice(0, 16)} 开始，${endTime.slice(11, 16)} 结束。请考生提前 30 分钟到达考场。</p>`,
      );
    if (reached(TEST_STATUS.marking))
      add(
        ACTIVITY_TYPE.marking,
        shiftDays(endTime, 2, '09:00:00'),
        `${name}阅卷工作启动`,
        '<p>阅卷工作已启动，预计三周内完成，成绩发布时间另行通知。</p>',
      );
    if (reached(TEST_STATUS.published))
      add(
        ACTIVITY_TYPE.publish,
        shiftDays(endTime, 30, '10:00:00'),
        `${name}成绩发布`,
        '<p>成绩已发布，各院校可在客户端查看本校成绩及统计分析。</p>',
      );
  });
  return rows;
}

export async function seedActivities(tx: Pick<Db, 'execute'>): Promise<void> {
  await insertSet(tx, cpcTestActivity, buildActivities());
}
