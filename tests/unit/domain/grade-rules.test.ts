import { describe, expect, it } from 'vitest';
import { TOPIC_TYPE } from '../../../src/domain/entities/paper';
import { checkAnswer, checkScore, GRADE_RULE_MESSAGES } from '../../../src/domain/grade-rules';

describe('grade rules shared by the edit form and the server', () => {
  it('a score is a number from 0 to the topic score; blank counts 0', () => {
    expect(checkScore('', 5)).toBe(0);
    expect(checkScore(null, 5)).toBe(0);
    expect(checkScore(' 4.5 ', 5)).toBe(4.5);
    expect(checkScore(5, 5)).toBe(5);
    expect(checkScore(6, 5)).toEqual({ problem: '得分超出满分 5' });
    expect(checkScore(-1, 5)).toEqual({ problem: GRADE_RULE_MESSAGES.negative });
    expect(checkScore('abc', 5)).toEqual({ problem: '得分「abc」不是数字' });
    expect(checkScore(true, 5)).toEqual({ problem: '得分「true」不是数字' });
  });

  it('an answer is option letters on choice topics only, upper-cased without separators', () => {
    expect(checkAnswer(' a, c ', TOPIC_TYPE.multiple)).toBe('AC');
    expect(checkAnswer('', TOPIC_TYPE.single)).toBeNull();
    expect(checkAnswer('Z', TOPIC_TYPE.single)).toEqual({ problem: '作答「Z」应为选项字母 A–F' });
    expect(checkAnswer('A', TOPIC_TYPE.essay)).toEqual({ problem: GRADE_RULE_MESSAGES.notChoice });
  });
});
