import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { EntityRecord } from '@/components/crud';
import { ViewDialog } from '@/components/widgets/form-dialog';
import { SafeHtml } from '@/components/widgets/safe-html';
import { valueText } from '@/domain/validation';

const useStyles = makeStyles({
  meta: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '8px 24px',
    color: tokens.colorNeutralForeground3,
    paddingBottom: '8px',
    marginBottom: '12px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
});

export interface AnnouncementViewDialogProps {
  record: EntityRecord;
  onClose: () => void;
}

/** 查看 of the admin list: the notice as its readers see it (title, sender, send time, the cleaned HTML). */
export function AnnouncementViewDialog({ record, onClose }: AnnouncementViewDialogProps) {
  const styles = useStyles();
  return (
    <ViewDialog title={valueText(record.titile)} width="60vw" onClose={onClose}>
      <div className={styles.meta}>
        <Text>发布人：{valueText(record.sender)}</Text>
        <Text>发布时间：{valueText(record.sendTime) || '未发布'}</Text>
      </div>
      <SafeHtml html={valueText(record.msgContent)} />
    </ViewDialog>
  );
}
