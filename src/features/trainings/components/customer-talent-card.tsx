import { Badge, Button, Card, makeStyles, tokens } from '@fluentui/react-components';
import type { EntityRecord } from '@/components/crud';
import { valueText } from '@/domain/validation';

const useStyles = makeStyles({
  card: { height: '100%', minWidth: 0, overflowWrap: 'anywhere' },
  heading: { display: 'flex', flexWrap: 'wrap', gap: '6px', alignItems: 'center' },
  title: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
  facts: { display: 'flex', flexDirection: 'column', gap: '2px', color: tokens.colorNeutralForeground2 },
  foot: { display: 'flex', justifyContent: 'flex-end' },
});

const text = (r: EntityRecord, name: string) => valueText(r[`${name}_dictText`] ?? r[name]);

/** 已报名/名额 of a training. */
export const enrollmentText = (r: EntityRecord) => `${valueText(r.enrolled) || '0'}/${valueText(r.quota)}`;

/** One training as the portal shows it: title, type, status, dates, place, enrolment; 详情 opens its content. */
export function TalentCard({ record, onDetail }: { record: EntityRecord; onDetail: () => void }) {
  const styles = useStyles();
  const title = valueText(record.title);
  return (
    <Card className={styles.card} role="listitem" aria-label={title}>
      <div className={styles.heading}>
        <span className={styles.title}>{title}</span>
        <Badge appearance="tint" color="brand">
          {text(record, 'trainingType')}
        </Badge>
        {record.status !== '1' && (
          <Badge appearance="tint" color="subtle">
            {text(record, 'status')}
          </Badge>
        )}
      </div>
      <div className={styles.facts}>
        <span>
          日期：{valueText(record.startDate)} 至 {valueText(record.endDate)}
        </span>
        <span>地点：{valueText(record.location) || '—'}</span>
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
