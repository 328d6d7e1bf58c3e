import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Button, makeStyles } from '@fluentui/react-components';
import { EntityListPage, rowId, type EntityRecord } from '@/components/crud';
import { fetchResult } from '@/lib/api-client';
import { paperEntity } from '@/domain/entities/paper';
import { useTopicSubTables } from '../hooks/use-topic-sub-tables';

/** How many tests use a paper (GET checkNumberOfUsedByid): one that tests use is not deleted. */
async function paperInUse(record: EntityRecord): Promise<string | null> {
  const used = await fetchResult<number>(
    `${paperEntity.apiPath}/checkNumberOfUsedByid`,
    { id: rowId(record) },
    { silent: true },
  );
  return used && used > 0 ? `该试卷已被 ${used} 场考试使用，不能删除` : null;
}

/** Row actions stay narrow (the 操作 column is shared by several buttons). */
const useStyles = makeStyles({ compact: { minWidth: 'auto' } });

/**
 * 试卷列表 (cpc/PaperList): the papers with their 总分 (kept by the server); the form edits the 试卷题目 in the
 * editable grid, saved with the paper; 查看 opens 试卷查看 for reading and printing; 删除 of a paper tests use says so
 * before asking.
 */
export default function PaperListPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const subTables = useTopicSubTables();
  const form = useMemo(() => ({ subTables }), [subTables]);
  return (
    <EntityListPage
      entity={paperEntity}
      form={form}
      deleteRefusal={paperInUse}
      rowActionsExtra={(record) => (
        <Button
          size="small"
          appearance="transparent"
          className={styles.compact}
          onClick={() => void navigate(`/paper/view?id=${encodeURIComponent(rowId(record))}`)}
        >
          查看
        </Button>
      )}
    />
  );
}
