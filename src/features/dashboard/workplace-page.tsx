import { useId, useState } from 'react';
import {
  Button,
  Card,
  CardHeader,
  Field,
  Text,
  Textarea,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { useWrite } from '@/components/crud';
import { Loading } from '@/components/widgets/load-failed';
import { greetingFor } from '@/domain/greeting';
import type { MenuItem } from '@/domain/permission-types';
import { usePermissionSet } from '@/access/permission-context';
import { useSession } from '@/session/session-store';
import {
  dashboardKeys,
  fetchWorkplace,
  fetchWorkplaceSettings,
  MAX_SHORTCUTS,
  type Workplace,
} from './api/dashboard-api';
import { useSaveWorkplace } from './api/use-save-workplace';
import { FigureGroup } from './components/analysis-parts';
import { ShortcutsDialog, type MenuPage } from './components/shortcuts-dialog';

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, minWidth: 0 },
  header: {
    display: 'flex',
    flexDirection: 'column',
    gap: '4px',
    padding: '16px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
  },
  sub: { color: tokens.colorNeutralForeground3 },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: '6px' },
  shortcuts: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: '8px' },
  link: { color: tokens.colorBrandForegroundLink, textDecoration: 'none' },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
});

/** The pages of the user's menu (leaves with a route), in menu order, with their area's title. */
function menuPages(menu: readonly MenuItem[], area = ''): MenuPage[] {
  return menu.flatMap((m) => {
    if (m.hidden) return [];
    if (m.children?.length) return menuPages(m.children, m.meta.title);
    return m.route === '1' && m.path.startsWith('/') ? [{ id: m.id, title: m.meta.title, path: m.path, area }] : [];
  });
}

function Todos({ w, paths, onReadAll }: { w: Workplace; paths: Set<string>; onReadAll: () => void }) {
  const styles = useStyles();
  const link = (path: string, text: string) =>
    paths.has(path.split('?')[0]!) ? (
      <Link to={path} className={styles.link}>
        {text}
      </Link>
    ) : (
      <span>{text}</span>
    );
  const items = [
    ...w.signUpClosing.map((t) => (
      <li key={`s${t.id}`}>
        {link('/test/manager', t.testName)} 报名将于 {t.signUpEnd.slice(0, 16)} 截止
      </li>
    )),
    ...w.markingWithoutGrades.map((t) => (
      <li key={`m${t.id}`}>
        {t.testName} 阅卷中，尚未导入成绩：{link(`/grade/import?testId=${t.id}`, '成绩导入')}
      </li>
    )),
    ...(w.failedJobs ?? []).map((j) => (
      <li key={`j${j.id}`}>
        定时任务「{j.description || j.jobClassName}」{j.startTime.slice(0, 16)} 执行失败
        {j.message ? `：${j.message}` : ''} {link('/isystem/quartzJob', '定时任务')}
      </li>
    )),
  ];
  return (
    <>
      {items.length > 0 ? <ul className={styles.list}>{items}</ul> : <Text>今天没有待办事项。</Text>}
      {w.unreadNotices.total > 0 && (
        <div className={styles.row}>
          <Text>
            {w.unreadNotices.total} 条未读通知：{w.unreadNotices.records.map((n) => n.titile).join('、')}
          </Text>
          <Button size="small" onClick={onReadAll}>
            全部已读
          </Button>
        </div>
      )}
    </>
  );
}

/** The memo as last saved; a newer saved memo (another device) starts it afresh (`key`). */
function Memo({ saved }: { saved: string }) {
  const [memo, setMemo] = useState(saved);
  const { save, busy } = useSaveWorkplace();
  return (
    <>
      <Field label="快捷备忘" hint="保存后换设备、关闭页签也在；离线时先存在本机，联网后送到服务器。">
        <Textarea value={memo} onChange={(_, d) => setMemo(d.value)} rows={5} resize="vertical" maxLength={2000} />
      </Field>
      <div>
        <Button
          appearance="primary"
          disabled={busy || memo === saved}
          onClick={() => void save({ memo }, '保存 快捷备忘', '备忘已保存')}
        >
          保存
        </Button>
      </div>
    </>
  );
}

/** 工作台: the greeting with the date, the user's to-dos, last operations, shortcuts and memo (kept on the server). */
export default function WorkplacePage() {
  const styles = useStyles();
  const { userInfo } = useSession();
  const greetingId = useId();
  const pages = menuPages(usePermissionSet()?.menu ?? []);
  const paths = new Set(pages.map((p) => p.path));
  const workplace = useQuery({
    queryKey: dashboardKeys.part('workplace'),
    queryFn: fetchWorkplace,
    staleTime: 0,
    meta: { quiet: true },
  });
  const settings = useQuery({
    queryKey: dashboardKeys.part('workplace-settings'),
    queryFn: fetchWorkplaceSettings,
    staleTime: 0,
    meta: { quiet: true },
  });
  const { save } = useSaveWorkplace();
  const { write } = useWrite();
  const [picking, setPicking] = useState(false);
  const name = userInfo?.realname || userInfo?.username || '';
  const now = dayjs();
  const chosen = settings.data?.shortcuts.length
    ? pages.filter((p) => settings.data!.shortcuts.includes(p.id))
    : pages.slice(0, MAX_SHORTCUTS);

  const readAll = async () => {
    const done = await write(
      {
        method: 'PUT',
        url: '/sys/sysAnnouncementSend/readAll',
        meta: { scope: 'notice', kind: 'action', label: '全部已读' },
      },
      '全部已读',
    );
    if (done) await workplace.refetch();
  };

  return (
    <div className={styles.root}>
      <section className={styles.header} aria-labelledby={greetingId}>
        <Title2 as="h1" id={greetingId}>
          {greetingFor(now.hour())}，{name}，祝你开心每一天！
        </Title2>
        <Text className={styles.sub}>
          今天是 {now.format('YYYY年M月D日')} 星期{WEEKDAYS[now.day()]} · 工作台
        </Text>
      </section>
      <div className={styles.columns}>
        <FigureGroup title="待办" query={workplace}>
          {(w) => <Todos w={w} paths={paths} onReadAll={() => void readAll()} />}
        </FigureGroup>
        <FigureGroup title="最近操作" query={workplace}>
          {(w) =>
            w.recent.length > 0 ? (
              <ul className={styles.list}>
                {w.recent.map((r) => (
                  <li key={r.id}>
                    {r.createTime.slice(0, 16)} {r.logContent}
                  </li>
                ))}
              </ul>
            ) : (
              <Text>还没有操作记录。</Text>
            )
          }
        </FigureGroup>
      </div>
      <Card>
        <CardHeader
          header={<Text weight="semibold">快捷入口</Text>}
          action={
            <Button size="small" onClick={() => setPicking(true)}>
              选择入口
            </Button>
          }
        />
        <nav className={styles.shortcuts} aria-label="快捷入口">
          {chosen.map((p) => (
            <Link key={p.id} to={p.path} className={styles.link}>
              {p.title}
            </Link>
          ))}
        </nav>
      </Card>
      <Card>{settings.data ? <Memo key={settings.data.memo} saved={settings.data.memo} /> : <Loading />}</Card>
      {picking && (
        <ShortcutsDialog
          pages={pages}
          chosen={chosen.map((p) => p.id)}
          onClose={() => setPicking(false)}
          onSave={(ids) =>
            void save({ shortcuts: ids }, '设置 快捷入口', '快捷入口已保存').then((done) => {
              if (done) {
                setPicking(false);
                void settings.refetch();
              }
            })
          }
        />
      )}
    </div>
  );
}
