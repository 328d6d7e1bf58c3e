import { lazy, Suspense, useMemo } from 'react';
import { PickerField, type PickerProps } from '@/components/widgets/picker-parts/picker-field';
import { pickerListUrl, RECORD_PICKER_DEFAULTS, recordSource, type RecordPickerOptions } from './record-picker-options';

export { pickerView, type PickerColumn } from './picker-view';
export { pickerListUrl, RECORD_PICKER_DEFAULTS, recordSource, type RecordPickerOptions } from './record-picker-options';

// The dialog (the list platform's parts) loads when first opened.
const RecordPickerModal = lazy(() => import('./record-picker-modal'));

export type RecordPickerProps = PickerProps & RecordPickerOptions;

/**
 * The business-record picker (JSelectBizComponent): a paged, searchable list of `entity` from `listUrl` in a dialog;
 * the value joins the records' `valueKey`, the chips show their `textKey`. A saved value's records come back in one
 * call: `valueKey`=v1,v2, (trailing comma), pageNo 1, pageSize the count.
 */
export function RecordPicker(props: RecordPickerProps) {
  const { entity, listUrl, valueUrl, valueKey, textKey } = props;
  const source = useMemo(
    () => recordSource({ entity, listUrl, valueUrl, valueKey, textKey }),
    [entity, listUrl, valueUrl, valueKey, textKey],
  );
  const label = props.label ?? entity.title;
  const settings = withDefaults(props);
  return (
    <PickerField
      value={props.value}
      onChange={props.onChange}
      multiple={props.multiple}
      disabled={props.disabled}
      label={label}
      source={source}
      dialog={(dialog) => (
        <Suspense fallback={null}>
          <RecordPickerModal {...settings} {...dialog} label={label} source={source} listUrl={pickerListUrl(props)} />
        </Suspense>
      )}
    />
  );
}

/** The options given, the defaults for the others. */
function withDefaults(props: RecordPickerProps): RecordPickerOptions {
  const given = Object.fromEntries(Object.entries(props).filter(([, v]) => v !== undefined));
  return { ...RECORD_PICKER_DEFAULTS, ...given, entity: props.entity };
}
