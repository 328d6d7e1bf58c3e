import { useMemo, useState } from 'react';
import {
  Link,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Tab,
  TabList,
} from '@fluentui/react-components';
import { useSearchParams } from 'react-router';
import { EntityListPage } from '@/components/crud';
import { useDictItems } from '@/components/widgets/dict';
import { TEST_DICT } from '@/domain/entities/test';
import { testActivityEntity } from '@/domain/entities/test-activity';
import { ActivityTimeline } from './activity-timeline';

type View = 'list' | 'timeline';

const useStyles = makeStyles({ bar: { marginBottom: '8px' }, tabs: { marginBottom: '8px' } });

/**
 * 考试活动 (cpc/TestActivityList, /test/activity): every test's notices, sign-up, sitting, marking and publication,
 * as a list (查询 by 考试, 活动类型, 标题) or as one test's timeline. `?testId=` keeps the list to that test, chooses it
 * for the timeline and for new activities; choosing another test in the timeline changes it.
 */
export default function TestActivityPage() {
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const testId = params.get('testId') ?? '';
  const [view, setView] = useState<View>('list');
  const tests = useDictItems(TEST_DICT);
  const testName = tests.items.find((t) => t.value === testId)?.text ?? '';
  const extraParams = useMemo(() => (testId ? { testId } : undefined), [testId]);
  const entity = useMemo(
    () =>
      testId
        ? {
            ...testActivityEntity,
            fields: testActivityEntity.fields.map((f) => (f.name === 'testId' ? { ...f, defaultValue: testId } : f)),
          }
        : testActivityEntity,
    [testId],
  );
  const chooseTest = (id: string) => setParams(id ? { testId: id } : {}, { replace: true });
  return (
    <>
      <TabList
        className={styles.tabs}
        selectedValue={view}
        onTabSelect={(_, data) => setView(data.value as View)}
        aria-label="显示方式"
      >
        <Tab value="list">列表</Tab>
        <Tab value="timeline">时间线</Tab>
      </TabList>
      {view === 'timeline' ? (
        <ActivityTimeline testId={testId} onTestChange={chooseTest} />
      ) : (
        <>
          {testId && (
            <MessageBar className={styles.bar}>
              <MessageBarBody>仅显示考试「{testName || '…'}」的活动</MessageBarBody>
              <MessageBarActions>
                <Link onClick={() => chooseTest('')}>查看全部活动</Link>
              </MessageBarActions>
            </MessageBar>
          )}
          <EntityListPage entity={entity} extraParams={extraParams} />
        </>
      )}
    </>
  );
}
