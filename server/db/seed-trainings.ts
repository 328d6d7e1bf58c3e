/**
 * The demo 人才培养: twelve trainings over 2024 and 2025 — most open to every institution, some for one institution
 * (京华理工大学's, one of them for its first college), several following a demo test — written set-based.
 */
import { TRAINING_TYPE } from '../../src/domain/entities/training';
import type { Db } from './db-type';
import { SEED_TIME, seedId } from './ids';
import { insertSet } from './seed-business';
import { ORGS } from './seed-business-data';
import { cpcTraining } from './schema';

type Row = Record<string, unknown>;

const org = (code: string) => seedId(17, ORGS.findIndex((o) => o.code === code) + 1);
/** 京华理工大学 is the first demo organisation: its colleges are the first college ids. */
const JHLG_FIRST_COLLEGE = seedId(19, 1);

/** [title, type, organisation code, first college?, demo test number, start, end, location, quota, enrolled]. */
// prettier-ignore
const DEMO_TRAININGS: [string, string, string, boolean, number, string, string, string, number, number][] = [
  ['2024年考务工作培训班', TRAINING_TYPE.course, '', false, 1, '2024-03-12', '2024-03-14', '北京市海淀区考试中心培训楼', 120, 96],
  ['命题与试卷质量讲座', TRAINING_TYPE.lecture, '', false, 0, '2024-05-18', '2024-05-18', '线上直播', 500, 342],
  ['春季考试成绩分析研讨会', TRAINING_TYPE.seminar, '', false, 1, '2024-06-20', '2024-06-21', '上海市徐汇区会议中心', 80, 64],
  ['京华理工大学教学评价专题培训', TRAINING_TYPE.course, 'JHLG', false, 1, '2024-07-08', '2024-07-10', '京华理工大学图书馆报告厅', 60, 58],
  ['计算机基础考试考前辅导讲座', TRAINING_TYPE.lecture, '', false, 2, '2024-09-10', '2024-09-10', '线上直播', 800, 615],
  ['沪江财经大学考务人员培训', TRAINING_TYPE.course, 'HJCJ', false, 2, '2024-10-08', '2024-10-09', '沪江财经大学行政楼会议室', 40, 36],
  ['秋季考试阅卷质量研讨会', TRAINING_TYPE.seminar, '', false, 2, '2024-12-05', '2024-12-06', '南京市鼓楼区会议中心', 60, 45],
  ['计算机学院课程改革研讨会', TRAINING_TYPE.seminar, 'JHLG', true, 0, '2025-01-15', '2025-01-15', '京华理工大学计算机学院 301', 30, 22],
  ['2025年考务工作培训班', TRAINING_TYPE.course, '', false, 3, '2025-03-10', '2025-03-12', '北京市海淀区考试中心培训楼', 150, 128],
  ['专业基础考试命题说明会', TRAINING_TYPE.lecture, '', false, 3, '2025-03-20', '2025-03-20', '线上直播', 600, 410],
  ['高校数据分析能力提升培训班', TRAINING_TYPE.course, '', false, 0, '2025-07-14', '2025-07-18', '杭州市西湖区培训基地', 100, 73],
  ['大学英语水平考试组织工作讲座', TRAINING_TYPE.lecture, '', false, 4, '2025-10-20', '2025-10-20', '线上直播', 1000, 0],
];

export function buildTrainings(): Row[] {
  return DEMO_TRAININGS.map(([title, type, code, college, test, startDate, endDate, location, quota, enrolled], i) => ({
    id: seedId(34, i + 1),
    title,
    trainingType: type,
    organizationId: code ? org(code) : null,
    collegeId: college ? JHLG_FIRST_COLLEGE : null,
    testId: test ? seedId(29, test) : null,
    startDate,
    endDate,
    location,
    quota,
    enrolled,
    status: '1',
    content: `<p>${title}面向${code ? '本校' : '各院校'}相关人员，时间为 ${startDate} 至 ${endDate}，地点：${location}。</p><ul><li>政策解读与工作要求</li><li>案例交流与答疑</li></ul>`,
    createBy: 'admin',
    createTime: SEED_TIME,
  }));
}

export async function seedTrainings(tx: Pick<Db, 'execute'>): Promise<void> {
  await insertSet(tx, cpcTraining, buildTrainings());
}
