/**
 * The demo Online表单 (docs/api.md "Online forms"), one of each kind, defined as 表单开发 would, synchronised, with a
 * few rows, in the menu under 在线开发: 考场巡查记录 (单表), 知识点 (树), 物资申领 (主表 + 附表, ERP主题), 考点申报
 * (主表 with a 一对多 and a 一对一 附表, TAB主题), 监考安排 (主表 + 附表, 内嵌子表主题).
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

const INSPECTION_FIELDS: DemoField[] = [
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

const INSPECTION: [room: string, date: string, inspector: string, result: '1' | '2', score: number, remark: string][] =
  [
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

type Head = Partial<typeof onlCgformHead.$inferInsert> & { id: string; tableName: string; tableTxt: string };

interface DemoForm {
  head: Head;
  fields: DemoField[];
  /** Rows by column name; the system columns are added. */
  rows: Record<string, unknown>[];
  /** The menu's screen (JeecgBoot's rule of 功能测试). */
  route: 'cgformList' | 'cgformTreeList' | 'cgformErpList' | 'cgformTabList' | 'cgformInnerTableList';
}

const text = (dbFieldName: string, dbFieldTxt: string, extra: Partial<DemoField> = {}): DemoField => ({
  dbFieldName,
  dbFieldTxt,
  dbType: 'string',
  dbLength: 50,
  ...extra,
});
const number = (dbFieldName: string, dbFieldTxt: string, extra: Partial<DemoField> = {}): DemoField =>
  text(dbFieldName, dbFieldTxt, { dbType: 'int', dbLength: 0, ...extra });
const link = (dbFieldName: string, mainTable: string): DemoField =>
  text(dbFieldName, '主表ID', { dbLength: 36, mainTable, mainField: 'id', isShowForm: 0, isShowList: 0 });
const rowsOf = (prefix: string, rows: Record<string, unknown>[]) =>
  rows.map((row, i) => ({ id: `${prefix}_${String(i + 1).padStart(2, '0')}`, ...row }));

const KNOWLEDGE = rowsOf('kp', [
  { name: '数学', code: 'M', pid: '0', has_child: '1' },
  { name: '代数', code: 'M01', pid: 'kp_01', has_child: '1' },
  { name: '方程与不等式', code: 'M0101', pid: 'kp_02', has_child: '0' },
  { name: '函数', code: 'M0102', pid: 'kp_02', has_child: '0' },
  { name: '几何', code: 'M02', pid: 'kp_01', has_child: '1' },
  { name: '三角形', code: 'M0201', pid: 'kp_05', has_child: '0' },
  { name: '语文', code: 'C', pid: '0', has_child: '1' },
  { name: '阅读理解', code: 'C01', pid: 'kp_07', has_child: '0' },
  { name: '写作', code: 'C02', pid: 'kp_07', has_child: '0' },
  { name: '英语', code: 'E', pid: '0', has_child: '0' },
]);

