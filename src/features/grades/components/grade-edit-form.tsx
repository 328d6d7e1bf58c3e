import { MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import type { EntityRecord, FormContext, ListFormProps, SubTableDef } from '@/components/crud';
import { rowId } from '@/components/crud';
import type { GridColumn, GridRow, RuleVerdict } from '@/components/widgets/editable-grid/grid-types';
import { checkAnswer, checkScore } from '@/domain/grade-rules';
import { fetchGradeTopics } from '../api/grade-api';
import type { GradeRow } from '../grade-view';

/** The body property of the per-topic scores in PUT edit. */
export const GRADE_DETAIL_LIST = 'cpcTestGradeDetailList';

/** 作答: the letters chosen, on choice topics only (the server's rule and message). */
function choiceLetters({ value, row }: { value: unknown; row: GridRow }): RuleVerdict {
  const answer = checkAnswer(value, row.topicType);
  return answer === null || typeof answer === 'string' || answer.problem;
}

/** A score between 0 and the row's topic score (its `fullScore`); blank counts 0, as in the import. */
function withinTopicScore({ value, row }: { value: unknown; row: GridRow }): RuleVerdict {
  const score = checkScore(value, Number(row.fullScore));
  return typeof score === 'number' || score.problem;
}

/** The topics of the grade's paper: 得分 typed (0 … the topic's score), 作答 for choice topics; 合计 at the foot. */
export const GRADE_TOPIC_COLUMNS: GridColumn[] = [
  { key: 'topicNo', title: '题号', type: 'normal', width: 60 },
  { key: 'topicType_dictText', title: '题型', type: 'normal', width: 80 },
  { key: 'knowledgePoint', title: '知识点', type: 'normal', width: 140 },
  { key: 'fullScore', title: '满分', type: 'normal', width: 70, statistics: ['sum'] },
  {
    key: 'score',
    title: '得分',
    type: 'inputNumber',
    width: 100,
    statistics: ['sum'],
    validateRules: [{ handler: withinTopicScore }],
  },
  { key: 'answer', title: '作答', type: 'input', width: 100, validateRules: [{ handler: choiceLetters }] },
];

const GRADE_TOPICS: SubTableDef = {
  key: GRADE_DETAIL_LIST,
  title: '各题得分',
  columns: GRADE_TOPIC_COLUMNS,
  load: (record: EntityRecord) => fetchGradeTopics(rowId(record)).then((rows) => rows.map((r): GridRow => ({ ...r }))),
  grid: { rowKey: 'topicId', toolbarButtons: [] },
};

export const ABSENT_CLEARS = '缺考：保存后各题得分清空，总分记 0';

/** Whose grade in which test, and what 缺考 does to the scores. */
function GradeEditFacts({ context }: { context: FormContext }) {
  // The form holds the list's record as the API sent it.
  const r = context.record as GradeRow | undefined;
  return (
    <>
      <Text block>{`${r?.studentName ?? ''}（${r?.studentNo ?? ''}）· ${r?.testId_dictText ?? ''}`}</Text>
      {context.values.absent === 'Y' && (
        <MessageBar intent="warning">
          <MessageBarBody>{ABSENT_CLEARS}</MessageBarBody>
        </MessageBar>
      )}
    </>
  );
}

/**
 * 编辑 of a grade: 缺考 and the per-topic scores; the server recomputes 总分 and 等级 (缺考 clears the scores), so
 * only `{ id, absent, cpcTestGradeDetailList }` is sent.
 */
export const GRADE_FORM: ListFormProps = {
  formFields: (fields) => fields.filter((f) => f.name === 'absent'),
  transformSubmit: (payload) => ({ id: payload.id, absent: payload.absent }),
  renderExtra: (context) => <GradeEditFacts context={context} />,
  subTables: [GRADE_TOPICS],
};
