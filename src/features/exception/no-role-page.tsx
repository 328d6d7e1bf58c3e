import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, makeStyles, Text, Title2, tokens } from '@fluentui/react-components';
import { PersonLockRegular } from '@fluentui/react-icons';
import { logoutAndReload } from '@/session/logout';

export const NO_ROLE_TEXTS = {
  title: '账号尚未分配角色',
  body: '您的账号已可登录，但还没有任何功能权限。请联系管理员为账号分配角色，分配后重新登录即可使用。',
} as const;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '16px', padding: '64px 16px' },
  icon: { fontSize: '64px', color: tokens.colorNeutralForeground3 },
  body: { maxWidth: '480px', textAlign: 'center' },
});

/**
 * 首页 of an account granted nothing yet (a new self-registered one: the server points its only menu entry here,
 * docs/security.md "Sign-up and password recovery"): why the menu is empty, and 重新登录 once a role is given.
 */
export default function NoRolePage() {
  const styles = useStyles();
  const queryClient = useQueryClient();
  const titleId = useId();
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <PersonLockRegular className={styles.icon} aria-hidden />
      <Title2 as="h1" id={titleId}>
        {NO_ROLE_TEXTS.title}
      </Title2>
      <Text size={400} className={styles.body}>
        {NO_ROLE_TEXTS.body}
      </Text>
      <Button appearance="primary" onClick={() => void logoutAndReload(queryClient)}>
        重新登录
      </Button>
    </section>
  );
}
