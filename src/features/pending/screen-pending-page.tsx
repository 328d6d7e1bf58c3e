import { MessageBar, MessageBarBody, MessageBarTitle, Text, Title2, makeStyles } from '@fluentui/react-components';

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: '16px', padding: '24px' } });

/**
 * Shown for a menu screen whose component is not built yet: never a blank page. The component's name is for
 * developers only (data-component), never shown to the user.
 */
export function ScreenPendingPage({ title, component }: { title: string; component: string }) {
  const styles = useStyles();
  return (
    <section className={styles.root} aria-labelledby="pending-title" data-component={component || undefined}>
      <Title2 as="h1" id="pending-title">
        {title}
      </Title2>
      <MessageBar intent="info">
        <MessageBarBody>
          <MessageBarTitle>「{title}」页面正在建设中</MessageBarTitle>
          该功能将在后续版本中提供，敬请期待。
        </MessageBarBody>
      </MessageBar>
      <Text>如需立即使用该功能，请联系系统管理员。</Text>
    </section>
  );
}
