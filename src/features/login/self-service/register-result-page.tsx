import { Navigate, useLocation, useNavigate } from 'react-router';
import { Button, makeStyles, mergeClasses, Subtitle1, Text, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { UserLayout, useUserCardStyles } from '@/components/layout/user-layout';

const useStyles = makeStyles({
  centered: { alignItems: 'center', textAlign: 'center' },
  icon: { fontSize: '64px', color: tokens.colorPaletteGreenForeground1 },
  actions: { display: 'flex', gap: '12px' },
});

/**
 * 注册结果 (/user/register-result): 你的账户：<account> 注册成功, then 登录 (the account filled in) or 返回首页. Reached
 * only from 注册: without its account the address leads back there.
 */
export default function RegisterResultPage() {
  const styles = useStyles();
  const { card } = useUserCardStyles();
  const navigate = useNavigate();
  const username = (useLocation().state as { username?: string } | null)?.username;
  if (!username) return <Navigate to="/user/register" replace />;
  return (
    <UserLayout>
      <section className={mergeClasses(card, styles.centered)} aria-label="注册结果">
        <CheckmarkCircleRegular className={styles.icon} aria-hidden />
        <Subtitle1 as="h2">{`你的账户：${username} 注册成功`}</Subtitle1>
        <Text>请使用此账户登录。</Text>
        <div className={styles.actions}>
          <Button appearance="primary" onClick={() => navigate('/user/login', { state: { username } })}>
            登录
          </Button>
          <Button onClick={() => navigate('/')}>返回首页</Button>
        </div>
      </section>
    </UserLayout>
  );
}
