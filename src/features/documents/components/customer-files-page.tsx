import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { makeStyles, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { Loading } from '@/components/widgets/load-failed';
import { institutionYearsQuery } from '../api/document-api';
import { CustomerFileList } from './customer-file-list';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '12px', minWidth: 0 },
  years: { overflowX: 'auto', maxWidth: '100%' },
  muted: { color: tokens.colorNeutralForeground3 },
});

const COLUMNS = ['fileName', 'fileCategory', 'folderId', 'fileSize'];

/**
 * 文件列表 (customer/FileManagerList, /cpctest/customer/files): the institution's files (its own and those for every
 * institution) by year, the newest first; cards on a phone, each with 下载.
 */
export default function CustomerFilesPage() {
  const styles = useStyles();
  const years = useQuery(institutionYearsQuery());
  const [chosen, setChosen] = useState<string | null>(null);
  const list = years.data ?? [];
  const year = chosen ?? (list[0] === undefined ? null : String(list[0]));
  const extraParams = useMemo(() => (year ? { year } : undefined), [year]);
  if (!years.data) return <Loading />;
  if (list.length === 0) return <Text className={styles.muted}>暂无文件</Text>;
  return (
    <div className={styles.root}>
      <TabList
        className={styles.years}
        aria-label="年份"
        selectedValue={year ?? undefined}
        onTabSelect={(_, d) => setChosen(String(d.value))}
      >
        {list.map((y) => (
          <Tab key={y} value={String(y)}>
            {y}年
          </Tab>
        ))}
      </TabList>
      <CustomerFileList columns={COLUMNS} extraParams={extraParams} />
    </div>
  );
}
