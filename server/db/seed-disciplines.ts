/**
 * 学科目录 (the national catalogue of degree-granting disciplines, 2018 edition with the 交叉学科 of 2021): 门类 (two
 * digits) › 一级学科 (four digits) and 专业学位类别 (four digits, 51 and up), as a sys_category tree under the root
 * DISCIPLINE_ROOT_CODE. The national code is each node's `code` (the tree's own codes elsewhere are A01…), which is
 * what a programme's `disciplineCode` holds. Block 26; ids in tree order.
 */
import { DISCIPLINE_ROOT_CODE } from '../../src/domain/entities/college';
import { SEED_TIME, seedId } from './ids';

type Node = [code: string, name: string];

// prettier-ignore
export const DISCIPLINES: readonly { category: Node; children: Node[] }[] = [
  { category: ['01', '哲学'], children: [['0101', '哲学'], ['0151', '应用伦理']] },
  { category: ['02', '经济学'], children: [
    ['0201', '理论经济学'], ['0202', '应用经济学'], ['0251', '金融'], ['0252', '应用统计'], ['0253', '税务'],
    ['0254', '国际商务'], ['0255', '保险'], ['0256', '资产评估'] ] },
  { category: ['03', '法学'], children: [
    ['0301', '法学'], ['0302', '政治学'], ['0303', '社会学'], ['0304', '民族学'], ['0305', '马克思主义理论'],
    ['0306', '公安学'], ['0351', '法律'], ['0352', '社会工作'] ] },
  { category: ['04', '教育学'], children: [
    ['0401', '教育学'], ['0402', '心理学'], ['0403', '体育学'], ['0451', '教育'], ['0452', '体育'],
    ['0453', '汉语国际教育'], ['0454', '应用心理'] ] },
  { category: ['05', '文学'], children: [
    ['0501', '中国语言文学'], ['0502', '外国语言文学'], ['0503', '新闻传播学'], ['0551', '翻译'], ['0552', '新闻与传播'],
    ['0553', '出版'] ] },
  { category: ['06', '历史学'], children: [['0601', '考古学'], ['0602', '中国史'], ['0603', '世界史'], ['0651', '文物与博物馆']] },
  { category: ['07', '理学'], children: [
    ['0701', '数学'], ['0702', '物理学'], ['0703', '化学'], ['0704', '天文学'], ['0705', '地理学'], ['0706', '大气科学'],
    ['0707', '海洋科学'], ['0708', '地球物理学'], ['0709', '地质学'], ['0710', '生物学'], ['0711', '系统科学'],
    ['0712', '科学技术史'], ['0713', '生态学'], ['0714', '统计学'] ] },
  { category: ['08', '工学'], children: [
    ['0801', '力学'], ['0802', '机械工程'], ['0803', '光学工程'], ['0804', '仪器科学与技术'], ['0805', '材料科学与工程'],
    ['0806', '冶金工程'], ['0807', '动力工程及工程热物理'], ['0808', '电气工程'], ['0809', '电子科学与技术'],
    ['0810', '信息与通信工程'], ['0811', '控制科学与工程'], ['0812', '计算机科学与技术'], ['0813', '建筑学'],
    ['0814', '土木工程'], ['0815', '水利工程'], ['0816', '测绘科学与技术'], ['0817', '化学工程与技术'],
    ['0818', '地质资源与地质工程'], ['0819', '矿业工程'], ['0820', '石油与天然气工程'], ['0821', '纺织科学与工程'],
    ['0822', '轻工技术与工程'], ['0823', '交通运输工程'], ['0824', '船舶与海洋工程'], ['0825', '航空宇航科学与技术'],
    ['0826', '兵器科学与技术'], ['0827', '核科学与技术'], ['0828', '农业工程'], ['0829', '林业工程'],
    ['0830', '环境科学与工程'], ['0831', '生物医学工程'], ['0832', '食品科学与工程'], ['0833', '城乡规划学'],
    ['0834', '风景园林学'], ['0835', '软件工程'], ['0836', '生物工程'], ['0837', '安全科学与工程'],
    ['0838', '公安技术'], ['0839', '网络空间安全'], ['0851', '建筑'], ['0853', '城乡规划'], ['0854', '电子信息'],
    ['0855', '机械'], ['0856', '材料与化工'], ['0857', '资源与环境'], ['0858', '能源动力'], ['0859', '土木水利'],
    ['0860', '生物与医药'], ['0861', '交通运输'] ] },
  { category: ['09', '农学'], children: [
    ['0901', '作物学'], ['0902', '园艺学'], ['0903', '农业资源与环境'], ['0904', '植物保护'], ['0905', '畜牧学'],
    ['0906', '兽医学'], ['0907', '林学'], ['0908', '水产'], ['0909', '草学'], ['0951', '农业'], ['0952', '兽医'] ] },
  { category: ['10', '医学'], children: [
    ['1001', '基础医学'], ['1002', '临床医学'], ['1003', '口腔医学'], ['1004', '公共卫生与预防医学'], ['1005', '中医学'],
    ['1006', '中西医结合'], ['1007', '药学'], ['1008', '中药学'], ['1009', '特种医学'], ['1011', '护理学'],
    ['1051', '临床医学'], ['1052', '口腔医学'], ['1053', '公共卫生'], ['1054', '护理'], ['1055', '药学'],
    ['1056', '中药学'] ] },
  { category: ['11', '军事学'], children: [['1101', '军事思想及军事历史'], ['1102', '战略学']] },
  { category: ['12', '管理学'], children: [
    ['1201', '管理科学与工程'], ['1202', '工商管理'], ['1203', '农林经济管理'], ['1204', '公共管理'],
    ['1205', '图书情报与档案管理'], ['1251', '工商管理'], ['1252', '公共管理'], ['1253', '会计'], ['1254', '旅游管理'],
    ['1255', '图书情报'], ['1256', '工程管理'] ] },
  { category: ['13', '艺术学'], children: [
    ['1301', '艺术学理论'], ['1302', '音乐与舞蹈学'], ['1303', '戏剧与影视学'], ['1304', '美术学'], ['1305', '设计学'],
    ['1351', '艺术'] ] },
  { category: ['14', '交叉学科'], children: [['1401', '集成电路科学与工程'], ['1402', '国家安全学']] },
];

/** The name of each discipline code (门类 and 一级学科 / 专业学位类别). */
export const DISCIPLINE_NAMES: ReadonlyMap<string, string> = new Map(
  DISCIPLINES.flatMap((d) => [d.category, ...d.children]),
);

export interface DisciplineCategorySeed {
  id: string;
  pid: string;
  name: string;
  code: string;
  hasChild: string;
  createBy: string;
  createTime: string;
}

/** The tree as sys_category rows: the root 学科目录 (pid 0), its 门类, their disciplines. */
export function buildDisciplineCategories(): DisciplineCategorySeed[] {
  const audit = { createBy: 'admin', createTime: SEED_TIME };
  const rows: DisciplineCategorySeed[] = [];
  const root = { id: seedId(26, 1), pid: '0', name: '学科目录', code: DISCIPLINE_ROOT_CODE, hasChild: '1', ...audit };
  rows.push(root);
  for (const d of DISCIPLINES) {
    const category = {
      id: seedId(26, rows.length + 1),
      pid: root.id,
      name: d.category[1],
      code: d.category[0],
      hasChild: d.children.length > 0 ? '1' : '0',
      ...audit,
    };
    rows.push(category);
    for (const [code, name] of d.children)
      rows.push({ id: seedId(26, rows.length + 1), pid: category.id, name, code, hasChild: '0', ...audit });
  }
  return rows;
}