export const DEMO_FORMS: DemoForm[] = [
  {
    head: { ...DEMO_FORM, tableType: 1 },
    fields: INSPECTION_FIELDS,
    rows: INSPECTION.map(([room, date, inspector, result, score, remark], index) => ({
      id: `inspection_${String(index + 1).padStart(2, '0')}`,
      create_time: `${date} 18:00:00`,
      room_name: room,
      inspect_date: date,
      inspector,
      result,
      score,
      remark: remark || null,
    })),
    route: 'cgformList',
  },
  {
    head: {
      id: 'onlform_knowledge_point',
      tableName: 'exam_knowledge_point',
      tableTxt: '知识点',
      tableType: 1,
      isTree: 'Y',
      treeParentIdField: 'pid',
      treeIdField: 'has_child',
      treeFieldname: 'name',
    },
    fields: [
      ...SYSTEM,
      text('name', '知识点名称', { fieldMustInput: '1', isQuery: 1 }),
      text('code', '编码', { dbLength: 20, isQuery: 1 }),
      text('pid', '上级知识点', { dbLength: 36, isShowList: 0 }),
      text('has_child', '是否有子节点', { dbLength: 3, isShowForm: 0, isShowList: 0 }),
    ],
    rows: KNOWLEDGE,
    route: 'cgformTreeList',
  },
  {
    head: {
      id: 'onlform_supply_order',
      tableName: 'exam_supply_order',
      tableTxt: '物资申领',
      tableType: 2,
      themeTemplate: 'erp',
      subTableStr: 'exam_supply_item',
    },
    fields: [
      ...SYSTEM,
      text('apply_no', '申领单号', { dbLength: 20, fieldMustInput: '1', isQuery: 1 }),
      text('site_name', '考点', { isQuery: 1 }),
      text('applicant', '申领人', { dbLength: 30, fieldMustInput: '1' }),
      text('apply_date', '申领日期', { dbType: 'Date', dbLength: 0, fieldShowType: 'date', sortFlag: '1' }),
    ],
    rows: rowsOf('supply', [
      { apply_no: 'SL-202512-01', site_name: '北京第一考点', applicant: '王强', apply_date: '2025-12-01' },
      { apply_no: 'SL-202512-02', site_name: '上海第三考点', applicant: '李娜', apply_date: '2025-12-02' },
      { apply_no: 'SL-202512-03', site_name: '广州第二考点', applicant: '张伟', apply_date: '2025-12-03' },
    ]),
    route: 'cgformErpList',
  },
  {
    head: {
      id: 'onlform_supply_item',
      tableName: 'exam_supply_item',
      tableTxt: '物资明细',
      tableType: 3,
      relationType: 0,
      tabOrderNum: 1,
    },
    fields: [
      ...SYSTEM,
      link('order_id', 'exam_supply_order'),
      text('item_name', '物品名称', { fieldMustInput: '1' }),
      number('amount', '数量', { fieldMustInput: '1' }),
      text('unit', '单位', { dbLength: 10 }),
    ],
    rows: rowsOf('supply_item', [
      { order_id: 'supply_01', item_name: '答题卡', amount: 1200, unit: '张' },
      { order_id: 'supply_01', item_name: '签字笔', amount: 300, unit: '支' },
      { order_id: 'supply_02', item_name: '试卷袋', amount: 80, unit: '个' },
      { order_id: 'supply_03', item_name: '金属探测仪', amount: 12, unit: '台' },
    ]),
    route: 'cgformList',
  },
  {
    head: {
      id: 'onlform_site_apply',
      tableName: 'exam_site_apply',
      tableTxt: '考点申报',
      tableType: 2,
      themeTemplate: 'tab',
      subTableStr: 'exam_site_room,exam_site_contact',
    },
    fields: [
      ...SYSTEM,
      text('site_name', '考点名称', { fieldMustInput: '1', isQuery: 1 }),
      text('address', '地址', { dbLength: 200 }),
      number('capacity', '可容纳考生', { sortFlag: '1' }),
    ],
    rows: rowsOf('site', [
      { site_name: '北京第一考点', address: '北京市海淀区学院路 37 号', capacity: 1200 },
      { site_name: '成都第五考点', address: '成都市武侯区一环路南一段 24 号', capacity: 800 },
    ]),
    route: 'cgformTabList',
  },
  {
    head: {
      id: 'onlform_site_room',
      tableName: 'exam_site_room',
      tableTxt: '考场',
      tableType: 3,
      relationType: 0,
      tabOrderNum: 1,
    },
    fields: [
      ...SYSTEM,
      link('site_id', 'exam_site_apply'),
      text('room_name', '考场名称', { fieldMustInput: '1' }),
      number('seats', '座位数', { fieldMustInput: '1' }),
      text('floor', '楼层', { dbLength: 10 }),
    ],
    rows: rowsOf('site_room', [
      { site_id: 'site_01', room_name: '101 教室', seats: 30, floor: '1' },
      { site_id: 'site_01', room_name: '102 教室', seats: 30, floor: '1' },
      { site_id: 'site_02', room_name: '阶梯教室 A', seats: 120, floor: '2' },
    ]),
    route: 'cgformList',
  },
  {
    head: {
      id: 'onlform_site_contact',
      tableName: 'exam_site_contact',
      tableTxt: '考点负责人',
      tableType: 3,
      relationType: 1,
      tabOrderNum: 2,
    },
    fields: [
      ...SYSTEM,
      link('site_id', 'exam_site_apply'),
      text('contact_name', '姓名', { dbLength: 30, fieldMustInput: '1' }),
      text('phone', '电话', { dbLength: 20 }),
    ],
    rows: rowsOf('site_contact', [
      { site_id: 'site_01', contact_name: '周敏', phone: '13800010001' },
      { site_id: 'site_02', contact_name: '陈刚', phone: '13800010002' },
    ]),
    route: 'cgformList',
  },
  {
    head: {
      id: 'onlform_invigilation',
      tableName: 'exam_invigilation',
      tableTxt: '监考安排',
      tableType: 2,
      themeTemplate: 'innerTable',
      subTableStr: 'exam_invigilator',
    },
    fields: [
      ...SYSTEM,
      text('session_name', '场次', { fieldMustInput: '1', isQuery: 1 }),
      text('exam_date', '考试日期', { dbType: 'Date', dbLength: 0, fieldShowType: 'date', sortFlag: '1' }),
      text('site_name', '考点'),
    ],
    rows: rowsOf('invigilation', [
      { session_name: '上午场', exam_date: '2025-12-13', site_name: '北京第一考点' },
      { session_name: '下午场', exam_date: '2025-12-13', site_name: '北京第一考点' },
    ]),
    route: 'cgformInnerTableList',
  },
  {
    head: {
      id: 'onlform_invigilator',
      tableName: 'exam_invigilator',
      tableTxt: '监考老师',
      tableType: 3,
      relationType: 0,
      tabOrderNum: 1,
    },
    fields: [
      ...SYSTEM,
      link('invigilation_id', 'exam_invigilation'),
      text('teacher', '教师', { dbLength: 30, fieldMustInput: '1' }),
      text('duty', '职责', { dbLength: 10 }),
      text('room_name', '考场'),
    ],
    rows: rowsOf('invigilator', [
      { invigilation_id: 'invigilation_01', teacher: '刘洋', duty: '主监考', room_name: '101 教室' },
      { invigilation_id: 'invigilation_01', teacher: '孙丽', duty: '副监考', room_name: '101 教室' },
      { invigilation_id: 'invigilation_02', teacher: '吴涛', duty: '主监考', room_name: '102 教室' },
    ]),
    route: 'cgformList',
  },
];

