import type { JSX } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: '4px' },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: '4px' },
  tools: { display: 'flex', gap: '8px', marginBottom: '8px' },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface CheckListItem {
  value: string;
  label: string | JSX.Element;
}

export interface CheckListDialogProps {
  title: string;
  /** Names the group of boxes (e.g. 数据规则). */
  label: string;
  /** The boxes; undefined while they load. */
  items: readonly CheckListItem[] | undefined;
  /** Said instead of the boxes when loading failed. */
  failed?: string;
  /** Said when there are no boxes (e.g. 无配置信息!). */
  emptyText: string;
  chosen: ReadonlySet<string>;
  onChange: (chosen: Set<string>) => void;
  /** 全部勾选 / 取消全选 above the boxes. */
  bulk?: boolean;
  /** Boxes side by side (many short names) instead of one per line. */
  grid?: boolean;
  /** Shows 保存 (false: the boxes are read-only). */
  canSave: boolean;
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
}

/** A dialog of check boxes the user ticks and saves (a grant's 数据规则, a user's 部门角色). */
export function CheckListDialog(props: CheckListDialogProps) {
  const styles = useStyles();
  const { items, chosen, onChange, canSave } = props;
  const toggle = (value: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(value);
    else next.delete(value);
    onChange(next);
  };
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && props.onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogContent>
            {props.failed ? (
              <Text>{props.failed}</Text>
            ) : !items ? (
              <Spinner size="small" label="加载中…" />
            ) : items.length === 0 ? (
              <Text className={styles.muted}>{props.emptyText}</Text>
            ) : (
              <>
                {props.bulk && canSave && (
                  <div className={styles.tools}>
                    <Button size="small" onClick={() => onChange(new Set(items.map((i) => i.value)))}>
                      全部勾选
                    </Button>
                    <Button size="small" onClick={() => onChange(new Set())}>
                      取消全选
                    </Button>
                  </div>
                )}
                <div className={props.grid ? styles.grid : styles.list} role="group" aria-label={props.label}>
                  {items.map((item) => (
                    <Checkbox
                      key={item.value}
                      label={item.label}
                      checked={chosen.has(item.value)}
                      disabled={!canSave}
                      onChange={(_, data) => toggle(item.value, data.checked === true)}
                    />
                  ))}
                </div>
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={props.onClose}>关闭</Button>
            {canSave && items && items.length > 0 && (
              <Button appearance="primary" disabled={props.saving} onClick={props.onSave}>
                保存
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
