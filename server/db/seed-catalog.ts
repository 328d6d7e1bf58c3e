/** Demo positions, check rules and the category tree (deterministic ids, block 10, 11, 12). */
import { SEED_TIME, seedId } from './ids';

const audit = { createBy: 'admin', createTime: SEED_TIME };

/** [code, name, postRank (dict position_rank)] */
// prettier-ignore
const POSITION_ROWS: [string, string, string][] = [
  ['ks_director', '考试中心主任', '5'],
  ['kw_supervisor', '考务主管', '4'],
  ['kw_specialist', '考务专员', '2'],
  ['mt_expert', '命题专家', '5'],
  ['mt_editor', '命题编辑', '3'],
  ['yj_leader', '阅卷组长', '4'],
  ['yj_marker', '阅卷员', '2'],
  ['jk_invigilator', '监考员', '1'],
  ['it_engineer', '信息技术工程师', '3'],
  ['yx_liaison', '院校联络员', '2'],
  ['cp_researcher', '测评研究员', '4'],
  ['xz_assistant', '行政助理', '1'],
];

export const POSITIONS = POSITION_ROWS.map(([code, name, postRank], index) => ({
  id: seedId(10, index + 1),
  code,
  name,
  postRank,
  ...audit,
}));

export const CHECK_RULES = [
  {
    id: seedId(11, 1),
    ruleName: '通用编码规则',
    ruleCode: 'common',
    ruleJson: JSON.stringify([
      { digits: '1', pattern: '^[a-z|A-Z]$', message: '第一位只能是字母' },
      { digits: '*', pattern: '^[0-9|a-z|A-Z|_]{0,}$', message: '只能填写数字、大小写字母、下划线' },
      { digits: '*', pattern: '^.{3,}$', message: '最少输入3位数' },
      { digits: '*', pattern: '^.{3,12}$', message: '最多输入12位数' },
    ]),
    ruleDescription: '首位字母，其余为字母、数字或下划线，3到12位',
  },
  {
    id: seedId(11, 2),
    ruleName: '职务编码规则',
    ruleCode: 'position_code',
    ruleJson: JSON.stringify([
      { digits: '1', pattern: '^[a-z]$', message: '职务编码必须以小写字母开头' },
      { digits: '*', pattern: '^[a-z0-9_]{2,20}$', message: '职务编码只能包含小写字母、数字和下划线，长度2到20位' },
    ]),
    ruleDescription: '小写字母开头，2到20位小写字母、数字或下划线',
  },
  {
    id: seedId(11, 3),
    ruleName: '工号规则',
    ruleCode: 'work_no',
    ruleJson: JSON.stringify([
      { digits: '2', pattern: '^[A-Z]{2}$', message: '工号前两位必须是大写字母' },
      { digits: '*', pattern: '^[A-Z]{2}\\d{4}$', message: '工号由两位大写字母和四位数字组成' },
    ]),
    ruleDescription: '两位大写字母加四位数字，如 KS0001',
  },
].map((r) => ({ ...r, ...audit }));

interface CategoryDef {
  name: string;
  /** A root's code when not the next A-code (B01: the code the stock JeecgBoot 组件示例 asks for, as its demo data). */
  code?: string;
  children?: CategoryDef[];
}

const CATEGORY_TREE: CategoryDef[] = [
  { name: '考试类型', children: [{ name: '笔试' }, { name: '机考' }, { name: '面试' }] },
  {
    name: '学科门类',
    children: [
      { name: '理学', children: [{ name: '数学' }, { name: '物理学' }] },
      { name: '工学', children: [{ name: '计算机科学与技术' }, { name: '电子信息工程' }] },
      { name: '经济学' },
      { name: '文学' },
    ],
  },
  { name: '证书等级', children: [{ name: '初级' }, { name: '中级' }, { name: '高级' }] },
  { name: '考场物资', code: 'B01', children: [{ name: '计算机设备' }, { name: '证件与文具' }, { name: '监控设备' }] },
];

export interface CategorySeed {
  id: string;
  pid: string;
  name: string;
  code: string;
  hasChild: string;
  createBy: string;
  createTime: string;
}

/** Codes as JeecgBoot makes them: A01 … for roots, parent code + A01 … below; roots have pid "0". */
export function buildCategories(): CategorySeed[] {
  const out: CategorySeed[] = [];
  const walk = (defs: CategoryDef[], parent: CategorySeed | null) => {
    defs.forEach((def, index) => {
      const row: CategorySeed = {
        id: seedId(12, out.length + 1),
        pid: parent?.id ?? '0',
        name: def.name,
        code: def.code ?? `${parent?.code ?? ''}A${String(index + 1).padStart(2, '0')}`,
        hasChild: def.children?.length ? '1' : '0',
        ...audit,
      };
      out.push(row);
      if (def.children) walk(def.children, row);
    });
  };
  walk(CATEGORY_TREE, null);
  return out;
}

/** The position of each demo user (by username); others have none. */
export const USER_POSTS: Record<string, string> = {
  admin: 'ks_director',
  jeecg: 'kw_specialist',
  wangqiang: 'kw_supervisor',
  liuyang: 'mt_expert',
  chenjing: 'mt_editor',
  yangfan: 'it_engineer',
  zhaolei: 'kw_specialist',
  huangli: 'xz_assistant',
  xuming: 'yx_liaison',
  sunli: 'cp_researcher',
  maqiang: 'cp_researcher',
  huwei: 'yj_leader',
  guoying: 'yj_marker',
  gaolin: 'jk_invigilator',
  linfeng: 'it_engineer',
};
