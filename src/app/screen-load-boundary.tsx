import { Component, type ReactNode } from 'react';
import { Button, makeStyles, Subtitle1, Text, tokens } from '@fluentui/react-components';
import { isOnline, useOnline } from '@/lib/online-status';
import {
  CHUNK_MESSAGES,
  chunkFailure,
  isChunkLoadError,
  reloadOnceForNewVersion,
  type ChunkFailure,
} from './chunk-load';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '12px', alignItems: 'flex-start', padding: '24px 16px' },
  detail: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, wordBreak: 'break-all' },
});

/** What the user sees when a screen's code did not load, with the way out its kind calls for. */
export function ChunkLoadFailed({ error, kind, onRetry }: { error: unknown; kind: ChunkFailure; onRetry: () => void }) {
  const styles = useStyles();
  const online = useOnline();
  const message = CHUNK_MESSAGES[kind];
  const act = () => (kind === 'missing' ? window.location.reload() : onRetry());
  return (
    <div role="alert" className={styles.root}>
      <Subtitle1 as="h2">{message.title}</Subtitle1>
      <Text>{message.text}</Text>
      <Button appearance="primary" onClick={act} disabled={kind === 'offline' && !online}>
        {message.action}
      </Button>
      <Text className={styles.detail}>{error instanceof Error ? error.message : String(error)}</Text>
    </div>
  );
}

interface Props {
  children: ReactNode;
  /** Called by 重试: the caller makes a fresh lazy screen (React keeps a failed one failed). */
  onRetry: () => void;
}

/**
 * Catches a screen whose code did not load (anything else goes on to the next boundary): a missing chunk reloads the
 * page once to the new version, otherwise ChunkLoadFailed says what happened.
 */
export class ScreenLoadBoundary extends Component<Props, { error: unknown; kind: ChunkFailure }> {
  state: { error: unknown; kind: ChunkFailure } = { error: null, kind: 'missing' };

  // The kind is decided when it failed: an offline failure stays one (重试) when the network comes back.
  static getDerivedStateFromError(error: unknown) {
    return { error, kind: chunkFailure(error, isOnline()) };
  }

  componentDidCatch(error: unknown) {
    if (isChunkLoadError(error) && this.state.kind === 'missing') reloadOnceForNewVersion();
  }

  render() {
    const { error, kind } = this.state;
    if (error === null) return this.props.children;
    if (!isChunkLoadError(error)) throw error;
    return (
      <ChunkLoadFailed
        error={error}
        kind={kind}
        onRetry={() => {
          this.props.onRetry();
          this.setState({ error: null });
        }}
      />
    );
  }
}
