import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    position: 'fixed',
    left: '50%',
    bottom: '16px',
    transform: 'translateX(-50%)',
    zIndex: 1000,
    width: 'min(560px, calc(100vw - 32px))',
    boxShadow: tokens.shadow16,
  },
});

export interface UpdatePromptProps {
  onRefresh: () => void;
  onLater: () => void;
}

/** A new version is ready: the user switches when it suits them (a silent reload could lose what they type). */
export default function UpdatePrompt({ onRefresh, onLater }: UpdatePromptProps) {
  const styles = useStyles();
  return (
    <MessageBar intent="info" className={styles.root} layout="singleline" aria-live="polite">
      <MessageBarBody>
        <MessageBarTitle>新版本已就绪</MessageBarTitle>
        保存好正在编辑的内容后刷新即可使用。
      </MessageBarBody>
      <MessageBarActions>
        <Button appearance="primary" size="small" onClick={onRefresh}>
          刷新
        </Button>
        <Button size="small" onClick={onLater}>
          稍后
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
