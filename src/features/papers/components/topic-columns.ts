import { definitionRules } from '@/components/widgets/editable-grid/definition-rules';
import type { GridColumn, GridRule } from '@/components/widgets/editable-grid/grid-types';
import { OPTION_LETTERS, paperTopicEntity } from '@/domain/entities/paper';

/** The 题目 definition's labels and its own checks of a field (the same messages as a form). */
const { label: labelOf, rule: definitionRule } = definitionRules(paperTopicEntity);

/** 分值: a number above 0 (the server refuses the same). */
const scoreRule: GridRule = {
  handler: ({ value }) =>
    value === undefined || value === null || value === '' || Number(value) > 0 ? null : '分值必须大于0',
};

export const DIFFICULTY_OPTIONS = [1, 2, 3, 4, 5].map((n) => ({ value: n, text: String(n) }));

/**
 * 试卷题目 as grid columns: 题号 (renumbered by drag sort), 题型, 题干, 选项A–F (choice types), 答案, 分值 with its
 * 合计, 知识点 and 难度 1–5.
 */
export const topicColumns = (): GridColumn[] => [
  { key: 'topicNo', title: labelOf('topicNo'), type: 'normal', width: 60 },
  {
    key: 'topicType',
    title: labelOf('topicType'),
    type: 'select',
    dictCode: 'topic_type',
    width: 100,
    validateRules: [{ required: true }],
  },
  {
    key: 'content',
    title: labelOf('content'),
    type: 'textarea',
    width: 240,
    validateRules: [{ required: true }, definitionRule('content')],
  },
  ...OPTION_LETTERS.map((letter): GridColumn => ({
    key: `option${letter}`,
    title: labelOf(`option${letter}`),
    type: 'input',
    width: 120,
    validateRules: [definitionRule(`option${letter}`)],
  })),
  {
    key: 'answer',
    title: labelOf('answer'),
    type: 'input',
    width: 120,
    validateRules: [{ required: true }, definitionRule('answer')],
  },
  {
    key: 'score',
    title: labelOf('score'),
    type: 'inputNumber',
    width: 100,
    statistics: ['sum'],
    validateRules: [{ required: true }, scoreRule],
  },
  {
    key: 'knowledgePoint',
    title: labelOf('knowledgePoint'),
    type: 'input',
    width: 120,
    validateRules: [definitionRule('knowledgePoint')],
  },
  {
    key: 'difficulty',
    title: labelOf('difficulty'),
    type: 'select',
    options: DIFFICULTY_OPTIONS,
    defaultValue: 3,
    width: 90,
    validateRules: [{ required: true }],
  },
];
