import { Card, CardHeader, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'react-router';
import { greetingFor } from '@/domain/greeting';
import { usePermissionSet } from '@/access/permission-context';
import { useSession } from '@/session/session-store';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '16px' },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: '12px' },
  link: { color: tokens.colorBrandForegroundLink, textDecoration: 'none' },
});

/** 首页 (dashboard analysis): greeting and the user's top-level areas as entry points. */
export default function AnalysisPage() {
  const styles = useStyles();
  const { userInfo } = useSession();
  const permissions = usePermissionSet();
  const areas = (permissions?.menu ?? []).filter((m) => !m.hidden && m.children?.some((c) => !c.hidden));
  return (
    <div className={styles.root}>
      <Title2 as="h1">
        {greetingFor(new Date().getHours())}，{userInfo?.realname ?? ''}，欢迎使用考试管理系统
      </Title2>
      <Text>从下面的业务区域开始，或使用菜单。</Text>
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
    </div>
  );
}
