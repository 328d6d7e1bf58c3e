import { useMemo } from 'react';
import { rowId, useButtonAccess, type SubTableDef } from '@/components/crud';
import { permissionCode } from '@/domain/entities/crud-actions';
import { PAPER_TOPIC_LIST, paperEntity, paperTopicEntity } from '@/domain/entities/paper';
import { fetchTopics } from '../api/paper-api';
import { topicColumns } from '../components/topic-columns';

/**
 * The 试卷题目 tab of the paper form: its topics in the editable grid, dragged into order (题号 renumbered 1…n),
 * with the 分值 合计 in the footer; sent as `cpcPaperTopicList` (the server saves them with the paper and keeps its
 * 总分). Without 编辑 the rows are read only.
 */
export function useTopicSubTables(): SubTableDef[] {
  const edit = useButtonAccess(permissionCode(paperEntity, 'edit'));
  const editable = edit.visible && !edit.disabled;
  return useMemo(() => {
    const columns = topicColumns();
    return [
      {
        key: PAPER_TOPIC_LIST,
        title: paperTopicEntity.title,
        columns: editable ? columns : columns.map((c) => ({ ...c, disabled: true })),
        load: (record) => fetchTopics(rowId(record)),
        grid: { dragSort: editable, dragSortKey: 'topicNo' },
      },
    ];
  }, [editable]);
}
