import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { EntityRecord } from '@/components/crud';
import { ViewDialog } from '@/components/widgets/form-dialog';
import { SafeHtml } from '@/components/widgets/safe-html';
import { isBlankHtml, valueText } from '@/domain/validation';
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

const text = (r: EntityRecord, name: string) => valueText(r[`${name}_dictText`] ?? r[name]);

/** 详情: the training's facts and its 培训内容 as cleaned HTML. */
export function TrainingDetailDialog({ record, onClose }: { record: EntityRecord; onClose: () => void }) {
  const styles = useStyles();
  const content = valueText(record.content);
  const facts: [string, string][] = [
    ['培训类型', text(record, 'trainingType')],
    ['面向院校', text(record, 'organizationId') || TRAINING_TEXTS.allInstitutions],
    ['面向学院', text(record, 'collegeId') || '—'],
    ['关联考试', text(record, 'testId') || '—'],
    ['日期', `${valueText(record.startDate)} 至 ${valueText(record.endDate)}`],
    ['地点', valueText(record.location) || '—'],
    ['已报名/名额', `${valueText(record.enrolled) || '0'}/${valueText(record.quota)}`],
    ['状态', text(record, 'status')],
  ];
  return (
    <ViewDialog title={valueText(record.title)} width="60vw" onClose={onClose}>
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
