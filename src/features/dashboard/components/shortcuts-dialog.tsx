import { useState } from 'react';
import { Checkbox, makeStyles, Text, tokens } from '@fluentui/react-components';
import { FormDialog } from '@/components/widgets/form-dialog';
import { MAX_SHORTCUTS } from '../api/dashboard-api';

export interface MenuPage {
  id: string;
  title: string;
  path: string;
  area: string;
}

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
    gap: tokens.spacingVerticalXS,
    maxHeight: '50vh',
    overflowY: 'auto',
  },
});

/** 设置快捷入口: up to 8 pages of the user's own menu, in menu order. */
export function ShortcutsDialog({
  pages,
  chosen,
  onSave,
  onClose,
}: {
  pages: readonly MenuPage[];
  chosen: readonly string[];
  onSave: (ids: string[]) => void;
  onClose: () => void;
}) {
  const styles = useStyles();
  const [picked, setPicked] = useState<string[]>([...chosen]);
  const full = picked.length >= MAX_SHORTCUTS;
  const toggle = (id: string, on: boolean) => setPicked((now) => (on ? [...now, id] : now.filter((p) => p !== id)));
  return (
    <FormDialog
      title="设置快捷入口"
      narrow
      onClose={onClose}
      onSubmit={() => onSave(pages.filter((p) => picked.includes(p.id)).map((p) => p.id))}
    >
      <Text>
        最多选择 {MAX_SHORTCUTS} 个，已选 {picked.length} 个。
      </Text>
      <div className={styles.list} role="group" aria-label="菜单">
        {pages.map((p) => {
          const on = picked.includes(p.id);
          return (
            <Checkbox
              key={p.id}
              label={`${p.area} / ${p.title}`}
              checked={on}
              disabled={!on && full}
              onChange={(_, d) => toggle(p.id, d.checked === true)}
            />
          );
        })}
      </div>
    </FormDialog>
  );
}
