import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { makeStyles, Radio, RadioGroup, Select, Text, tokens } from '@fluentui/react-components';
import { RefusedError } from '@/lib/api-client';
import { notify } from '@/lib/notifier';
import { AppLink } from '@/components/widgets/app-link';
import { LoadFailed, Loading } from '@/components/widgets/load-failed';
import {
  exportTable,
  fetchCompare,
  fetchSummary,
  fetchTests,
  fetchTopics,
  figure,
  GROUP_LABELS,
  percent,
  statsKeys,
  type CompareRow,
  type GroupBy,
  type StatsFilter,
  type Summary,
  type TopicRow,
} from '../api/statistics-api';
import { ChartPanel } from '@/components/widgets/charts';
import { CompareChart, HistogramChart, LevelChart } from './charts';
import { StatisticsFilters } from './statistics-filters';
import { StatTable, type StatColumn } from '@/components/widgets/stat-table';
import { SummaryCards } from './summary-cards';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
    minWidth: 0,
    '@media (max-width: 480px)': { padding: tokens.spacingHorizontalS },
  },
  charts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  compareControls: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minWidth: 0,
    maxWidth: '100%',
  },
  within: { minWidth: 0, maxWidth: '100%' },
});

const DOWNLOAD_FAILED = '文件下载失败';

export const topicDetailPath = (testId: string, topicId: string) =>
  `/grade/topicDetail?testId=${encodeURIComponent(testId)}&topicId=${encodeURIComponent(topicId)}`;

const compareColumns = (label: string, withOrg: boolean): StatColumn<CompareRow>[] => [
  // Colleges and programmes are named alike from one institution to the next: each row says whose it is.
  ...(withOrg
    ? [{ key: 'organizationName', label: GROUP_LABELS.organization, render: (r: CompareRow) => r.organizationName }]
    : []),
  { key: 'name', label, render: (r) => r.name },
  { key: 'sat', label: '参考人数', render: (r) => r.sat },
  { key: 'absent', label: '缺考', render: (r) => r.absent },
  { key: 'mean', label: '平均分', render: (r) => figure(r.mean) },
  { key: 'max', label: '最高分', render: (r) => figure(r.max) },
  { key: 'min', label: '最低分', render: (r) => figure(r.min) },
  { key: 'passRate', label: '及格率', render: (r) => percent(r.passRate) },
  { key: 'excellentRate', label: '优秀率', render: (r) => percent(r.excellentRate) },
];

const topicColumns = (testId: string, portal: boolean, national: boolean): StatColumn<TopicRow>[] => [
  { key: 'topicNo', label: '题号', render: (r) => r.topicNo },
  { key: 'topicType', label: '题型', render: (r) => r.topicType_dictText },
  { key: 'knowledgePoint', label: '知识点', render: (r) => r.knowledgePoint ?? '' },
  { key: 'fullScore', label: '满分', render: (r) => r.fullScore },
  { key: 'mean', label: '平均分', render: (r) => figure(r.mean) },
  ...(national
    ? [{ key: 'nationalMean', label: '全国平均分', render: (r: TopicRow) => figure(r.national?.mean) }]
    : []),
  { key: 'scoreRate', label: '得分率', render: (r) => percent(r.scoreRate) },
  ...(national
    ? [{ key: 'nationalRate', label: '全国得分率', render: (r: TopicRow) => percent(r.national?.scoreRate) }]
    : []),
  { key: 'difficulty', label: '难度', render: (r) => figure(r.difficulty) },
  { key: 'discrimination', label: '区分度', render: (r) => figure(r.discrimination) },
  // 题目详情 is a staff screen: the portal's table has no link to it.
  ...(portal
    ? []
    : [
        {
          key: 'detail',
          label: '操作',
          render: (r: TopicRow) => <AppLink to={topicDetailPath(testId, r.topicId)}>{`第${r.topicNo}题详情`}</AppLink>,
        },
      ]),
];

/** The groupings a contact may compare by: his institution is one row, so by college and programme only. */
const PORTAL_GROUPS: GroupBy[] = ['college', 'programme'];

function LevelTable({ summary }: { summary: Summary }) {
  return (
    <StatTable
      wide
      label="等级分布表"
      rows={summary.levels}
      rowKey={(l) => l.level}
      columns={[
        { key: 'level', label: '等级', render: (l) => l.level_dictText },
        { key: 'count', label: '人数', render: (l) => l.count },
        { key: 'share', label: '占比', render: (l) => percent(summary.sat > 0 ? l.count / summary.sat : null) },
      ]}
    />
  );
}

function HistogramTable({ summary }: { summary: Summary }) {
  return (
    <StatTable
      wide
      label="分数段分布表"
      rows={summary.histogram}
      rowKey={(h) => String(h.from)}
      columns={[
        {
          key: 'range',
          label: '分数段',
          render: (h) => (h.to === summary.fullScore ? `${h.from}–${h.to}` : `${h.from}–<${h.to}`),
        },
        { key: 'count', label: '人数', render: (h) => h.count },
      ]}
    />
  );
}

/**
 * 成绩统计 (cpc/TestGradeStatistics, /grade/statistics; `?testId=` preselects the test): 考试 and 院校 → 学院 → 专业
 * filters, the summary cards (the whole test's figure beside each when a filter narrows), the level, score-band and
 * comparison charts each with its 表格 view, and the topic table linking to 题目详情.
 */
export default function StatisticsPage() {
  return <StatisticsView />;
}

/**
 * The statistics screen; `portal` (the customer portal's 成绩统计): the server holds the contact to his institution
 * and puts the national figures beside every card, so only 考试 is chosen, the comparison is by 学院 or 专业, and the
 * topic table has no link to the staff's 题目详情.
 */
