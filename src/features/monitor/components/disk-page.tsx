import { Card, makeStyles, Spinner, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { DataVizPalette, GaugeChart, getColorFromToken } from '@fluentui/react-charts';
import { useQuery } from '@tanstack/react-query';
import { LoadFailed } from '@/components/widgets/load-failed';
import type { ScreenProps } from '@/features/screen-descriptor';
import { fetchDisks, monitorKeys, type DiskInfo } from '../api/monitor-api';
import { formatBytes } from './format';
import { MonitorPage } from './monitor-parts';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  card: { minWidth: 0, alignItems: 'center' },
  name: { wordBreak: 'break-all', textAlign: 'center' },
  facts: { color: tokens.colorNeutralForeground2, textAlign: 'center' },
});

/** Green under 70 %, amber to 90 %, red above. */
function usedColor(percent: number): string {
  const token = percent >= 90 ? DataVizPalette.error : percent >= 70 ? DataVizPalette.warning : DataVizPalette.success;
  return getColorFromToken(token);
}

function DiskCard({ disk }: { disk: DiskInfo }) {
  const styles = useStyles();
  const used = Math.min(100, Math.max(0, disk.restPPT));
  return (
    <Card className={styles.card} role="group" aria-label={disk.name}>
      <Subtitle2 className={styles.name}>{disk.name}</Subtitle2>
      <GaugeChart
        width={220}
        height={140}
        chartValue={used}
        minValue={0}
        maxValue={100}
        chartValueFormat={() => `${used}%`}
        sublabel="已用"
        hideLegend
        segments={[
          { legend: '已用', size: used, color: usedColor(used) },
          { legend: '未用', size: 100 - used, color: getColorFromToken(DataVizPalette.disabled) },
        ]}
      />
      <Text className={styles.facts}>
        总容量 {formatBytes(disk.max)} · 可用 {formatBytes(disk.rest)} · 已用 {used}%
      </Text>
    </Card>
  );
}

/** 磁盘监控 (/monitor/disk): one gauge per file system the server writes to. */
export default function DiskPage({ title }: ScreenProps) {
  const styles = useStyles();
  const query = useQuery({ queryKey: monitorKeys.part('disks'), queryFn: fetchDisks, meta: { quiet: true } });
  return (
    <MonitorPage
      title={title}
      note="服务器写入的磁盘：文件存储（上传文件所在目录）、程序目录与临时目录；位于同一磁盘的只列一次。"
      updatedAt={query.dataUpdatedAt || undefined}
      onRefresh={() => void query.refetch()}
      refreshing={query.isFetching}
    >
      {query.isError && !query.data ? (
        <LoadFailed message={query.error.message} onRetry={() => void query.refetch()} />
      ) : query.data ? (
        query.data.length === 0 ? (
          <Text>没有可以读取的磁盘信息。</Text>
        ) : (
          <div className={styles.grid}>
            {query.data.map((disk) => (
              <DiskCard key={disk.name} disk={disk} />
            ))}
          </div>
        )
      ) : (
        <Spinner label="加载中…" />
      )}
    </MonitorPage>
  );
}
