import { useId } from 'react';
import { useNavigate } from 'react-router';
import { Button, Text, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { homePathOf, useSession } from '@/session/session-store';
import { usePageTitle } from '@/components/layout/use-page-title';

const TEXTS = {
  403: '抱歉，你无权访问该页面',
  404: '抱歉，你访问的页面不存在或仍在开发中',
  500: '抱歉，服务器出错了',
} as const;

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '16px',
    padding: '64px 16px',
    textAlign: 'center',
  },
  code: {
    fontSize: '72px',
    lineHeight: '1',
    color: tokens.colorNeutralForeground3,
    fontWeight: tokens.fontWeightSemibold,
  },
});

/** Exception pages 403, 404 and 500 with a way back to 首页. */
export function ExceptionPage({ code }: { code: 403 | 404 | 500 }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { userInfo } = useSession();
  // Kept pages of several tabs live in the document at once: ids must be unique.
  const titleId = useId();
  usePageTitle(String(code));
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <div className={styles.code} aria-hidden="true">
        {code}
      </div>
      <Title1 as="h1" id={titleId}>
        {code}
      </Title1>
      <Text size={400}>{TEXTS[code]}</Text>
      <Button appearance="primary" onClick={() => navigate(homePathOf(userInfo))}>
        返回首页
      </Button>
    </section>
  );
}

export default function NotFoundPage() {
  return <ExceptionPage code={404} />;
}
