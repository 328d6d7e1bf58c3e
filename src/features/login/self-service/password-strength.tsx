import { makeStyles, ProgressBar, Text, tokens } from '@fluentui/react-components';

/** JeecgBoot's register meter: one level each for digits, letters and other characters. */
export function passwordLevel(password: string): 0 | 1 | 2 | 3 {
  return ([/\d/, /[A-Za-z]/, /[^0-9A-Za-z_]/].filter((re) => re.test(password)).length as 0 | 1 | 2 | 3) ?? 0;
}

export const LEVEL_NAMES = ['低', '低', '中', '强'] as const;
export const WEAK_PASSWORD_MESSAGE = '密码强度不够';

const useStyles = makeStyles({
  meter: { display: 'flex', alignItems: 'center', gap: '8px' },
  bar: { flexGrow: 1 },
  text: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
});

/** 强度：低 / 中 / 强 under a new password. */
export function PasswordStrength({ password }: { password: string }) {
  const styles = useStyles();
  if (!password) return null;
  const level = passwordLevel(password);
  const color = level >= 3 ? 'success' : level === 2 ? 'warning' : 'error';
  return (
    <div className={styles.meter}>
      <ProgressBar className={styles.bar} value={level === 0 ? 0.1 : level / 3} color={color} thickness="large" />
      <Text size={200} className={styles.text} aria-live="polite">
        强度：{LEVEL_NAMES[level]}
      </Text>
    </div>
  );
}
