import { useImperativeHandle, type Ref } from 'react';
import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { LoadFailed } from '@/components/widgets/load-failed';
import { SaveRegular } from '@fluentui/react-icons';
import { useButtonAccess } from '@/components/crud';
// The grid's own modules, not its index (which brings the 组件示例 demo along).
import { EditableGrid } from '@/components/widgets/editable-grid/editable-grid';
import type { EditableGridProps } from '@/components/widgets/editable-grid/grid-types';
import { permissionCode } from '@/domain/entities/crud-actions';
import { dictItemEntity } from '@/domain/entities';
import { useDictItemsEditor } from '../hooks/use-dict-items-editor';
import { DICT_ITEM_COLUMNS, DICT_ITEM_SORT_KEY } from './dict-item-columns';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '8px', minWidth: 0 },
  bar: { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'center' },
  hint: { color: tokens.colorNeutralForeground3 },
});

export const GRID_TEXT = {
  title: '编辑字典项',
  hint: '拖动行首的把手可调整顺序；保存时校验每个单元格',
  loadFailed: '字典项加载失败',
} as const;

export interface DictItemsGridHandle {
  /** True when nothing would be lost by leaving (or the user agreed to drop the changes). */
  confirmLeave: () => Promise<boolean>;
}

export interface DictItemsGridProps {
  dictId: string;
  /** The edit is over (saved, queued or cancelled): back to the list. */
  onDone: () => void;
  ref?: Ref<DictItemsGridHandle>;
}

/**
 * 编辑模式 of 字典配置: the dictionary's items in the editable grid (名称 and 数据值 required, 数据值 unique, 描述,
 * the sort number renumbered by dragging rows, 是否启用); 新增 and 删除 as the item buttons allow. 保存 checks every
 * cell and sends only the changes; 取消 asks first when there are any.
 */
/** Live updates between sessions editing items: keyed by the items' list route (whoever may read it receives). */
const DICT_ITEMS_SOCKET_KEY = '/sys/dictItem/list';

export default function DictItemsGrid({ dictId, onDone, ref }: DictItemsGridProps) {
  const styles = useStyles();
  const { grid, rows, failed, retry, saving, save, confirmLeave, confirmElement } = useDictItemsEditor(dictId);
  const add = useButtonAccess(permissionCode(dictItemEntity, 'add'));
  const remove = useButtonAccess(permissionCode(dictItemEntity, 'delete'));
  const canAdd = add.visible && !add.disabled;
  const canRemove = remove.visible && !remove.disabled;
  const buttons: NonNullable<EditableGridProps['toolbarButtons']> = [
    ...(canAdd ? (['add'] as const) : []),
    ...(canRemove ? (['remove', 'clearSelection'] as const) : []),
  ];
  useImperativeHandle(ref, () => ({ confirmLeave }), [confirmLeave]);

  const cancel = async () => {
    if (await confirmLeave()) onDone();
  };
  const saveAndLeave = async () => {
    if (await save()) onDone();
  };

  let body;
  if (rows) {
    body = (
      <EditableGrid
        ref={grid}
        aria-label="字典项"
        socketKey={DICT_ITEMS_SOCKET_KEY}
        columns={DICT_ITEM_COLUMNS}
        dataSource={rows}
        dragSort
        dragSortKey={DICT_ITEM_SORT_KEY}
        rowSelection={canRemove}
        toolbar={buttons.length > 0}
        toolbarButtons={buttons}
        disabled={saving}
        maxHeight={480}
      />
    );
  } else if (failed) {
    body = <LoadFailed message={GRID_TEXT.loadFailed} onRetry={retry} />;
  } else {
    body = <Spinner size="tiny" label="加载中…" />;
  }

  return (
    <section aria-label={GRID_TEXT.title} className={styles.root}>
      <div className={styles.bar}>
        <Button
          appearance="primary"
          icon={<SaveRegular />}
          disabled={!rows || saving}
          onClick={() => void saveAndLeave()}
        >
          {saving ? '保存中…' : '保存'}
        </Button>
        <Button disabled={saving} onClick={() => void cancel()}>
          取消
        </Button>
        <Text size={200} className={styles.hint}>
          {GRID_TEXT.hint}
        </Text>
      </div>
      {body}
      {confirmElement}
    </section>
  );
}
