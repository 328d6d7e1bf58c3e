import {
  Badge,
  Field,
  Link,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
  type BadgeProps,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import type { EntityRecord } from '@/components/crud';
import { DictSelect } from '@/components/widgets/dict';
import { SafeHtml } from '@/components/widgets/safe-html';
import { downloadStoredFile } from '@/components/widgets/upload/upload-api';
import { fileNameOf, splitPaths } from '@/components/widgets/upload/upload-model';
import type { PageResult } from '@/domain/api';
import { TEST_DICT } from '@/domain/entities/test';
import { ACTIVITY_TYPE, testActivityEntity } from '@/domain/entities/test-activity';
import { isBlankHtml, valueText } from '@/domain/validation';
import { fetchResult } from '@/lib/api-client';
import { resourceKeys } from '@/lib/resource-keys';

/** More than any test's timeline holds: the timeline shows them all on one page. */
const TIMELINE_SIZE = 500;

const COLORS: Record<string, BadgeProps['color']> = {
  [ACTIVITY_TYPE.notice]: 'informative',
  [ACTIVITY_TYPE.signUp]: 'brand',
  [ACTIVITY_TYPE.test]: 'warning',
  [ACTIVITY_TYPE.marking]: 'important',
  [ACTIVITY_TYPE.publish]: 'success',
};

export const TIMELINE_TEXTS = {
  chooseTest: '请选择考试，查看其活动时间线',
  empty: '该考试暂无活动',
  attachments: '附件：',
} as const;

const useStyles = makeStyles({
  picker: { maxWidth: '420px', marginBottom: '12px' },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  item: {
    position: 'relative',
    paddingLeft: '24px',
    paddingBottom: '16px',
    borderLeft: `2px solid ${tokens.colorNeutralStroke2}`,
    marginLeft: '6px',
    minWidth: 0,
    overflowWrap: 'anywhere',
  },
  dot: {
    position: 'absolute',
    left: '-7px',
    top: '4px',
    width: '12px',
    height: '12px',
    borderRadius: '50%',
    backgroundColor: tokens.colorBrandBackground,
  },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4px 8px' },
  time: { color: tokens.colorNeutralForeground3 },
  content: { marginTop: '4px', '& img': { maxWidth: '100%' } },
  files: { display: 'flex', flexWrap: 'wrap', gap: '4px 12px', marginTop: '4px' },
});

/** One test's activities, oldest first. */
function useTimeline(testId: string) {
  const params = { testId, column: 'activityTime', order: 'asc', pageNo: 1, pageSize: TIMELINE_SIZE };
  return useQuery({
    queryKey: resourceKeys(testActivityEntity.name).list({ ...params, view: 'timeline' }),
    queryFn: () => fetchResult<PageResult<EntityRecord>>(`${testActivityEntity.apiPath}/list`, params),
    enabled: testId !== '',
    select: (page) => page?.records ?? [],
  });
}

function Attachments({ value }: { value: string }) {
  const styles = useStyles();
  const paths = splitPaths(value);
  if (paths.length === 0) return null;
  return (
    <div className={styles.files}>
      <Text>{TIMELINE_TEXTS.attachments}</Text>
      {paths.map((path, index) => {
        const name = fileNameOf(path);
        return (
          <Link key={`${index}-${path}`} as="button" onClick={() => void downloadStoredFile(path, name)}>
            {name}
          </Link>
        );
      })}
    </div>
  );
}

export interface ActivityTimelineProps {
  testId: string;
  onTestChange: (testId: string) => void;
}

/** The chosen test's activities as a vertical timeline: time, type badge, title, the cleaned content, attachments. */
export function ActivityTimeline({ testId, onTestChange }: ActivityTimelineProps) {
  const styles = useStyles();
  const timeline = useTimeline(testId);
  const records = timeline.data ?? [];
  return (
    <section aria-label="活动时间线">
      <Field label="考试" className={styles.picker}>
        <DictSelect dictCode={TEST_DICT} value={testId} onChange={onTestChange} />
      </Field>
      {testId === '' ? (
        <MessageBar>
          <MessageBarBody>{TIMELINE_TEXTS.chooseTest}</MessageBarBody>
        </MessageBar>
      ) : timeline.isLoading ? (
        <Spinner size="tiny" label="加载中…" />
      ) : records.length === 0 ? (
        <Text>{TIMELINE_TEXTS.empty}</Text>
      ) : (
        <ol className={styles.list} aria-label="考试活动时间线">
          {records.map((r) => {
            const content = valueText(r.content);
            return (
              <li key={valueText(r.id)} className={styles.item}>
                <span className={styles.dot} aria-hidden />
                <div className={styles.head}>
                  <Text className={styles.time}>{valueText(r.activityTime).slice(0, 16)}</Text>
                  <Badge appearance="tint" color={COLORS[valueText(r.activityType)] ?? 'subtle'}>
                    {valueText(r.activityType_dictText) || valueText(r.activityType)}
                  </Badge>
                  <Text weight="semibold">{valueText(r.title)}</Text>
                </div>
                {!isBlankHtml(content) && <SafeHtml className={styles.content} html={content} />}
                <Attachments value={valueText(r.attachments)} />
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
