import { lazy, Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, makeStyles, MessageBar, Spinner, Subtitle2, Text, Title3, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, PrintRegular } from '@fluentui/react-icons';
import { LoadFailed } from '@/components/widgets/load-failed';
import { notify } from '@/lib/notifier';
import {
  downloadReport,
  fetchReportData,
  figure,
  percent,
  reportKeys,
  type Figures,
  type ReportData,
  type Summary,
} from '../api/report-api';

const Charts = lazy(() => import('./report-charts'));

/** Only the report prints, on A4; rows and charts are not split across pages. */
const PRINT_CSS = `
@page { size: A4; margin: 15mm; }
@media print {
  body * { visibility: hidden; }
  .report-print-root, .report-print-root * { visibility: visible; }
  .report-print-root { position: absolute; left: 0; top: 0; width: 100%; padding: 0 !important; }
  .report-no-print { display: none !important; }
  .report-print-root .report-scroll { overflow: visible !important; }
  .report-print-root table { font-size: 10pt; }
  .report-print-root thead { display: table-header-group; }
  .report-print-root tr, .report-print-root .report-chart { break-inside: avoid; page-break-inside: avoid; }
  .report-print-root .report-charts { display: block !important; }
  .report-print-root svg { max-width: 100%; height: auto; }
}`;

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
    maxWidth: '1100px',
    minWidth: 0,
    '@media (max-width: 480px)': { padding: tokens.spacingHorizontalS },
  },
  head: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-start' },
  title: { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    gap: '4px 12px',
    margin: 0,
    '& dt': { color: tokens.colorNeutralForeground3 },
    '& dd': { margin: 0, overflowWrap: 'anywhere' },
  },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  table: {
    borderCollapse: 'collapse',
    width: '100%',
    '& th, & td': {
      border: `1px solid ${tokens.colorNeutralStroke2}`,
      padding: '4px 8px',
      textAlign: 'right',
      whiteSpace: 'nowrap',
    },
    // Names wrap but keep a readable width; a wide table scrolls inside its box on a phone.
    '& th:first-child, & td:first-child': { textAlign: 'left', whiteSpace: 'normal', minWidth: '7em' },
    '& thead th': { backgroundColor: tokens.colorNeutralBackground3 },
  },
  charts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
    gap: tokens.spacingHorizontalL,
    minWidth: 0,
  },
});

type Cell = ReactNode;

