/** sel_user, sel_depart and popup cells: a chunk of their own, loaded with the first such cell. */
import { makeStyles } from '@fluentui/react-components';
import { DepartPicker } from '@/components/widgets/depart-picker';
import { DEPART_SOURCE } from '@/components/widgets/depart-picker/depart-source';
import { PickedText } from '@/components/widgets/picker-parts/picked-text';
import { PopupField } from '@/components/widgets/popup-field';
import { popupFills } from '@/components/widgets/popup-field/popup-config';
import { UserPicker } from '@/components/widgets/user-picker';
import { USER_SOURCE } from '@/components/widgets/user-picker/user-picker-options';
import { cellText } from '../grid-rules';
import type { CellProps } from './cell-props';

const useStyles = makeStyles({
  text: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
  wide: { width: '100%', minWidth: 0 },
});

/** sel_user: the users' real names (one call for the value's ids). */
export function UserView({ value }: CellProps) {
  const styles = useStyles();
  return (
    <span className={styles.text}>
      <PickedText source={USER_SOURCE} value={cellText(value)} />
    </span>
  );
}

/** sel_depart: the departments' names. */
export function DepartView({ value }: CellProps) {
  const styles = useStyles();
  return (
    <span className={styles.text}>
      <PickedText source={DEPART_SOURCE} value={cellText(value)} />
    </span>
  );
}

/** The widget kit's user picker (ids comma-joined; several users unless the column says multiple: false). */
export function UserEditor({ column, value, onChange, disabled }: CellProps) {
  return (
    <UserPicker
      label={column.title}
      value={cellText(value)}
      multiple={column.multiple ?? true}
      disabled={disabled}
      onChange={(next) => onChange(next)}
    />
  );
}

export function DepartEditor({ column, value, onChange, disabled }: CellProps) {
  return (
    <DepartPicker
      label={column.title}
      value={cellText(value)}
      multiple={column.multiple ?? true}
      disabled={disabled}
      onChange={(next) => onChange(next)}
    />
  );
}

/**
 * popup: JPopup's field. Its opener (the page's report pop-up) resolves with the chosen rows; their columns fill
 * the row's target fields (orgFields → destFields), this cell included.
 */
export function PopupEditor({ column, row, value, onFill, disabled }: CellProps) {
  const styles = useStyles();
  const { openPopup, orgFields = '', destFields = '' } = column;
  const open = async () => {
    const rows = await openPopup?.({ row, column });
    if (!rows) return;
    const { fills, text } = popupFills(rows, { orgFields, destFields }, column.key);
    onFill({ ...fills, [column.key]: fills[column.key] ?? text });
  };
  return (
    <div className={styles.wide}>
      <PopupField
        code={column.popupCode}
        orgFields={orgFields}
        destFields={destFields}
        field={column.key}
        aria-label={column.title}
        placeholder={column.placeholder}
        disabled={disabled}
        value={cellText(value)}
        onChange={(next, fills) => onFill({ ...fills, [column.key]: next })}
        onOpen={openPopup ? () => void open() : undefined}
      />
    </div>
  );
}
