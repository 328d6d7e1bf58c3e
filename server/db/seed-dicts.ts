/** Demo dictionaries. Item tuples: [value, text] or [value, text, status] (status 0 = disabled). */
import { PROVINCES } from './seed-areas';

type ItemDef = [string, string] | [string, string, 0 | 1];

interface DictDef {
  code: string;
  name: string;
  /** 0 string, 1 number. */
  type?: 0 | 1;
  items: ItemDef[];
}

export const DICTS: DictDef[] = [
  // "未知" is disabled: it must not reach sysAllDictItems.
  {
    code: 'sex',
    name: '性别',
    type: 1,
    items: [
      ['1', '男'],
      ['2', '女'],
      ['0', '未知', 0],
    ],
  },
  {
    code: 'priority',
    name: '优先级',
    items: [
      ['L', '一般'],
      ['M', '重要'],
      ['H', '紧急'],
    ],
  },
  {
    code: 'msg_category',
    name: '消息类型',
    items: [
      ['1', '通知公告'],
      ['2', '系统消息'],
    ],
  },
  {
    code: 'send_status',
    name: '发布状态',
    items: [
      ['0', '未发布'],
      ['1', '已发布'],
      ['2', '已撤销'],
    ],
  },
  {
    code: 'user_status',
    name: '用户状态',
    type: 1,
    items: [
      ['1', '正常'],
      ['2', '冻结'],
    ],
  },
  {
    code: 'yn',
    name: '是否',
    type: 1,
    items: [
      ['1', '是'],
      ['0', '否'],
    ],
  },
  {
    code: 'position_rank',
    name: '职级',
    items: [
      ['1', '员级'],
      ['2', '助级'],
      ['3', '中级'],
      ['4', '副高级'],
      ['5', '正高级'],
    ],
  },
  {
    code: 'valid_status',
    name: '有效状态',
    type: 1,
    items: [
      ['1', '有效'],
      ['0', '无效'],
    ],
  },
  {
    code: 'quartz_status',
    name: '任务状态',
    type: 1,
    items: [
      ['0', '正常'],
      ['-1', '停止'],
    ],
  },
  {
    code: 'msg_type',
    name: '通告对象类型',
    items: [
      ['ALL', '全体用户'],
      ['USER', '指定用户'],
    ],
  },
  {
    code: 'urgent_level',
    name: '紧急程度',
    type: 1,
    items: [
      ['1', '一般'],
      ['2', '重要'],
      ['3', '紧急'],
    ],
  },
  {
    code: 'open_type',
    name: '打开方式',
    items: [
      ['url', 'URL'],
      ['component', '组件'],
    ],
  },
  {
    code: 'menu_type',
    name: '菜单类型',
    type: 1,
    items: [
      ['0', '一级菜单'],
      ['1', '子菜单'],
      ['2', '按钮权限'],
    ],
  },
  {
    code: 'tenant_status',
    name: '租户状态',
    type: 1,
    items: [
      ['1', '正常'],
      ['0', '冻结'],
    ],
  },
  {
    code: 'rule_conditions',
    name: '条件规则',
    items: [
      ['>', '大于'],
      ['<', '小于'],
      ['!=', '不等于'],
      ['=', '等于'],
      ['>=', '大于等于'],
      ['<=', '小于等于'],
      ['LEFT_LIKE', '左模糊'],
      ['RIGHT_LIKE', '右模糊'],
      ['LIKE', '模糊'],
      ['IN', '包含'],
      ['USE_SQL_RULES', '自定义SQL表达式'],
    ],
  },
  {
    code: 'org_category',
    name: '机构类别',
    items: [
      ['1', '公司'],
      ['2', '部门'],
      ['3', '岗位'],
    ],
  },
  {
    code: 'dict_item_status',
    name: '字典项状态',
    type: 1,
    items: [
      ['1', '启用'],
      ['0', '不启用'],
    ],
  },
  // 消息模板 and 消息管理; appended, so the ids of the dictionaries above stay.
  {
    code: 'msgType',
    name: '发送消息类型',
    items: [
      ['1', '文本'],
      ['2', '富文本'],
    ],
  },
  {
    code: 'msgSendStatus',
    name: '消息发送状态',
    items: [
      ['0', '未发送'],
      ['1', '发送成功'],
      ['2', '发送失败'],
    ],
  },
  {
    code: 'messageType',
    name: '消息类型',
    items: [
      ['system', '系统消息'],
      ['email', '邮件消息'],
      ['sms', '短信消息'],
    ],
  },
  // The business domain; appended, so the ids of the dictionaries above stay.
  {
    code: 'org_type',
    name: '机构类型',
    items: [
      ['1', '高等院校'],
      ['2', '科研院所'],
      ['3', '党校'],
      ['4', '其他'],
    ],
  },
  {
    code: 'address_type',
    name: '地址类型',
    items: [
      ['1', '办公'],
      ['2', '邮寄'],
      ['3', '考点'],
    ],
  },
  {
    code: 'programme_type',
    name: '专业类型',
    items: [
      ['1', '本科专业'],
      ['2', '专业硕士'],
      ['3', '一级学科硕士点'],
      ['4', '一级学科博士点'],
    ],
  },
  {
    code: 'link_role',
    name: '联系人角色',
    items: [
      ['1', '院校负责人'],
      ['2', '院校联系人'],
      ['3', '学院联系人'],
    ],
  },
  {
    code: 'degree_level',
    name: '培养层次',
    items: [
      ['1', '本科'],
      ['2', '硕士'],
      ['3', '博士'],
    ],
  },
  {
    code: 'student_status',
    name: '学籍状态',
    items: [
      ['1', '在读'],
      ['2', '毕业'],
      ['3', '休学'],
      ['4', '退学'],
    ],
  },
  {
    code: 'province',
    name: '省份',
    items: PROVINCES.map(([code, name]) => [code, name]),
  },
  // 试卷 and 题目.
  {
    code: 'paper_subject',
    name: '试卷科目',
    items: [
      ['1', '综合能力'],
      ['2', '专业基础'],
      ['3', '计算机'],
      ['4', '管理'],
      ['5', '外语'],
    ],
  },
  {
    code: 'paper_status',
    name: '试卷状态',
    items: [
      ['0', '草稿'],
      ['1', '已发布'],
      ['2', '已归档'],
    ],
  },
  {
    code: 'topic_type',
    name: '题型',
    items: [
      ['1', '单选'],
      ['2', '多选'],
      ['3', '判断'],
      ['4', '填空'],
      ['5', '简答'],
    ],
  },
  // 考试.
  {
    code: 'test_mode',
    name: '考试方式',
    items: [
      ['1', '线上'],
      ['2', '线下'],
    ],
  },
  {
    code: 'test_status',
    name: '考试状态',
    items: [
      ['1', '报名中'],
      ['2', '待考试'],
      ['3', '考试中'],
      ['4', '阅卷中'],
      ['5', '成绩已发布'],
    ],
  },
  {
    code: 'activity_type',
    name: '考试活动类型',
    items: [
      ['1', '通知'],
      ['2', '报名'],
      ['3', '考试'],
      ['4', '阅卷'],
      ['5', '发布'],
    ],
  },
  {
    code: 'grade_level',
    name: '成绩等级',
    items: [
      ['1', '优秀'],
      ['2', '良好'],
      ['3', '合格'],
      ['4', '不合格'],
    ],
  },
  {
    code: 'training_type',
    name: '培训类型',
    items: [
      ['1', '培训班'],
      ['2', '讲座'],
      ['3', '研讨会'],
    ],
  },
  {
    code: 'file_category',
    name: '文件类别',
    items: [
      ['1', '通知'],
      ['2', '报告'],
      ['3', '模板'],
      ['4', '其他'],
    ],
  },
  {
    code: 'log_type',
    name: '日志类型',
    type: 1,
    items: [
      ['2', '操作日志'],
      ['1', '登录日志'],
    ],
  },
  {
    code: 'operate_type',
    name: '操作类型',
    type: 1,
    items: [
      ['1', '查询'],
      ['2', '添加'],
      ['3', '修改'],
      ['4', '删除'],
      ['5', '导入'],
      ['6', '导出'],
    ],
  },
  {
    code: 'database_type',
    name: '数据库类型',
    items: [
      ['1', 'MySQL5.5'],
      ['4', 'MYSQL5.7+'],
      ['2', 'Oracle'],
      ['3', 'SQLServer'],
      ['6', 'postgresql'],
      ['5', 'marialDB'],
      ['7', '达梦'],
      ['8', '人大金仓'],
      ['9', '神通'],
      ['10', 'SQLite'],
      ['11', 'DB2'],
      ['12', 'Hsqldb'],
      ['13', 'Derby'],
      ['14', 'H2'],
      ['15', '其他数据库'],
    ],
  },
  {
    code: 'online_report_field_type',
    name: '报表字段类型',
    items: [
      ['String', '字符串'],
      ['Integer', '数值'],
      ['Double', '小数'],
      ['Date', '日期'],
      ['Datetime', '日期时间'],
    ],
  },
  {
    code: 'online_report_search_mode',
    name: '报表查询模式',
    items: [
      ['single', '单条件查询'],
      ['group', '范围查询'],
    ],
  },
  {
    code: 'cgform_table_type',
    name: 'Online表单类型',
    type: 1,
    items: [
      ['1', '单表'],
      ['2', '主表'],
      ['3', '附表'],
    ],
  },
  {
    code: 'online_sync_status',
    name: '同步数据库状态',
    items: [
      ['Y', '已同步'],
      ['N', '未同步'],
    ],
  },
  {
    code: 'inspection_result',
    name: '巡查结果',
    items: [
      ['1', '正常'],
      ['2', '有异常'],
    ],
  },
];
