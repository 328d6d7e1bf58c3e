import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { shownText } from '@/components/crud';
import { ViewDialog } from '@/components/widgets/form-dialog';
import { SafeHtml } from '@/components/widgets/safe-html';
import { isBlankHtml } from '@/domain/validation';
import type { Training } from '../api/customer-training-api';
import { enrollmentText } from './customer-talent-card';
import { TRAINING_TEXTS } from './training-fields';

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    gap: '4px 12px',
    paddingBottom: '8px',
    marginBottom: '12px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  pair: { display: 'contents' },
  label: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
});

/** 详情: the training's facts and its 培训内容 as cleaned HTML. */
export function TrainingDetailDialog({ record, onClose }: { record: Training; onClose: () => void }) {
  const styles = useStyles();
  const content = record.content ?? '';
  const facts: [string, string][] = [
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
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={styles.pair}>
            <dt className={styles.label}>{label}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      {isBlankHtml(content) ? <Text>暂无培训内容</Text> : <SafeHtml html={content} aria-label="培训内容" />}
    </ViewDialog>
  );
}
