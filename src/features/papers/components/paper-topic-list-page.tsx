import { EntityListPage, READ_ONLY_LIST } from '@/components/crud';
import { paperTopicEntity } from '@/domain/entities/paper';
import { TOPIC_LIST_URL } from '../api/paper-api';

const URLS = { list: TOPIC_LIST_URL };
const COLUMNS = ['paperId', 'topicNo', 'topicType', 'content', 'score', 'knowledgePoint', 'difficulty'] as const;

/**
 * 试卷题目 (cpc/PaperTopicList): every paper's topics (read only; they are edited in their paper's form), searched by
 * 试卷, 题型, 知识点 (part of it) and 难度.
 */
export default function PaperTopicListPage() {
  return (
    <EntityListPage
      entity={paperTopicEntity}
      urls={URLS}
      columns={COLUMNS}
      title="试卷题目"
      actions={{ ...READ_ONLY_LIST, detail: false }}
    />
  );
}
