import { formatPercent } from '@/domain/rounding';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ScreenProps } from '@/features/screen-descriptor';
import { overviewQuery, type Figures, type PortalOverview } from '../api/overview-api';

const useStyles = makeStyles({
  grid: { display: 'grid', gap: '12px', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))' },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: '8px',
    minWidth: 0,
    padding: '16px',
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
  },
  wide: { gridColumn: '1 / -1' },
  cardHead: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '8px' },
  cardTitle: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  more: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '44px',
    padding: '0 4px',
    color: tokens.colorBrandForegroundLink,
    textDecoration: 'none',
    flexShrink: 0,
  },
  greeting: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  tiles: { display: 'grid', gap: '8px', gridTemplateColumns: 'repeat(auto-fit, minmax(72px, 1fr))' },
  tile: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '64px',
    padding: '8px 4px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground3Hover },
  },
  tileValue: { fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  row: {
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
    padding: '8px 0',
    borderTop: `1px solid ${tokens.colorNeutralStroke3}`,
    minWidth: 0,
  },
  rowName: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: tokens.fontWeightMedium },
  rowLink: { color: tokens.colorNeutralForeground1, textDecoration: 'none', ':hover': { textDecoration: 'underline' } },
  figures: { display: 'grid', gridTemplateColumns: 'auto 1fr 1fr', gap: '2px 12px', fontSize: tokens.fontSizeBase200 },
  mine: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
  badge: {
    alignSelf: 'flex-start',
    padding: '0 6px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  count: { fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold },
  empty: { color: tokens.colorNeutralForeground3, padding: '8px 0' },
  error: { color: tokens.colorPaletteRedForeground1 },
  bone: {
    height: '14px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    animationName: { from: { opacity: 1 }, to: { opacity: 0.5 } },
    animationDuration: '0.9s',
    animationIterationCount: 'infinite',
    animationDirection: 'alternate',
  },
});

const PAGES = {
  colleges: '/cpctest/customer/colleges',
  institution: '/cpctest/customer/institution',
  quiz: '/cpctest/customer/quiz',
  statistics: '/cpctest/customer/gradeStatistics',
  files: '/cpctest/customer/files',
  notices: '/isps/userAnnouncement',
};

const percent = (v: number | null) => formatPercent(v, '—');
const score = (v: number | null) => (v === null ? '—' : String(v));
const minutes = (time: string | null | undefined) => (time ? time.slice(0, 16) : '');

function Card({
  title,
  more,
  wide,
  children,
}: {
  title: string;
  more?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <section className={mergeClasses(styles.card, wide && styles.wide)} aria-label={title}>
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>{title}</h2>
        {more}
      </div>
      {children}
    </section>
  );
}

function MoreLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={useStyles().more}>
      {label}
    </Link>
  );
}

function Skeleton() {
  const styles = useStyles();
  const bones = (n: number) =>
    Array.from({ length: n }, (_, i) => <div key={i} className={styles.bone} style={{ width: `${90 - i * 15}%` }} />);
  return (
    <div className={styles.grid} aria-busy="true" aria-label="加载中">
      {[3, 2, 3, 3, 2, 3].map((n, i) => (
        <div key={i} className={mergeClasses(styles.card, i === 0 && styles.wide)}>
          {bones(n)}
        </div>
      ))}
    </div>
  );
}

function Greeting({ data }: { data: PortalOverview }) {
  const styles = useStyles();
  const { institution, contact, counts } = data;
  const tiles: [string, number, string][] = [
    ['学院', counts.colleges, PAGES.colleges],
    ['专业', counts.programmes, PAGES.colleges],
    ['学生', counts.students, PAGES.colleges],
    ['联系人', counts.linkUsers, PAGES.institution],
  ];
  const role = [contact.linkRole_dictText, contact.collegeName].filter(Boolean).join(' · ');
  return (
    <Card title="概况" wide>
      <p className={styles.greeting} data-portal-greeting="">
        您好，{contact.realname}！欢迎来到{institution.orgName}
      </p>
      <span className={styles.muted}>
        {[institution.orgCode, institution.areaText, role].filter(Boolean).join(' ｜ ')}
      </span>
      <div className={styles.tiles}>
        {tiles.map(([label, value, to]) => (
          <Link key={label} to={to} className={styles.tile} aria-label={`${label} ${value}`}>
            <span className={styles.tileValue}>{value}</span>
            <span className={styles.muted}>{label}</span>
          </Link>
        ))}
      </div>
    </Card>
  );
}

