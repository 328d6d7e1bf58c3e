/**
 * The rules of a per-topic score and answer, checked by the grade edit form and by the server (edit and import)
 * with the same messages. The server names the topic before the message (第3题得分超出满分 5); the form shows it in
 * the topic's cell.
 */
import { TOPIC_TYPE } from './entities/paper';

export const GRADE_RULE_MESSAGES = {
  notNumber: (raw: string) => `得分「${raw}」不是数字`,
  negative: '得分不能小于0',
  overFull: (fullScore: number) => `得分超出满分 ${fullScore}`,
  notChoice: '不是选择题，不能填写作答',
  letters: (raw: string) => `作答「${raw}」应为选项字母 A–F`,
};

export interface RuleProblem {
  problem: string;
}

/** 单选 and 多选 record the letters chosen. */
export const isChoiceTopic = (topicType: unknown) =>
  topicType === TOPIC_TYPE.single || topicType === TOPIC_TYPE.multiple;

/** A score: a number from 0 to the topic's score (blank counts 0); answers the number or the problem. */
export function checkScore(value: unknown, fullScore: number): number | RuleProblem {
  const raw = typeof value === 'string' ? value.trim() : value;
  if (raw === '' || raw === null || raw === undefined) return 0;
  const n = typeof raw === 'number' ? raw : Number(raw);
  if (typeof raw === 'boolean' || !Number.isFinite(n)) return { problem: GRADE_RULE_MESSAGES.notNumber(String(raw)) };
  if (n < 0) return { problem: GRADE_RULE_MESSAGES.negative };
  if (n > fullScore + 1e-9) return { problem: GRADE_RULE_MESSAGES.overFull(fullScore) };
  return n;
}

/** A choice answer: letters A–F, upper-cased, without separators; null when blank, else the problem. */
export function checkAnswer(value: unknown, topicType: unknown): string | null | RuleProblem {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  if (text === '') return null;
  if (!isChoiceTopic(topicType)) return { problem: GRADE_RULE_MESSAGES.notChoice };
  const letters = text.toUpperCase().replace(/[\s,，、]/g, '');
  if (!/^[A-F]{1,6}$/.test(letters)) return { problem: GRADE_RULE_MESSAGES.letters(text) };
  return letters;
}
