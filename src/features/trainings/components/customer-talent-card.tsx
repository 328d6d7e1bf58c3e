import { Badge, Button, Card, makeStyles, tokens } from '@fluentui/react-components';
import { shownText } from '@/components/crud';
import type { Training } from '../api/customer-training-api';

const useStyles = makeStyles({
  card: { height: '100%', minWidth: 0, overflowWrap: 'anywhere' },
  heading: { display: 'flex', flexWrap: 'wrap', gap: '6px', alignItems: 'center' },
  title: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
  facts: { display: 'flex', flexDirection: 'column', gap: '2px', color: tokens.colorNeutralForeground2 },
  foot: { display: 'flex', justifyContent: 'flex-end' },
});

/** 已报名/名额 of a training. */
export const enrollmentText = (r: Training) => `${r.enrolled ?? 0}/${r.quota}`;

/** One training as the portal shows it: title, type, status, dates, place, enrolment; 详情 opens its content. */
export function TalentCard({ record, onDetail }: { record: Training; onDetail: () => void }) {
  const styles = useStyles();
  const { title } = record;
  return (
    <Card className={styles.card} role="listitem" aria-label={title}>
      <div className={styles.heading}>
        <span className={styles.title}>{title}</span>
        <Badge appearance="tint" color="brand">
          {shownText(record, 'trainingType')}
        </Badge>
        {record.status !== '1' && (
          <Badge appearance="tint" color="subtle">
            {shownText(record, 'status')}
          </Badge>
        )}
      </div>
      <div className={styles.facts}>
        <span>
          日期：{record.startDate} 至 {record.endDate}
        </span>
        <span>地点：{record.location || '—'}</span>
        <span>已报名/名额：{enrollmentText(record)}</span>
      </div>
      <div className={styles.foot}>
        <Button size="small" onClick={onDetail} aria-label={`${title}详情`}>
          详情
        </Button>
      </div>
    </Card>
  );
}