export function StatisticsView({ portal = false }: { portal?: boolean }) {
  const styles = useStyles();
  const [params] = useSearchParams();
  const [chosen, setFilter] = useState<StatsFilter>({ testId: params.get('testId') ?? '' });
  const [groupBy, setGroupBy] = useState<GroupBy>(portal ? 'college' : 'organization');
  // The institution a college or programme comparison stays within: '' all of them, undefined the first.
  const [within, setWithin] = useState<string>();
  const tests = useQuery({ queryKey: statsKeys.part('tests'), queryFn: fetchTests });
  const filter = chosen.testId || !tests.data?.[0] ? chosen : { ...chosen, testId: tests.data[0].id };
  const enabled = filter.testId !== '';
  // The screen says why a test cannot be shown (成绩尚未发布, 未找到对应数据) in place of its figures.
  const common = { enabled, placeholderData: keepPreviousData, meta: { quiet: true } };
  const summary = useQuery({
    ...common,
    queryKey: statsKeys.part('summary', filter),
    queryFn: () => fetchSummary(filter),
  });
  // Colleges and programmes are compared within one institution unless the user asks for all of them.
  const chooseWithin = !portal && !filter.organizationId;
  const institutions = useQuery({
    ...common,
    enabled: enabled && chooseWithin,
    queryKey: statsKeys.part('compare', filter, 'organization'),
    queryFn: () => fetchCompare(filter, 'organization'),
    select: (rows) => [...rows].sort((a, b) => a.name.localeCompare(b.name, 'zh')),
  });
  const places = institutions.data ?? [];
  const withinId = within === '' ? '' : (places.find((o) => o.id === within) ?? places[0])?.id;
  const narrowCompare = chooseWithin && groupBy !== 'organization' && places.length > 1;
  const compareFilter = narrowCompare && withinId ? { ...filter, organizationId: withinId } : filter;
  const compare = useQuery({
    ...common,
    enabled: enabled && (!chooseWithin || groupBy === 'organization' || institutions.isSuccess),
    queryKey: statsKeys.part('compare', compareFilter, groupBy),
    queryFn: () => fetchCompare(compareFilter, groupBy),
  });
  const topics = useQuery({
    ...common,
    queryKey: statsKeys.part('topics', filter),
    queryFn: () => fetchTopics(filter),
  });
  const testName = tests.data?.find((t) => t.id === filter.testId)?.testName ?? '成绩统计';
  const download = (kind: 'compare' | 'topics', name: string) =>
    void exportTable(kind === 'compare' ? compareFilter : filter, kind, groupBy, `${testName}_${name}`).then(
      (done) => done || notify({ intent: 'warning', message: DOWNLOAD_FAILED }),
    );

  if (tests.isSuccess && tests.data.length === 0) return <Text className={styles.page}>暂无有成绩的考试</Text>;
  const s = summary.data;
  const label = GROUP_LABELS[groupBy];
  const refusal = summary.isError
    ? summary.error instanceof RefusedError
      ? summary.error.message
      : '统计加载失败'
    : undefined;
  const nationalTopics = (topics.data ?? []).some((t) => t.national);
  return (
    <div className={styles.page}>
      <StatisticsFilters tests={tests.data ?? []} filter={filter} onChange={setFilter} portal={portal} />
      {refusal && <Text role="alert">{refusal}</Text>}
      {!s && !refusal && summary.isError && (
        <LoadFailed message="统计加载失败" onRetry={() => void summary.refetch()} />
      )}
      {!s && !refusal && !summary.isError && <Loading />}
      {s && !refusal && (
        <>
          <SummaryCards summary={s} />
          <div className={styles.charts}>
            <ChartPanel
              title="等级分布"
              chart={() => <LevelChart summary={s} />}
              table={() => <LevelTable summary={s} />}
            />
            <ChartPanel
              title="分数段分布"
              chart={() => <HistogramChart summary={s} />}
              table={() => <HistogramTable summary={s} />}
            />
          </div>
          <ChartPanel
            title={`${label}对比`}
            extra={
              <div className={styles.compareControls}>
                <RadioGroup
                  layout="horizontal"
                  aria-label="对比方式"
                  value={groupBy}
                  onChange={(_, d) => setGroupBy(d.value as GroupBy)}
                >
                  {Object.entries(GROUP_LABELS)
                    .filter(([value]) => !portal || PORTAL_GROUPS.includes(value as GroupBy))
                    .map(([value, text]) => (
                      <Radio key={value} value={value} label={`按${text}`} />
                    ))}
                </RadioGroup>
                {narrowCompare && (
                  <Select
                    aria-label="对比范围"
                    className={styles.within}
                    value={withinId ?? ''}
                    onChange={(_, d) => setWithin(d.value)}
                  >
                    {places.map((o) => (
                      <option key={o.id} value={o.id}>
                        {o.name}
                      </option>
                    ))}
                    <option value="">全部院校</option>
                  </Select>
                )}
              </div>
            }
            chart={() => <CompareChart rows={compare.data ?? []} label={label} fullScore={s.fullScore} />}
            table={() => (
              <StatTable
                wide
                label={`${label}对比表`}
                rows={compare.data ?? []}
                rowKey={(r) => `${r.organizationId}/${r.id}`}
                columns={compareColumns(label, groupBy !== 'organization')}
              />
            )}
            onExport={() => download('compare', `${label}对比`)}
          />
        </>
      )}
      {topics.data && !refusal && (
        <ChartPanel
          title="题目分析"
          table={() => (
            <StatTable
              wide
              label="题目分析表"
              rows={topics.data}
              rowKey={(r) => r.topicId}
              columns={topicColumns(filter.testId, portal, nationalTopics)}
            />
          )}
          onExport={() => download('topics', '题目分析')}
        />
      )}
    </div>
  );
}
