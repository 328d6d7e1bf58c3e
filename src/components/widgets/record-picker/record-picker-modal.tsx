import { useMemo, useState } from 'react';
import { RecordPickerDialog } from '@/components/crud/record-picker-dialog';
import type { PickerDialogProps } from '@/components/widgets/picker-parts/picker-field';
import { textOf, type PickSource } from '@/components/widgets/picker-parts/picked';
import type { RecordPickerOptions } from './record-picker-options';
import { pickerView } from './picker-view';

export type RecordPickerModalProps = PickerDialogProps &
  RecordPickerOptions & { source: PickSource; label: string; listUrl: string };

/** The business-record picker's dialog: the entity's list on the list platform, the chosen records as chips. */
export default function RecordPickerModal(props: RecordPickerModalProps) {
  const { entity, columns, search, ellipsis, listUrl, extraParams, source, multiple, initial } = props;
  // The records chosen when the dialog opened start the selection; later renders do not reset it.
  const [initialSelected] = useState(initial);
  const view = useMemo(() => pickerView(entity, columns, search, ellipsis), [entity, columns, search, ellipsis]);
  const list = useMemo(
    () => ({
      urls: { list: listUrl },
      extraParams,
      pageSize: props.pageSize,
      pageSizeOptions: props.pageSizeOptions,
      quickJumper: props.quickJumper,
      single: !multiple,
      initialSelected,
      actions: { superQuery: false },
    }),
    [listUrl, extraParams, props.pageSize, props.pageSizeOptions, props.quickJumper, multiple, initialSelected],
  );
  return (
    <RecordPickerDialog
      title={props.title ?? `选择${props.label}`}
      entity={view.entity}
      columns={view.columns}
      width={props.width}
      list={list}
      allowEmpty
      chosenText={(record) => textOf(source, record)}
      onPick={(_, records) => {
        props.onPick(records);
        return false; // onPick closes the picker
      }}
      onClose={props.onClose}
    />
  );
}
