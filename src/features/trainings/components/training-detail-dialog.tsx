import { useQuery } from '@tanstack/react-query';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { shownText } from '@/components/crud';
import { DetailList, type DetailItem } from '@/components/widgets/detail-list';
import { ViewDialog } from '@/components/widgets/form-dialog';
import { SafeHtml } from '@/components/widgets/safe-html';
import { isBlankHtml } from '@/domain/validation';
import { trainingQuery, type Training } from '../api/customer-training-api';
import { enrollmentText } from './customer-talent-card';
import { TRAINING_TEXTS } from './training-fields';

const useStyles = makeStyles({
  facts: { paddingBottom: '8px', marginBottom: '12px', borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
});

/** 详情: the training's facts and its 培训内容 as cleaned HTML; `fresh` (staff) reads it again by id, showing the
 * row meanwhile. */
export function TrainingDetailDialog({
  record: row,
  fresh = false,
  onClose,
}: {
  record: Training;
  fresh?: boolean;
  onClose: () => void;
}) {
  const styles = useStyles();
  const query = useQuery({ ...trainingQuery(String(row.id)), enabled: fresh, placeholderData: row });
  const record = (fresh ? query.data : undefined) ?? row;
  const content = record.content ?? '';
  const facts: DetailItem[] = [
    ['培训类型', shownText(record, 'trainingType')],
    ['面向院校', shownText(record, 'organizationId') || TRAINING_TEXTS.allInstitutions],
    ['面向学院', shownText(record, 'collegeId') || '—'],
    ['关联考试', shownText(record, 'testId') || '—'],
    ['日期', `${record.startDate} 至 ${record.endDate}`],
    ['地点', record.location || '—'],
    ['已报名/名额', enrollmentText(record)],
    ['状态', shownText(record, 'status')],
  ];
  return (
    <ViewDialog title={record.title} width="60vw" onClose={onClose}>
      <DetailList className={styles.facts} items={facts} columns={2} aria-label="培训信息" />
      {isBlankHtml(content) ? <Text>暂无培训内容</Text> : <SafeHtml html={content} aria-label="培训内容" />}
    </ViewDialog>
  );
}
