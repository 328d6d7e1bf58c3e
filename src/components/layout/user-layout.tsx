import type { ReactNode } from 'react';
import { makeStyles, tokens, Text, Title2 } from '@fluentui/react-components';
import { PRODUCT_NAME } from '@/domain/constants';

const useStyles = makeStyles({
  root: {
    minHeight: '100%',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    backgroundColor: tokens.colorNeutralBackground2,
    padding: '48px 16px 24px',
    boxSizing: 'border-box',
  },
  header: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '8px', marginBottom: '32px' },
  brand: { display: 'flex', alignItems: 'center', gap: '12px' },
  main: { width: '100%', maxWidth: '368px', flexGrow: 1 },
  footer: { marginTop: '40px', color: tokens.colorNeutralForeground3, textAlign: 'center' },
});

/** The card of a login page's form (登录, 注册, 注册结果, 找回密码). */
export const useUserCardStyles = makeStyles({
  card: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    padding: '24px',
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
  },
});

/** The separate layout of the login pages. */
export function UserLayout({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <div className={styles.brand}>
          <img src="/favicon.svg" alt="" width={44} height={44} />
          <Title2 as="h1">{PRODUCT_NAME}</Title2>
        </div>
        <Text>标准化考试的机构、院校、试卷、考试与成绩管理平台</Text>
      </header>
      <main className={styles.main}>{children}</main>
      <footer className={styles.footer}>
        <Text size={200}>Copyright © 2026 考试中心 技术支持</Text>
      </footer>
    </div>
  );
}
