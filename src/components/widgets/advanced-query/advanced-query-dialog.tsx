import type { ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  Select,
  Text,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { ConditionRow } from './condition-row';
import {
  blankCondition,
  MATCH_TYPES,
  type MatchType,
  type QueryCondition,
  type QueryField,
  type SavedQuery,
} from './query-model';
import { SavedQueryList } from './saved-query-list';

const useStyles = makeStyles({
  surface: { maxWidth: '1000px', width: '100%' },
  body: {
    display: 'flex',
    gap: '12px',
    '@media (max-width: 767.98px)': { flexDirection: 'column' },
  },
  conditions: { display: 'flex', flexDirection: 'column', gap: '8px', flexGrow: 1 },
  empty: { display: 'flex', alignItems: 'center', gap: '8px' },
});

export interface AdvancedQueryDialogProps {
  open: boolean;
  /**
   * Dialogs opened from this one (保存查询's name prompt, confirmations): nested in its surface, so closing them
   * gives this dialog back to screen readers (side by side, it stayed aria-hidden).
   */
  children?: ReactNode;
  title: string;
  fields: QueryField[];
  conditions: QueryCondition[];
  matchType: MatchType;
  saved: SavedQuery[];
  onConditionsChange: (next: QueryCondition[]) => void;
  onMatchTypeChange: (next: MatchType) => void;
  onRun: () => void;
  onReset: () => void;
  onSave: () => void;
  onLoad: (query: SavedQuery) => void;
  onDeleteSaved: (query: SavedQuery) => void;
  onClose: () => void;
}

/** The builder dialog: match type, condition rows, saved queries, and 重置 / 保存查询 / 关闭 / 查询. */
export function AdvancedQueryDialog(props: AdvancedQueryDialogProps) {
  const styles = useStyles();
  const { conditions, onConditionsChange } = props;
  const insertAfter = (index: number) =>
    onConditionsChange([...conditions.slice(0, index + 1), blankCondition(), ...conditions.slice(index + 1)]);
  return (
    <Dialog open={props.open} onOpenChange={(_, data) => !data.open && props.onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogContent className={styles.body}>
            <div className={styles.conditions}>
              <Field label="匹配模式">
                <Select value={props.matchType} onChange={(_, d) => props.onMatchTypeChange(d.value as MatchType)}>
                  {MATCH_TYPES.map((m) => (
                    <option key={m.value} value={m.value}>
                      {m.text}
                    </option>
                  ))}
                </Select>
              </Field>
              {conditions.length === 0 && (
                <div className={styles.empty}>
                  <Text>没有任何查询条件</Text>
                  <Button icon={<AddRegular />} onClick={() => onConditionsChange([blankCondition()])}>
                    点击新增
                  </Button>
                </div>
              )}
              {conditions.map((condition, index) => (
                <ConditionRow
                  // Rows have no identity of their own; the position is what the user sees.
                  key={index}
                  index={index}
                  condition={condition}
                  fields={props.fields}
                  onChange={(next) => onConditionsChange(conditions.map((c, i) => (i === index ? next : c)))}
                  onAdd={() => insertAfter(index)}
                  onRemove={() => onConditionsChange(conditions.filter((_, i) => i !== index))}
                />
              ))}
            </div>
            <SavedQueryList queries={props.saved} onLoad={props.onLoad} onDelete={props.onDeleteSaved} />
          </DialogContent>
          <DialogActions>
            <Button onClick={props.onReset}>重置</Button>
            <Button onClick={props.onSave}>保存查询</Button>
            <Button onClick={props.onClose}>关闭</Button>
            <Button appearance="primary" onClick={props.onRun}>
              查询
            </Button>
          </DialogActions>
        </DialogBody>
        {props.children}
      </DialogSurface>
    </Dialog>
  );
}
