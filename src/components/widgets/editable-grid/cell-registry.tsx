/**
 * One registry: each value column type → its read view and editor. Views are plain and cheap; an editor is
 * mounted only while its cell is edited. Pickers and uploads are chunks of their own, loaded with the first such
 * cell (the raw value shows meanwhile).
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { cellText } from './grid-rules';
import { checkboxValue, formatTags, isChecked, numberOnBlur } from './cell-values';
import type { GridColumnType, StructuralType } from './grid-types';
import type { CellKind, CellProps } from './cells/cell-props';
import {
  AsyncSearchEditor,
  CheckboxGroupEditor,
  CheckboxView,
  ChoiceView,
  DictSearchEditor,
  MultiSelectEditor,
  RadioEditor,
  SearchChoiceEditor,
  SelectEditor,
} from './cells/choice-cells';
import { DateEditor, DateView } from './cells/date-cells';
import {
  InputEditor,
  InputPopEditor,
  NumberEditor,
  ProgressView,
  SlotView,
  TagsEditor,
  TagsView,
  TextareaEditor,
  TextView,
} from './cells/text-cells';

type Module = Record<string, unknown>;

/** A cell part of a lazily loaded module; the value as text until it arrives. */
function lazyCell(load: () => Promise<Module>, name: string): ComponentType<CellProps> {
  const Part = lazy(async () => ({ default: (await load())[name] as ComponentType<CellProps> }));
  return function LazyCell(props: CellProps) {
    return (
      <Suspense fallback={<span>{cellText(props.value)}</span>}>
        <Part {...props} />
      </Suspense>
    );
  };
}

const pickers = () => import('./cells/picker-cells') as Promise<Module>;
const files = () => import('./cells/file-cells') as Promise<Module>;

const FileView = lazyCell(files, 'FileView');

function NothingView() {
  return null;
}

export type ValueColumnType = Exclude<GridColumnType, StructuralType>;

const choice = (Editor: ComponentType<CellProps>): CellKind => ({ View: ChoiceView, Editor });

export const CELL_KINDS: Record<ValueColumnType, CellKind> = {
  normal: { View: TextView },
  hidden: { View: NothingView },
  input: { View: TextView, Editor: InputEditor },
  inputNumber: { View: TextView, Editor: NumberEditor, commit: numberOnBlur, align: 'right' },
  textarea: { View: TextView, Editor: TextareaEditor },
  input_pop: { View: TextView, Editor: InputPopEditor },
  tags: { View: TagsView, Editor: TagsEditor, commit: (value) => formatTags(cellText(value)) },
  progress: { View: ProgressView },
  slot: { View: SlotView, interactive: true },
  select: choice(SelectEditor),
  'select-search': choice(SearchChoiceEditor),
  sel_search: choice(SearchChoiceEditor),
  'select-multiple': choice(MultiSelectEditor),
  list_multi: choice(MultiSelectEditor),
  'select-dict-search': choice(DictSearchEditor),
  sel_search_async: choice(AsyncSearchEditor),
  radio: choice(RadioEditor),
  checkbox_meta: choice(CheckboxGroupEditor),
  checkbox: {
    View: CheckboxView,
    interactive: true,
    toggle: (value, column) => checkboxValue(!isChecked(value, column), column),
    align: 'center',
  },
  date: { View: DateView, Editor: DateEditor },
  datetime: { View: DateView, Editor: DateEditor },
  sel_user: { View: lazyCell(pickers, 'UserView'), Editor: lazyCell(pickers, 'UserEditor') },
  sel_depart: { View: lazyCell(pickers, 'DepartView'), Editor: lazyCell(pickers, 'DepartEditor') },
  popup: { View: TextView, Editor: lazyCell(pickers, 'PopupEditor') },
  upload: { View: FileView, Editor: lazyCell(files, 'UploadEditor') },
  file: { View: FileView, Editor: lazyCell(files, 'FileEditor') },
  image: { View: lazyCell(files, 'ImageView'), Editor: lazyCell(files, 'ImageEditor') },
};

export const cellKind = (type: GridColumnType): CellKind => CELL_KINDS[type as ValueColumnType] ?? CELL_KINDS.normal;
