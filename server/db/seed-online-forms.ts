/**
 * The demo Online表单 (docs/api.md "Online forms"): 考场巡查记录, a single table defined in 表单开发, synchronised, with
 * a few rows, in the menu under 在线开发 (AUTO在线表单).
 */
import { sql } from 'drizzle-orm';
import type { Db } from './db-type';
import { SEED_TIME } from './ids';
import { onlCgformField, onlCgformHead } from './schema';
import { syncOnlineForm } from './online-form-ddl';

export const DEMO_FORM = { id: 'onlform_exam_inspection', tableName: 'exam_inspection', tableTxt: '考场巡查记录' };

type DemoField = Partial<typeof onlCgformField.$inferInsert> & { dbFieldName: string; dbFieldTxt: string };

const SYSTEM: DemoField[] = [
  { dbFieldName: 'id', dbFieldTxt: '主键', dbType: 'string', dbLength: 36, dbIsKey: 1, dbIsNull: 0 },
  { dbFieldName: 'create_by', dbFieldTxt: '创建人', dbType: 'string', dbLength: 50 },
  { dbFieldName: 'create_time', dbFieldTxt: '创建日期', dbType: 'Datetime', dbLength: 0 },
  { dbFieldName: 'update_by', dbFieldTxt: '更新人', dbType: 'string', dbLength: 50 },
  { dbFieldName: 'update_time', dbFieldTxt: '更新日期', dbType: 'Datetime', dbLength: 0 },
  { dbFieldName: 'sys_org_code', dbFieldTxt: '所属部门', dbType: 'string', dbLength: 64 },
].map((f) => ({ ...f, isShowForm: 0, isShowList: 0 }));

const FIELDS: DemoField[] = [
  ...SYSTEM,
  {
    dbFieldName: 'room_name',
    dbFieldTxt: '考场名称',
    dbType: 'string',
    dbLength: 50,
    fieldMustInput: '1',
    isQuery: 1,
    sortFlag: '1',
  },
  {
    dbFieldName: 'inspect_date',
    dbFieldTxt: '巡查日期',
    dbType: 'Date',
    dbLength: 0,
    fieldShowType: 'date',
    fieldMustInput: '1',
    isQuery: 1,
    queryMode: 'group',
    sortFlag: '1',
  },
  { dbFieldName: 'inspector', dbFieldTxt: '巡查人', dbType: 'string', dbLength: 30, fieldMustInput: '1' },
  {
    dbFieldName: 'result',
    dbFieldTxt: '巡查结果',
    dbType: 'string',
    dbLength: 2,
    fieldShowType: 'list',
    dictField: 'inspection_result',
    isQuery: 1,
  },
  { dbFieldName: 'score', dbFieldTxt: '评分', dbType: 'int', dbLength: 0, sortFlag: '1' },
  { dbFieldName: 'remark', dbFieldTxt: '备注', dbType: 'Text', dbLength: 0, fieldShowType: 'textarea', isShowList: 0 },
];

const ROWS: [room: string, date: string, inspector: string, result: '1' | '2', score: number, remark: string][] = [
  ['第一考场', '2025-06-07', '王强', '1', 98, ''],
  ['第二考场', '2025-06-07', '王强', '1', 95, ''],
  ['第三考场', '2025-06-07', '李娜', '2', 72, '两名考生座位间距不足'],
  ['第四考场', '2025-06-07', '李娜', '1', 96, ''],
  ['第五考场', '2025-06-08', '张伟', '1', 93, ''],
  ['第六考场', '2025-06-08', '张伟', '2', 80, '监控画面中断三分钟'],
  ['第七考场', '2025-06-08', '王强', '1', 97, ''],
  ['第八考场', '2025-06-08', '李娜', '1', 94, ''],
  ['第九考场', '2025-12-06', '赵敏', '1', 99, ''],
  ['第十考场', '2025-12-06', '赵敏', '2', 85, '迟到考生登记不全'],
  ['第十一考场', '2025-12-06', '张伟', '1', 92, ''],
  ['第十二考场', '2025-12-06', '王强', '1', 96, ''],
];

export async function seedOnlineForms(db: Db): Promise<void> {
  const audit = { createBy: 'admin', createTime: SEED_TIME };
  await db.insert(onlCgformHead).values({ ...DEMO_FORM, tableType: 1, ...audit });
  await db.insert(onlCgformField).values(
    FIELDS.map((f, orderNum) => ({
      dbType: 'string',
      dbLength: 32,
      isShowForm: 1,
      isShowList: 1,
      fieldShowType: 'text',
      ...f,
      id: `${DEMO_FORM.id.slice(0, 26)}_f${orderNum}`,
      cgformHeadId: DEMO_FORM.id,
      orderNum,
      ...audit,
    })),
  );
  await syncOnlineForm(db, DEMO_FORM.id, 'normal');
  for (const [index, [room, date, inspector, result, score, remark]] of ROWS.entries())
    await db.execute(sql`insert into exam_inspection
      (id, create_by, create_time, sys_org_code, room_name, inspect_date, inspector, result, score, remark)
      values (${`inspection_${String(index + 1).padStart(2, '0')}`}, 'admin', ${`${date} 18:00:00`}, 'A01',
        ${room}, ${date}, ${inspector}, ${result}, ${score}, ${remark || null})`);
}