function Table({ label, head, rows }: { label: string; head: string[]; rows: Cell[][] }) {
  const styles = useStyles();
  return (
    <div className={`${styles.scroll} report-scroll`}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              {r.map((c, j) =>
                j === 0 ? (
                  <th key={j} scope="row">
                    {c}
                  </th>
                ) : (
                  <td key={j}>{c}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={styles.section} aria-label={title}>
      <Subtitle2 as="h2">{title}</Subtitle2>
      {children}
    </section>
  );
}

const summaryRows = (i: Summary, n: Summary): Cell[][] => [
  ['满分', i.fullScore, n.fullScore],
  ['参考人数', i.sat, n.sat],
  ['缺考人数', i.absent, n.absent],
  ['平均分', figure(i.mean), figure(n.mean)],
  ['中位数', figure(i.median), figure(n.median)],
  ['标准差', figure(i.stdDev), figure(n.stdDev)],
  ['最高分', figure(i.max), figure(n.max)],
  ['最低分', figure(i.min), figure(n.min)],
  ['及格率', percent(i.passRate), percent(n.passRate)],
  ['优秀率', percent(i.excellentRate), percent(n.excellentRate)],
];

const share = (count: number, sat: number) => (sat > 0 ? percent(count / sat) : '–');

const figureRow = (r: Figures & { name: string }): Cell[] => [
  r.name,
  r.sat,
  r.absent,
  figure(r.mean),
  figure(r.max),
  figure(r.min),
  percent(r.passRate),
  percent(r.excellentRate),
];

/** The report's content: header, figures beside the national ones, charts, per college and per topic. */
export function ReportView({ data, onDownload }: { data: ReportData; onDownload: () => void }) {
  const styles = useStyles();
  const { institution: i, national: n } = data.summary;
  return (
    <article className={`${styles.page} report-print-root`} aria-label={data.title}>
      <style>{PRINT_CSS}</style>
      <div className={styles.head}>
        <div className={styles.title}>
          <Title3 as="h1">{data.title}</Title3>
        </div>
        <div className={`${styles.buttons} report-no-print`}>
          <Button icon={<PrintRegular />} appearance="primary" onClick={() => window.print()}>
            打印
          </Button>
          <Button icon={<ArrowDownloadRegular />} onClick={onDownload}>
            下载
          </Button>
        </div>
      </div>
      <dl className={styles.facts}>
        <dt>院校</dt>
        <dd>{data.organization.name}</dd>
        <dt>考试</dt>
        <dd>{`${data.test.testName}（${data.test.testCode}）`}</dd>
        <dt>年份</dt>
        <dd>{data.test.year}</dd>
        <dt>日期</dt>
        <dd>{data.generatedAt.slice(0, 10)}</dd>
      </dl>
      <Section title="成绩概况（本校与全国）">
        <Table label="成绩概况" head={['指标', '本校', '全国']} rows={summaryRows(i, n)} />
      </Section>
      <Section title="等级与分数段分布">
        <Table
          label="等级分布"
          head={['等级', '本校人数', '本校占比', '全国人数', '全国占比']}
          rows={i.levels.map((l, k) => [
            l.level_dictText,
            l.count,
            share(l.count, i.sat),
            n.levels[k]?.count ?? 0,
            share(n.levels[k]?.count ?? 0, n.sat),
          ])}
        />
        <div className={`${styles.charts} report-charts`}>
          <Suspense fallback={<Spinner size="tiny" label="图表加载中…" />}>
            <Charts institution={i} national={n} />
          </Suspense>
        </div>
      </Section>
      <Section title="学院对比">
        {data.colleges.length === 0 ? (
          <Text>没有学院的成绩</Text>
        ) : (
          <Table
            label="学院对比"
            head={['学院', '参考人数', '缺考', '平均分', '最高分', '最低分', '及格率', '优秀率']}
            rows={data.colleges.map(figureRow)}
          />
        )}
      </Section>
      <Section title="题目分析（本校与全国）">
        <Table
          label="题目分析"
          head={[
            '题号',
            '题型',
            '知识点',
            '满分',
            '本校平均分',
            '本校得分率',
            '全国得分率',
            '本校区分度',
            '全国区分度',
          ]}
          rows={data.topics.map((t) => [
            t.topicNo,
            t.topicType,
            t.knowledgePoint ?? '',
            t.fullScore,
            figure(t.institution.mean),
            percent(t.institution.scoreRate),
            percent(t.national.scoreRate),
            figure(t.institution.discrimination),
            figure(t.national.discrimination),
          ])}
        />
        <Text size={200}>得分率即难度（越高越容易）；区分度为前后 27% 考生的得分率之差。</Text>
      </Section>
    </article>
  );
}

/** 报告查看 (/document/reportView and /cpctest/customer/reportView, `?id=`): the printable report. */
export default function ReportViewPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const query = useQuery({
    queryKey: reportKeys.list({ view: id }),
    queryFn: async () => (await fetchReportData(id)) ?? null,
    enabled: Boolean(id),
  });
  if (!id) return <MessageBar intent="error">缺少报告编号</MessageBar>;
  if (query.isPending) return <Spinner label="报告加载中…" />;
  if (query.isError || !query.data)
    return <LoadFailed message={query.error?.message ?? '报告加载失败'} onRetry={() => void query.refetch()} />;
  const download = () =>
    void downloadReport({ id }).catch((error: unknown) =>
      notify({ intent: 'warning', message: (error as Error).message || '下载失败' }),
    );
  return <ReportView data={query.data} onDownload={download} />;
}
