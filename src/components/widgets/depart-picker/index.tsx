import { lazy, Suspense } from 'react';
import { PickerField, type PickerProps } from '@/components/widgets/picker-parts/picker-field';
import { DEPART_SOURCE } from './depart-source';

export { DEPART_SEARCH_URL, DEPART_SOURCE, DEPART_TREE_URL } from './depart-source';
export { DepartTree, nextChecked, type DepartTreeProps } from './depart-tree';

// The tree dialog loads when first opened.
const DepartPickerModal = lazy(() => import('./depart-picker-modal'));

/** 部门 (JSelectDepart): department ids, names as chips; the dialog is the department tree with a search. */
export function DepartPicker({ label = '部门', ...props }: PickerProps) {
  return (
    <PickerField
      {...props}
      label={label}
      source={DEPART_SOURCE}
      dialog={(dialog) => (
        <Suspense fallback={null}>
          <DepartPickerModal {...dialog} />
        </Suspense>
      )}
    />
  );
}
