import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { EntityRecord } from '@/components/crud';
import { SafeHtml } from '@/components/widgets/safe-html';
import { valueText } from '@/domain/validation';

const useStyles = makeStyles({
  surface: { width: '60vw', maxWidth: '100vw', '@media (max-width: 767.98px)': { width: '100vw' } },
  body: { maxHeight: '80vh', overflowY: 'auto' },
  meta: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '8px 24px',
    color: tokens.colorNeutralForeground3,
    paddingBottom: '8px',
    marginBottom: '12px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  content: { '& img': { maxWidth: '100%' } },
});

export interface AnnouncementViewDialogProps {
  record: EntityRecord;
  onClose: () => void;
}

/** 查看 of the admin list: the notice as its readers see it (title, sender, send time, the cleaned HTML). */
export function AnnouncementViewDialog({ record, onClose }: AnnouncementViewDialogProps) {
  const styles = useStyles();
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{valueText(record.titile)}</DialogTitle>
          <DialogContent className={styles.body}>
            <div className={styles.meta}>
              <Text>发布人：{valueText(record.sender)}</Text>
              <Text>发布时间：{valueText(record.sendTime) || '未发布'}</Text>
            </div>
            <SafeHtml className={styles.content} html={valueText(record.msgContent)} />
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              关闭
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
