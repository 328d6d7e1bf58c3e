/** Sample columns and rows of the editable grid's demo: a paper's topics, and colleges as a tree. */
import type { GridColumn, GridRow } from './grid-types';

const TOPIC_TYPES = [
  { value: 'single', text: '单选题' },
  { value: 'multiple', text: '多选题' },
  { value: 'judge', text: '判断题' },
  { value: 'essay', text: '简答题' },
];
const SUBJECTS = [
  { value: 'math', text: '高等数学' },
  { value: 'english', text: '大学英语' },
  { value: 'politics', text: '思想政治理论' },
  { value: 'cs', text: '计算机基础' },
  { value: 'physics', text: '大学物理' },
];
const ABILITIES = [
  { value: 'memory', text: '识记' },
  { value: 'understand', text: '理解' },
  { value: 'apply', text: '应用' },
  { value: 'analyse', text: '分析' },
];
const LEVELS = [
  { value: 'bachelor', text: '本科' },
  { value: 'master', text: '硕士' },
  { value: 'doctor', text: '博士' },
];
const DIFFICULTY = [
  { value: '1', text: '容易' },
  { value: '2', text: '较易' },
  { value: '3', text: '中等' },
  { value: '4', text: '较难' },
  { value: '5', text: '困难' },
];

/** Every value column type once (the structural ones come from the grid's props). */
export const DEMO_COLUMNS: GridColumn[] = [
  {
    key: 'topicName',
    title: '题目名称',
    type: 'input',
    width: 180,
    placeholder: '请输入题目名称',
    validateRules: [
      { required: true, message: '${title}不能为空' },
      { unique: true, message: '${title}不能重复' },
    ],
  },
  {
    key: 'score',
    title: '分值',
    type: 'inputNumber',
    width: 100,
    statistics: ['sum', 'average'],
    defaultValue: 5,
    validateRules: [{ required: true }, { pattern: 'money', message: '分值最多两位小数' }],
  },
  { key: 'topicType', title: '题型', type: 'select', options: TOPIC_TYPES, defaultValue: 'single' },
  { key: 'level', title: '紧急程度', type: 'radio', dictCode: 'priority', width: 200 },
  { key: 'content', title: '题干', type: 'textarea', width: 200 },
  { key: 'brief', title: '简述', type: 'input_pop', width: 160 },
  { key: 'examDate', title: '考试日期', type: 'date', validateRules: [{ required: true }] },
  { key: 'startTime', title: '开考时间', type: 'datetime' },
  { key: 'mandatory', title: '必答', type: 'checkbox', customValue: ['Y', 'N'], defaultChecked: true, width: 70 },
  { key: 'targets', title: '适用层次', type: 'checkbox_meta', options: LEVELS, width: 220 },
  { key: 'subject', title: '所属学科', type: 'select-search', options: SUBJECTS, allowSearch: true },
  { key: 'abilities', title: '能力维度', type: 'select-multiple', options: ABILITIES, width: 180 },
  { key: 'points', title: '考查要点', type: 'list_multi', options: ABILITIES, width: 180 },
  { key: 'difficulty', title: '难度', type: 'sel_search', options: DIFFICULTY, width: 120 },
  { key: 'rank', title: '命题职级', type: 'select-dict-search', dictCode: 'position_rank', width: 160 },
  { key: 'reviewer', title: '审题人账号', type: 'sel_search_async', dict: 'sys_user,realname,username', width: 180 },
  { key: 'progress', title: '完成度', type: 'progress', width: 160 },
  { key: 'depart', title: '命题部门', type: 'sel_depart' },
  { key: 'author', title: '命题人', type: 'sel_user' },
  { key: 'keywords', title: '关键词', type: 'tags', width: 180 },
  { key: 'phone', title: '联系电话', type: 'input', validateRules: [{ pattern: 'm' }], width: 140 },
  {
    key: 'contact',
    title: '联系人',
    type: 'popup',
    popupCode: 'link_user',
    orgFields: 'realname,phone',
    destFields: 'contact,phone',
    width: 160,
  },
  { key: 'attachment', title: '附件', type: 'upload', width: 200 },
  { key: 'reference', title: '参考资料', type: 'file', width: 160 },
  { key: 'picture', title: '配图', type: 'image', width: 120 },
  { key: 'remark', title: '备注', type: 'normal', width: 160 },
  { key: 'action', title: '操作', type: 'slot', slotName: 'action', width: 100 },
  { key: 'innerCode', title: '内部编号', type: 'hidden', defaultValue: 'TM-NEW' },
];