function FigureRows({ mine, national, fullScore }: { mine: Figures; national: Figures; fullScore: number }) {
  const styles = useStyles();
  return (
    <div className={styles.figures}>
      <span />
      <span>本校</span>
      <span>全国</span>
      <span>平均分</span>
      <span className={styles.mine}>{score(mine.mean)}</span>
      <span>{score(national.mean)}</span>
      <span>及格率</span>
      <span className={styles.mine}>{percent(mine.passRate)}</span>
      <span>{percent(national.passRate)}</span>
      <span>参考人数</span>
      <span className={styles.mine}>{mine.sat}</span>
      <span>{national.sat}</span>
      <span className={styles.muted}>满分 {fullScore}</span>
    </div>
  );
}

/** 客户首页 (/cpctest/customer): the institution at a glance, from one request (GET /cutumer/portal/overview). */
export default function CustomerIndexPage(_props: ScreenProps) {
  const styles = useStyles();
  const { data, error, isPending } = useQuery(overviewQuery);
  if (isPending) return <Skeleton />;
  if (!data) return <p className={styles.error}>{error instanceof Error ? error.message : '加载失败'}</p>;
  const empty = (text: string) => <p className={styles.empty}>{text}</p>;
  return (
    <div className={styles.grid}>
      <Greeting data={data} />
      <Card title="即将开始的考试" more={<MoreLink to={PAGES.quiz} label="测验列表" />}>
        {data.upcomingTests.length === 0 ? (
          empty('暂无即将开始的考试')
        ) : (
          <ul className={styles.list}>
            {data.upcomingTests.map((t) => (
              <li key={t.id} className={styles.row}>
                <span className={styles.rowName}>{t.testName}</span>
                <span className={styles.badge}>{t.status_dictText ?? t.status}</span>
                <span className={styles.muted}>
                  开考 {minutes(t.startTime)}
                  {t.plannedCount !== null && ` ｜ 计划 ${t.plannedCount} 人`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title="最新成绩" more={<MoreLink to={PAGES.statistics} label="成绩统计" />}>
        {data.latestResults.length === 0 ? (
          empty('暂无已发布的成绩')
        ) : (
          <ul className={styles.list}>
            {data.latestResults.map((r) => (
              <li key={r.testId} className={styles.row}>
                <Link
                  to={`${PAGES.statistics}?testId=${encodeURIComponent(r.testId)}`}
                  className={mergeClasses(styles.rowName, styles.rowLink)}
                >
                  {r.testName}
                </Link>
                <FigureRows mine={r} national={r.national} fullScore={r.fullScore} />
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title="未读通知" more={<MoreLink to={PAGES.notices} label="我的消息" />}>
        <span>
          <span className={styles.count}>{data.notices.total}</span> 条未读
        </span>
        {data.notices.latest.length > 0 && (
          <ul className={styles.list}>
            {data.notices.latest.map((n) => (
              <li key={n.id} className={styles.row}>
                <Link to={PAGES.notices} className={mergeClasses(styles.rowName, styles.rowLink)}>
                  {n.titile}
                </Link>
                <span className={styles.muted}>{minutes(n.sendTime)}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title="最新文件" more={<MoreLink to={PAGES.files} label="文件列表" />}>
        {data.files.length === 0 ? (
          empty('暂无文件')
        ) : (
          <ul className={styles.list}>
            {data.files.map((f) => (
              <li key={f.id} className={styles.row}>
                <Link to={PAGES.files} className={mergeClasses(styles.rowName, styles.rowLink)}>
                  {f.fileName}
                </Link>
                <span className={styles.muted}>
                  {[f.fileCategory_dictText, f.year, minutes(f.createTime).slice(0, 10)].filter(Boolean).join(' ｜ ')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
