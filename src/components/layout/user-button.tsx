import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Button, makeStyles } from '@fluentui/react-components';
import { PersonCircleRegular } from '@fluentui/react-icons';
import { useSession } from '@/session/session-store';

const useStyles = makeStyles({ name: { maxWidth: '120px', overflow: 'hidden', textOverflow: 'ellipsis' } });

type Props = { compact: boolean } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'>;

/**
 * The header's user button, named after the real name (an icon only when compact). Shown alone while the user menu's
 * code (Fluent's menu) loads, and as that menu's trigger afterwards.
 */
export const UserButton = forwardRef<HTMLButtonElement, Props>(function UserButton({ compact, ...rest }, ref) {
  const styles = useStyles();
  const { userInfo } = useSession();
  const name = userInfo?.realname || userInfo?.username || '';
  return (
    <Button
      ref={ref}
      {...rest}
      appearance="subtle"
      icon={<PersonCircleRegular />}
      aria-label={compact ? name : undefined}
    >
      {compact ? null : <span className={styles.name}>{name}</span>}
    </Button>
  );
});