export const DEMO_ROWS: GridRow[] = [
  {
    id: 't1',
    topicName: '极限的定义与性质',
    score: 10,
    topicType: 'single',
    level: 'M',
    content: '设数列 {an} 收敛，证明其极限唯一。',
    brief: '极限唯一性',
    examDate: '2026-06-20',
    startTime: '2026-06-20 09:00:00',
    mandatory: 'Y',
    targets: 'bachelor,master',
    subject: 'math',
    abilities: 'understand,apply',
    points: 'memory',
    difficulty: '3',
    progress: 100,
    keywords: '极限;数列',
    phone: '13812345678',
    contact: '王芳',
    remark: '第一章',
    innerCode: 'TM-0001',
  },
  {
    id: 't2',
    topicName: '英语阅读理解（科技类）',
    score: 20,
    topicType: 'multiple',
    level: 'L',
    content: '阅读下列短文，回答问题。',
    examDate: '2026-06-21',
    startTime: '2026-06-21 14:30:00',
    mandatory: 'N',
    targets: 'bachelor',
    subject: 'english',
    abilities: 'analyse',
    difficulty: '4',
    progress: 60,
    keywords: '阅读;科技',
    phone: '13998765432',
    contact: '李强',
    remark: '第二部分',
    innerCode: 'TM-0002',
  },
  {
    id: 't3',
    topicName: '马克思主义基本原理简答',
    score: 15.5,
    topicType: 'essay',
    level: 'H',
    examDate: '2026-06-22',
    mandatory: 'Y',
    targets: 'master,doctor',
    subject: 'politics',
    difficulty: '2',
    progress: 30,
    keywords: '原理',
    remark: '',
    innerCode: 'TM-0003',
  },
  {
    id: 't4',
    topicName: '计算机网络分层模型',
    score: 8,
    topicType: 'judge',
    examDate: '2026-06-23',
    mandatory: 'N',
    subject: 'cs',
    difficulty: '1',
    progress: 0,
    remark: '待审',
    innerCode: 'TM-0004',
  },
];

/** A college tree: institutions load their colleges, colleges their programmes (lazily, as on expand). */
export const TREE_COLUMNS: GridColumn[] = [
  { key: 'name', title: '名称', type: 'input', width: 260, validateRules: [{ required: true }] },
  { key: 'code', title: '代码', type: 'normal', width: 120 },
  { key: 'inputValue', title: '招生计划（人）', type: 'inputNumber', width: 140, statistics: ['sum'] },
  { key: 'remark', title: '备注', type: 'input', width: 200 },
];

export const TREE_ROOTS: GridRow[] = [
  { id: 'u1', name: '华东师范大学', code: '10269', hasChildren: true },
  { id: 'u2', name: '浙江大学', code: '10335', hasChildren: true },
  { id: 'u3', name: '上海体育学院', code: '10277', hasChildren: false, inputValue: 0 },
];

const TREE_CHILDREN: Record<string, GridRow[]> = {
  u1: [
    { id: 'u1c1', parentId: 'u1', name: '教育学部', code: '10269-01', hasChildren: true },
    { id: 'u1c2', parentId: 'u1', name: '数学科学学院', code: '10269-02', hasChildren: true },
  ],
  u2: [{ id: 'u2c1', parentId: 'u2', name: '计算机科学与技术学院', code: '10335-21', hasChildren: true }],
  u1c1: [
    { id: 'u1c1p1', parentId: 'u1c1', name: '教育学原理（硕士）', code: '040101', inputValue: 30 },
    { id: 'u1c1p2', parentId: 'u1c1', name: '课程与教学论（硕士）', code: '040102', inputValue: 25 },
  ],
  u1c2: [],
  u2c1: [{ id: 'u2c1p1', parentId: 'u2c1', name: '计算机科学与技术（博士）', code: '081200', inputValue: 12 }],
};

/** The demo's children loader (a short wait, as a server would take). */
export const loadDemoChildren = (row: GridRow): Promise<GridRow[]> =>
  new Promise((resolve) => setTimeout(() => resolve(TREE_CHILDREN[String(row.id)] ?? []), 600));

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴'];
const GIVEN = ['芳', '伟', '娜', '敏', '静', '强', '磊', '洋', '艳', '杰'];

/** `count` students with scores (the 10,000-row demo). */
export function manyRows(count: number): GridRow[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `s${i + 1}`,
    name: `${SURNAMES[i % 10]}${GIVEN[Math.floor(i / 10) % 10]}${i + 1}`,
    examNo: String(202600000 + i + 1),
    score: (i * 37) % 101,
    passed: (i * 37) % 101 >= 60 ? 'Y' : 'N',
  }));
}

export const MANY_COLUMNS: GridColumn[] = [
  { key: 'name', title: '考生姓名', type: 'input', width: 160 },
  { key: 'examNo', title: '准考证号', type: 'normal', width: 160 },
  { key: 'score', title: '成绩', type: 'inputNumber', width: 120, statistics: ['sum', 'average'] },
  { key: 'passed', title: '及格', type: 'checkbox', customValue: ['Y', 'N'], width: 80 },
];
