/**
 * The demo papers: six papers of 20–40 topics each, built deterministically from a small bank of plausible
 * questions per subject and written set-based. Each paper's scores sum to 100: the topics of a paper share 100 in
 * whole points by type weight, the last topic taking the remainder.
 */
import { TOPIC_TYPE } from '../../src/domain/entities/paper';
import type { Db } from './db-type';
import { SEED_TIME, seedId } from './ids';
import { insertSet } from './seed-business';
import { cpcPaper, cpcPaperTopic } from './schema';

type Row = Record<string, unknown>;
const audit = { createBy: 'admin', createTime: SEED_TIME };

/** [code, name, subject, year, duration, status, topic count]. */
export const DEMO_PAPERS: [string, string, string, number, number, string, number][] = [
  ['SJ2024001', '2024年综合能力测试（A卷）', '1', 2024, 120, '1', 30],
  ['SJ2024002', '2024年专业基础测试', '2', 2024, 90, '1', 25],
  ['SJ2024003', '计算机基础知识测试', '3', 2024, 100, '1', 40],
  ['SJ2024004', '管理学原理测试', '4', 2024, 90, '0', 20],
  ['SJ2025001', '大学英语水平测试', '5', 2025, 120, '0', 35],
  ['SJ2023001', '2023年综合能力测试', '1', 2023, 120, '2', 28],
];

/** Per subject: knowledge points and subject words the question templates use. */
const SUBJECT_WORDS: Record<string, { points: string[]; terms: string[] }> = {
  '1': { points: ['逻辑推理', '数量关系', '言语理解', '资料分析'], terms: ['演绎推理', '概率', '主旨概括', '增长率'] },
  '2': { points: ['高等数学', '线性代数', '概率统计', '离散数学'], terms: ['极限', '矩阵的秩', '期望', '命题逻辑'] },
  '3': {
    points: ['数据结构', '操作系统', '计算机网络', '数据库'],
    terms: ['二叉树', '进程调度', 'TCP协议', '事务隔离'],
  },
  '4': { points: ['计划', '组织', '领导', '控制'], terms: ['目标管理', '组织结构', '激励理论', '反馈控制'] },
  '5': { points: ['词汇', '语法', '阅读理解', '写作'], terms: ['同义词', '虚拟语气', '推理判断', '段落结构'] },
};

/** The type of each topic by position: single choices first, then multiple, judgement, blank and essay. */
function typeAt(index: number, total: number): string {
  const share = index / total;
  if (share < 0.4) return TOPIC_TYPE.single;
  if (share < 0.6) return TOPIC_TYPE.multiple;
  if (share < 0.75) return TOPIC_TYPE.judge;
  if (share < 0.9) return TOPIC_TYPE.blank;
  return TOPIC_TYPE.essay;
}

const WEIGHT: Record<string, number> = { '1': 2, '2': 3, '3': 1, '4': 2, '5': 8 };

function topic(paperId: string, subject: string, index: number, type: string, score: number, n: number): Row {
  const { points, terms } = SUBJECT_WORDS[subject]!;
  const point = points[index % points.length]!;
  const term = terms[(index + Math.floor(index / points.length)) % terms.length]!;
  const row: Row = {
    id: seedId(27, n),
    paperId,
    topicNo: index + 1,
    topicType: type,
    knowledgePoint: point,
    difficulty: (index % 5) + 1,
    score,
    optionA: null,
    optionB: null,
    optionC: null,
    optionD: null,
    ...audit,
  };
  if (type === TOPIC_TYPE.single)
    Object.assign(row, {
      content: `关于「${term}」，下列说法正确的是（第${index + 1}题）`,
      optionA: `${term}只适用于特殊情形`,
      optionB: `${term}是${point}中的基本概念`,
      optionC: `${term}与${point}无关`,
      optionD: '以上说法都不正确',
      answer: 'B',
    });
  else if (type === TOPIC_TYPE.multiple)
    Object.assign(row, {
      content: `下列关于「${point}」的表述中，正确的有（第${index + 1}题）`,
      optionA: `${point}包含${term}的内容`,
      optionB: `${point}需要结合实际情况分析`,
      optionC: `${point}与其他知识点毫无联系`,
      optionD: `掌握${term}有助于理解${point}`,
      answer: 'ABD',
    });
  else if (type === TOPIC_TYPE.judge)
    Object.assign(row, { content: `「${term}」属于${point}的研究范畴。`, answer: '对' });
  else if (type === TOPIC_TYPE.blank)
    Object.assign(row, { content: `${point}中，与「${term}」最密切相关的核心概念是______。`, answer: term });
  else
    Object.assign(row, {
      content: `请结合实例，简述「${term}」在${point}中的作用。`,
      answer: `要点：${term}的定义；在${point}中的应用；举例说明。`,
    });
  return row;
}

/** The rows of `defs`; their ids are numbered from `idOffset` on (the scale seed's papers follow the demo's). */
export function buildPapers(defs = DEMO_PAPERS, idOffset = 0): { papers: Row[]; topics: Row[] } {
  const papers: Row[] = [];
  const topics: Row[] = [];
  defs.forEach(([code, name, subject, year, duration, status, count], p) => {
    const paperId = seedId(28, idOffset + p + 1);
    const types = Array.from({ length: count }, (_, i) => typeAt(i, count));
    const weights = types.map((t) => WEIGHT[t]!);
    const totalWeight = weights.reduce((a, b) => a + b, 0);
    const scores = weights.map((w) => Math.max(1, Math.floor((w * 100) / totalWeight)));
    scores[count - 1]! += 100 - scores.reduce((a, b) => a + b, 0);
    papers.push({
      id: paperId,
      paperName: name,
      paperCode: code,
      subject,
      year,
      duration,
      totalScore: 100,
      status,
      description: `${name}，共${count}题，满分100分，考试时间${duration}分钟。`,
      ...audit,
    });
    types.forEach((type, i) => topics.push(topic(paperId, subject, i, type, scores[i]!, idOffset + topics.length + 1)));
  });
  return { papers, topics };
}

export async function seedPapers(tx: Pick<Db, 'execute'>): Promise<void> {
  const { papers, topics } = buildPapers();
  await insertSet(tx, cpcPaper, papers);
  await insertSet(tx, cpcPaperTopic, topics);
}
