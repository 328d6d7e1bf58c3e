import { defineEntity } from './entity-types';

/** The body key of a paper's topics on add / edit and in queryPaperTopicByMainId. */
export const PAPER_TOPIC_LIST = 'cpcPaperTopicList';

/** The table dictionary naming papers (the topic list's 试卷 filter and column). */
export const PAPER_DICT = 'cpc_paper,paper_name,id';

/** topic_type: 1 单选, 2 多选, 3 判断, 4 填空, 5 简答; the choice types carry options A–F. */
export const TOPIC_TYPE = { single: '1', multiple: '2', judge: '3', blank: '4', essay: '5' } as const;

/** The option letters of a choice topic (columns optionA … optionF). */
export const OPTION_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

/**
 * 试卷 (cpc_paper): `totalScore` is the sum of its topics' scores, kept by the server on every save.
 * Its topics are a sub-table (paperTopicEntity), saved with the paper as `cpcPaperTopicList`.
 */
export const paperEntity = defineEntity({
  name: 'paper',
  title: '试卷',
  table: 'cpc_paper',
  apiPath: '/papermanagement/cpcPaperManagement',
  permissionPrefix: 'cpc:paper',
  exportFileName: '试卷信息',
  defaultSort: { column: 'paperCode', order: 'asc' },
  fields: [
    {
      name: 'paperName',
      label: '试卷名称',
      type: 'string',
      required: true,
      maxLength: 100,
      list: true,
      search: 'like',
    },
    {
      name: 'paperCode',
      label: '试卷编码',
      type: 'string',
      required: true,
      unique: true,
      rules: ['code20'],
      maxLength: 20,
      list: { sorter: true },
      search: 'like',
    },
    {
      name: 'subject',
      label: '科目',
      type: 'select',
      dictCode: 'paper_subject',
      required: true,
      column: { length: 10 },
      list: true,
      search: 'eq',
    },
    { name: 'year', label: '年份', type: 'integer', required: true, min: 2000, max: 2100, list: true, search: 'eq' },
    { name: 'duration', label: '时长（分钟）', type: 'integer', required: true, min: 1, max: 600, list: true },
    {
      name: 'totalScore',
      label: '总分',
      type: 'number',
      readOnly: true,
      form: false,
      defaultValue: 0,
      column: { notNull: true, default: 0 },
      list: true,
    },
    {
      name: 'status',
      label: '状态',
      type: 'select',
      dictCode: 'paper_status',
      required: true,
      defaultValue: '0',
      column: { length: 1, notNull: true, default: '0' },
      list: true,
      search: 'eq',
    },
    { name: 'description', label: '说明', type: 'textarea', maxLength: 1000 },
  ],
});

/**
 * 试卷题目 (cpc_paper_topic): a row of a paper's topics, edited in the editable grid of the paper form. Choice types
 * (单选, 多选) carry their options in optionA … optionF; `answer` is the letters (A, AC), 对 / 错, or the text.
 */
export const paperTopicEntity = defineEntity({
  name: 'paperTopic',
  title: '试卷题目',
  table: 'cpc_paper_topic',
  apiPath: '/paperTopic/cpcPaperTopic',
  permissionPrefix: 'cpc:paper',
  defaultSort: { column: 'topicNo', order: 'asc' },
  fields: [
    {
      name: 'paperId',
      label: '试卷',
      type: 'select',
      dictCode: PAPER_DICT,
      required: true,
      column: { length: 32 },
      list: true,
      search: 'eq',
    },
    { name: 'topicNo', label: '题号', type: 'integer', required: true, min: 1, max: 999, list: true },
    {
      name: 'topicType',
      label: '题型',
      type: 'select',
      dictCode: 'topic_type',
      required: true,
      column: { length: 1 },
      list: true,
      search: 'eq',
    },
    { name: 'content', label: '题干', type: 'textarea', required: true, maxLength: 4000, list: true },
    ...OPTION_LETTERS.map((letter) => ({
      name: `option${letter}` as `option${typeof letter}`,
      label: `选项${letter}`,
      type: 'string' as const,
      maxLength: 500,
    })),
    { name: 'answer', label: '答案', type: 'textarea', required: true, maxLength: 2000 },
    { name: 'score', label: '分值', type: 'number', required: true, max: 100, list: true },
    { name: 'knowledgePoint', label: '知识点', type: 'string', maxLength: 100, list: true, search: 'like' },
    {
      name: 'difficulty',
      label: '难度',
      type: 'integer',
      required: true,
      min: 1,
      max: 5,
      defaultValue: 3,
      list: true,
      search: 'eq',
    },
  ],
});
