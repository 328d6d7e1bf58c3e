import { useState } from 'react';
import {
  Badge,
  Button,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
  Subtitle2,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { shownText } from '@/components/crud';
import { LoadFailed } from '@/components/widgets/load-failed';
import { collegeTalentsQuery, talentCollegesQuery, type Training } from '../api/customer-training-api';
import { enrollmentText } from './customer-talent-card';
import { TrainingDetailDialog } from './training-detail-dialog';

export const ACTIVITY_TEXTS = {
  empty: '暂无人才活动',
  loading: '加载中…',
  loadFailed: '人才活动加载失败',
  allColleges: '全部学院',
} as const;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '12px', minWidth: 0, overflowWrap: 'anywhere' },
  field: { maxWidth: '360px' },
  timeline: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    borderLeft: `2px solid ${tokens.colorBrandStroke2}`,
  },
  event: {
    position: 'relative',
    padding: '0 0 16px 16px',
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
    '::before': {
      content: '""',
      position: 'absolute',
      left: '-7px',
      top: '4px',
      width: '12px',
      height: '12px',
      borderRadius: '50%',
      backgroundColor: tokens.colorBrandBackground,
    },
  },
  year: { color: tokens.colorBrandForeground1 },
  date: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  head: { display: 'flex', flexWrap: 'wrap', gap: '6px', alignItems: 'center' },
  title: { fontWeight: tokens.fontWeightSemibold },
  facts: { display: 'flex', flexWrap: 'wrap', gap: '2px 16px', color: tokens.colorNeutralForeground2 },
});

const yearOf = (r: Training | undefined) => r?.startDate.slice(0, 4);

/**
 * 人才活动 of the customer portal (customer/TalentActivity, /cpctest/customer/talentActivity): a college's trainings
 * (selBycolId: with the institution-wide and open ones) as a timeline by date. The 院校 roles choose the college (or
 * 全部学院); a 学院联系人 has only his own.
 */
export default function CustomerTalentActivityPage() {
  const styles = useStyles();
  const [collegeId, setCollegeId] = useState('');
  const [viewing, setViewing] = useState<Training>();
  const colleges = useQuery(talentCollegesQuery());
  const talents = useQuery(collegeTalentsQuery(collegeId));
  const options = colleges.data ?? [];
  let body;
  if (talents.isError)
    body = (
      <LoadFailed message={talents.error.message || ACTIVITY_TEXTS.loadFailed} onRetry={() => void talents.refetch()} />
    );
  else if (!talents.data) body = <Spinner label={ACTIVITY_TEXTS.loading} />;
  else if (talents.data.length === 0)
    body = (
      <MessageBar>
        <MessageBarBody>{ACTIVITY_TEXTS.empty}</MessageBarBody>
      </MessageBar>
    );
  else
    body = (
      <ol className={styles.timeline} aria-label="人才活动">
        {talents.data.map((r, i) => (
          <li key={r.id} className={styles.event}>
            {yearOf(r) !== yearOf(talents.data[i - 1]) && (
              <Subtitle2 as="h3" className={styles.year}>
                {yearOf(r)}年
              </Subtitle2>
            )}
            <Text className={styles.date}>
              {r.startDate} 至 {r.endDate}
            </Text>
            <div className={styles.head}>
              <span className={styles.title}>{r.title}</span>
              <Badge appearance="tint" color="brand">
                {shownText(r, 'trainingType')}
              </Badge>
            </div>
            <div className={styles.facts}>
              <span>地点：{r.location || '—'}</span>
              <span>已报名/名额：{enrollmentText(r)}</span>
              <Button size="small" appearance="transparent" onClick={() => setViewing(r)}>
                详情
              </Button>
            </div>
          </li>
        ))}
      </ol>
    );
  return (
    <div className={styles.root}>
      <Field label="学院" className={styles.field}>
        {options.length === 1 ? (
          <Text>{options[0]!.collegeName}</Text>
        ) : (
          <Select value={collegeId} onChange={(_, d) => setCollegeId(d.value)} disabled={options.length === 0}>
            <option value="">{ACTIVITY_TEXTS.allColleges}</option>
            {options.map((c) => (
              <option key={c.id} value={c.id}>
                {c.collegeName}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {body}
      {viewing && <TrainingDetailDialog record={viewing} onClose={() => setViewing(undefined)} />}
    </div>
  );
}
