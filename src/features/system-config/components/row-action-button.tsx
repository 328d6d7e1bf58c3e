import type { ReactNode } from 'react';
import { Button, makeStyles } from '@fluentui/react-components';
import type { ButtonAccess } from '@/components/crud';

/** Row actions stay narrow (the 操作 column is shared by several buttons). */
const useStyles = makeStyles({ compact: { minWidth: 'auto' } });

/** A row's own action (测试, 功能测试): shown and enabled as its button code says (no code: always). */
export function RowActionButton(props: { access?: ButtonAccess; onClick: () => void; children: ReactNode }) {
  const styles = useStyles();
  if (props.access && !props.access.visible) return null;
  return (
    <Button
      size="small"
      appearance="transparent"
      className={styles.compact}
      disabled={props.access?.disabled}
      onClick={props.onClick}
    >
      {props.children}
    </Button>
  );
}
