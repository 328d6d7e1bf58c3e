import { Card, CardHeader, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { LineChartPanel } from '@/components/widgets/charts';
import { Link } from 'react-router';
import { greetingFor } from '@/domain/greeting';
import { formatPercent } from '@/domain/rounding';
import { TEST_STATUS } from '@/domain/entities/test';
import { usePermissionSet } from '@/access/permission-context';
import { useSession } from '@/session/session-store';
import { analysisQuery, visitsQuery, weekQuery, type Analysis } from './api/dashboard-api';
import { BarPanel, barColor, Change, Figure, FigureGrid, FigureGroup } from './components/analysis-parts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, minWidth: 0 },
  charts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: '12px' },
  link: { color: tokens.colorBrandForegroundLink, textDecoration: 'none' },
});

/** The menu paths the user holds, so a figure links only to a list he may open. */
function useMenuPaths(): Set<string> {
  const menu = usePermissionSet()?.menu ?? [];
  const paths = new Set<string>();
  const walk = (items: typeof menu) =>
    items.forEach((m) => {
      paths.add(m.path);
      walk(m.children ?? []);
    });
  walk(menu);
  return paths;
}

const day = (at: string | null) => (at ? at.slice(0, 16) : '暂无');
const statusOf = (a: Analysis, status: string) => a.tests.find((t) => t.status === status);

function Work({ a, paths }: { a: Analysis; paths: Set<string> }) {
  const link = (path: string) => (paths.has(path) ? path : undefined);
  const tests = link('/test/manager');
  const signUp = statusOf(a, TEST_STATUS.signUp);
  const waiting = statusOf(a, TEST_STATUS.waiting);
  return (
    <FigureGrid>
      <Figure label="院校" value={a.institutions} to={link('/organisation/list')} />
      <Figure label="学生" value={a.students} to={link('/student/list')} />
      <Figure label="报名中" value={signUp?.count ?? 0} note={`最近报名截止：${day(a.nextSignUpEnd)}`} to={tests} />
      <Figure
        label={waiting?.status_dictText ?? '待考试'}
        value={waiting?.count ?? 0}
        note={`下一场开考：${day(a.nextStart)}`}
        to={tests}
      />
      {[TEST_STATUS.testing, TEST_STATUS.marking, TEST_STATUS.published].map((status) => {
        const t = statusOf(a, status);
        return <Figure key={status} label={t?.status_dictText ?? status} value={t?.count ?? 0} to={tests} />;
      })}
      <Figure label="本年导入成绩" value={a.gradesThisYear} to={link('/grade/list')} />
    </FigureGrid>
  );
}

function Results({ a, paths }: { a: Analysis; paths: Set<string> }) {
  const r = a.results;
  if (!r) return <Text>还没有发布成绩的考试。</Text>;
  const { latest, previous } = r;
  const to = paths.has('/grade/statistics') ? `/grade/statistics?testId=${latest.testId}` : undefined;
  const before = previous ? `上一场同科目（${previous.testName}）：` : '没有上一场同科目考试';
  return (
    <FigureGrid>
      <Figure label="最近发布" value={latest.testName} words to={to} note={`参考 ${latest.sat} 人`} />
      <Figure
        label="平均分"
        value={latest.mean ?? '–'}
        note={
          <>
            {before}
            {previous && (previous.mean ?? '–')} <Change now={latest.mean} previous={previous?.mean} />
          </>
        }
      />
      <Figure
        label="及格率"
        value={formatPercent(latest.passRate)}
        note={
          <>
            {before}
            {previous && formatPercent(previous.passRate)}{' '}
            <Change now={latest.passRate} previous={previous?.passRate} percent />
          </>
        }
      />
    </FigureGrid>
  );
}

function Charts({ a }: { a: Analysis }) {
  const styles = useStyles();
  const latest = a.results?.latest;
  const bars = <T,>(rows: readonly T[], key: (r: T) => string, label: (r: T) => string, value: (r: T) => number) =>
    rows.map((r) => ({ key: key(r), label: label(r), value: value(r), text: String(value(r)), color: barColor }));
  return (
    <div className={styles.charts}>
      <BarPanel
        title="近12个月考试场次"
        unit="场次"
        bars={bars(
          a.testsPerMonth,
          (m) => m.month,
          (m) => m.month,
          (m) => m.count,
        )}
      />
      <BarPanel
        title="学生最多的省份"
        unit="学生"
        bars={bars(
          a.studentsByProvince,
          (p) => p.name,
          (p) => p.name,
          (p) => p.count,
        )}
      />
      {latest && (
        <BarPanel
          title={`${latest.testName} 分数段`}
          unit="人数"
          bars={bars(
            latest.histogram,
            (h) => String(h.from),
            (h) => `${h.from}–${h.to}`,
            (h) => h.count,
          )}
        />
      )}
      {latest && (
        <BarPanel
          title={`${latest.testName} 等级`}
          unit="人数"
          bars={bars(
            latest.levels,
            (l) => l.level,
            (l) => l.level_dictText,
            (l) => l.count,
          )}
        />
      )}
    </div>
  );
}

/** 首页 / 分析页: how the testing work stands (figures scoped like the lists), visits, and the entry points. */
export default function AnalysisPage() {
  const styles = useStyles();
  const { userInfo } = useSession();
  const permissions = usePermissionSet();
  const paths = useMenuPaths();
  const analysis = useQuery(analysisQuery);
  const visits = useQuery(visitsQuery);
  const week = useQuery(weekQuery);
  const areas = (permissions?.menu ?? []).filter((m) => !m.hidden && m.children?.some((c) => !c.hidden));
  return (
    <div className={styles.root}>
      <Title2 as="h1">
        {greetingFor(new Date().getHours())}，{userInfo?.realname ?? ''}，欢迎使用考试管理系统
      </Title2>
      <FigureGroup title="考试工作" query={analysis}>
        {(a) => <Work a={a} paths={paths} />}
      </FigureGroup>
      <FigureGroup title="最近发布的成绩" query={analysis}>
        {(a) => <Results a={a} paths={paths} />}
      </FigureGroup>
      <FigureGroup title="访问" query={visits}>
        {(v) => (
          <FigureGrid>
            <Figure label="今日访问" value={v.todayVisitCount} />
            <Figure label="今日IP" value={v.todayIp} />
            <Figure label="总访问量" value={v.totalVisitCount} />
          </FigureGrid>
        )}
      </FigureGroup>
      <FigureGroup title="近7日访问" query={week}>
        {(days) => (
          <LineChartPanel
            title="访问次数与IP数"
            xLabel="日期"
            rows={days}
            x={(d) => new Date(`${d.tian}T00:00:00`)}
            xText={(d) => d.type}
            series={[
              { legend: '访问次数', value: (d) => d.visit, text: String },
              { legend: 'IP数', value: (d) => d.ip, text: String },
            ]}
          />
        )}
      </FigureGroup>
      <FigureGroup title="统计图" query={analysis}>
        {(a) => <Charts a={a} />}
      </FigureGroup>
      <section aria-label="业务入口">
        <div className={styles.grid}>
          {areas.map((area) => (
            <Card key={area.id}>
              <CardHeader header={<Text weight="semibold">{area.meta.title}</Text>} />
              {area.children
                ?.filter((c) => !c.hidden)
                .slice(0, 4)
                .map((c) => (
                  <Link key={c.id} to={c.path} className={styles.link}>
                    {c.meta.title}
                  </Link>
                ))}
            </Card>
          ))}
        </div>
      </section>
    </div>
  );
}
