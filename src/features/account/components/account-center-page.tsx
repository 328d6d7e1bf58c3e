import { DetailList } from '@/components/widgets/detail-list';
import {
  Avatar,
  Badge,
  Card,
  makeStyles,
  Spinner,
  Subtitle1,
  Subtitle2,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { AppLink } from '@/components/widgets/app-link';
import { DictText } from '@/components/widgets/dict/dict-text';
import { LoadFailed } from '@/components/widgets/load-failed';
import { fileAccessUrl } from '@/components/widgets/upload';
import { accountDataQuery, accountDepartsQuery } from '../api/account-api';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(260px, 340px) minmax(0, 1fr)',
    gap: '12px',
    alignItems: 'start',
    '@media (max-width: 1087.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  card: { minWidth: 0 },
  profile: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '8px', textAlign: 'center' },
  heading: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  tags: { display: 'flex', flexWrap: 'wrap', gap: '6px', justifyContent: 'center' },
  section: { display: 'flex', flexDirection: 'column', gap: '12px' },
  list: { margin: 0, paddingLeft: '20px', display: 'flex', flexDirection: 'column', gap: '4px' },
});

/**
 * 个人中心 (account/center/Index): the signed-in user's own profile — avatar, name, account, 职务,
 * roles, the departments (the current one marked) and the contact facts — with a link to 个人设置.
 */
export default function AccountCenterPage() {
  const styles = useStyles();
  const data = useQuery(accountDataQuery());
  const departs = useQuery(accountDepartsQuery());
  if (data.isError)
    return <LoadFailed message={data.error.message || '个人信息加载失败'} onRetry={() => void data.refetch()} />;
  if (!data.data) return <Spinner label="加载中…" />;
  const me = data.data;
  const name = me.realname || me.username;

  return (
    <section className={styles.root} aria-label="个人中心">
      <Card className={styles.card}>
        <div className={styles.profile}>
          <Avatar
            size={96}
            name={name}
            image={me.avatar ? { src: fileAccessUrl(me.avatar), alt: `${name}的头像` } : undefined}
          />
          <Subtitle1 as="h2" className={styles.heading}>
            {name}
          </Subtitle1>
          <Text className={styles.muted}>{me.post_dictText || '未设置职务'}</Text>
          <div className={styles.tags} aria-label="角色">
            {(me.roles ?? []).map((r) => (
              <Badge key={r.id} appearance="tint" color="brand">
                {r.roleName}
              </Badge>
            ))}
            {(me.roles ?? []).length === 0 && <Text className={styles.muted}>暂无角色</Text>}
          </div>
          <AppLink to="/account/settings">修改个人设置</AppLink>
        </div>
      </Card>
      <Card className={styles.card}>
        <div className={styles.section}>
          <Subtitle2 as="h3" className={styles.heading}>
            基本信息
          </Subtitle2>
          <DetailList
            columns={2}
            aria-label="基本信息"
            items={[
              ['用户账号', me.username],
              ['工号', me.workNo],
              ['性别', me.sex ? <DictText dictCode="sex" value={String(me.sex)} /> : ''],
              ['生日', me.birthday ? String(me.birthday).slice(0, 10) : ''],
              ['手机号码', me.phone],
              ['邮箱', me.email],
              ['座机', me.telephone],
            ]}
          />
          <Subtitle2 as="h3" className={styles.heading}>
            所属部门
          </Subtitle2>
          {departs.isError ? (
            <LoadFailed message={departs.error.message || '部门加载失败'} onRetry={() => void departs.refetch()} />
          ) : !departs.data ? (
            <Spinner size="tiny" label="部门加载中…" />
          ) : departs.data.length === 0 ? (
            <Text className={styles.muted}>暂无部门</Text>
          ) : (
            <ul className={styles.list}>
              {departs.data.map((d) => (
                <li key={d.id}>
                  {d.departName}
                  {d.orgCode === me.orgCode && (
                    <Badge appearance="outline" color="success" size="small">
                      当前部门
                    </Badge>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      </Card>
    </section>
  );
}