/** The demo forms shown in the menu (the 附表 are reached through their 主表). */
export const DEMO_FORM_MENUS = DEMO_FORMS.filter((f) => f.head.tableType !== 3);

export async function seedOnlineForms(db: Db): Promise<void> {
  const audit = { createBy: 'admin', createTime: SEED_TIME };
  for (const { head, fields, rows } of DEMO_FORMS) {
    await db.insert(onlCgformHead).values({ tableType: 1, ...head, ...audit });
    await db.insert(onlCgformField).values(
      fields.map((f, orderNum) => ({
        dbType: 'string',
        dbLength: 32,
        isShowForm: 1,
        isShowList: 1,
        fieldShowType: 'text',
        ...f,
        id: `${head.id.slice(0, 26)}_f${orderNum}`,
        cgformHeadId: head.id,
        orderNum,
        ...audit,
      })),
    );
    await syncOnlineForm(db, head.id, 'normal');
    for (const row of rows) {
      const values: Record<string, unknown> = {
        create_by: 'admin',
        create_time: SEED_TIME,
        sys_org_code: 'A01',
        ...row,
      };
      const names = Object.keys(values);
      // Names are the definition's own (checked at sync); values are bound.
      await db.execute(
        sql`insert into ${sql.identifier(head.tableName)} (${sql.join(
          names.map((n) => sql.identifier(n)),
          sql`, `,
        )}) values (${sql.join(
          names.map((n) => sql`${values[n]}`),
          sql`, `,
        )})`,
      );
    }
  }
}
