import { useId, useState } from 'react';
import { Card, CardHeader, Field, Text, Textarea, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { greetingFor } from '@/domain/greeting';
import { useSession } from '@/session/session-store';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '16px' },
  header: {
    display: 'flex',
    flexDirection: 'column',
    gap: '4px',
    padding: '16px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
  },
  sub: { color: tokens.colorNeutralForeground3 },
  card: { maxWidth: '640px' },
});

/** 工作台 (dashboard workplace): the greeting by hour and a quick note that stays while the tab is open. */
export default function WorkplacePage() {
  const styles = useStyles();
  const { userInfo } = useSession();
  const [note, setNote] = useState('');
  const greetingId = useId();
  const name = userInfo?.realname || userInfo?.username || '';
  return (
    <div className={styles.root}>
      <section className={styles.header} aria-labelledby={greetingId}>
        <Title2 as="h1" id={greetingId}>
          {greetingFor(new Date().getHours())}，{name}，祝你开心每一天！
        </Title2>
        <Text className={styles.sub}>工作台 · 考试管理系统</Text>
      </section>
      <Card className={styles.card}>
        <CardHeader header={<Text weight="semibold">快捷备忘</Text>} />
        <Field label="快捷备忘" hint="备忘只保存在当前页签中，关闭页签后清空。">
          <Textarea value={note} onChange={(_, d) => setNote(d.value)} rows={4} resize="vertical" />
        </Field>
      </Card>
    </div>
  );
}
