import { useNavigate } from 'react-router';
import {
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { entityByName } from '@/domain/entities';
import { formatDateTime } from '@/lib/dates';
import { useOnline } from '@/lib/online-status';
import type { OutboxEntry } from '@/lib/outbox';
import { requestFix } from './fix-requests';
import { useOutbox } from './outbox-context';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: '12px', margin: 0, padding: 0, listStyleType: 'none' },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: '4px',
    padding: '8px 12px',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  values: { margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '2px 12px' },
  actions: { display: 'flex', gap: '8px', flexWrap: 'wrap' },
});

function statusText(entry: OutboxEntry, online: boolean, sending: boolean): string {
  if (entry.status === 'rejected') return '服务器未接受';
  if (sending) return '发送中…';
  return online ? '等待发送' : '等待网络';
}

/** What the user typed, with the field labels of the entity. */
function InputValues({ entry }: { entry: OutboxEntry }) {
  const styles = useStyles();
  const values = entry.meta.values;
  if (!values) return null;
  const labels = new Map(entityByName(entry.meta.scope)?.fields.map((f) => [f.name, f.label]) ?? []);
  const shown = Object.entries(values).filter(([name, v]) => labels.has(name) && v !== '' && v !== null);
  return (
    <dl className={styles.values}>
      {shown.map(([name, value]) => (
        <div key={name} style={{ display: 'contents' }}>
          <dt>{labels.get(name)}</dt>
          <dd style={{ margin: 0 }}>{String(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface PendingEditsDialogProps {
  entries: readonly OutboxEntry[];
  onClose: () => void;
}

/** The stored edits: waiting ones are sent in this order; refused ones are fixed and sent again, or discarded. */
export default function PendingEditsDialog({ entries, onClose }: PendingEditsDialogProps) {
  const styles = useStyles();
  const online = useOnline();
  const navigate = useNavigate();
  const outbox = useOutbox();
  const fix = (entry: OutboxEntry) => {
    requestFix(entry);
    onClose();
    if (entry.meta.route) navigate(entry.meta.route);
  };
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface style={{ maxWidth: 640 }}>
        <DialogBody>
          <DialogTitle>待同步的修改</DialogTitle>
          <DialogContent>
            {entries.length === 0 ? (
              <Text>所有修改均已同步。</Text>
            ) : (
              <ol className={styles.list} aria-label="待同步的修改">
                {entries.map((entry) => (
                  <li key={entry.id} className={styles.item} aria-label={entry.meta.label}>
                    <Text weight="semibold">{entry.meta.label}</Text>
                    <Caption1>
                      {formatDateTime(entry.createdAt)} · {statusText(entry, online, outbox.isSending(entry.id))}
                    </Caption1>
                    {entry.status === 'rejected' && (
                      <MessageBar intent="error">
                        <MessageBarBody>{entry.error}</MessageBarBody>
                      </MessageBar>
                    )}
                    <InputValues entry={entry} />
                    {entry.status === 'rejected' && (
                      <div className={styles.actions}>
                        {entry.meta.kind !== 'delete' && entry.meta.values ? (
                          <Button size="small" appearance="primary" onClick={() => fix(entry)}>
                            修改后重发
                          </Button>
                        ) : (
                          <Button size="small" appearance="primary" onClick={() => void outbox.resendEntry(entry.id)}>
                            重发
                          </Button>
                        )}
                        <Button size="small" onClick={() => void outbox.discardEntry(entry.id)}>
                          放弃
                        </Button>
                      </div>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </DialogContent>
          <DialogActions>
            <Button disabled={!online} onClick={outbox.flush}>
              立即同步
            </Button>
            <Button appearance="primary" onClick={onClose}>
              关闭
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
