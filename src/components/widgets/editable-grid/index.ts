export { EditableGrid } from './editable-grid';
export { EditableGridDemo } from './editable-grid-demo';
export { GridValidationError } from './grid-controller';
export { validateGrids, type GridsResult } from './validate-grids';
export {
  DEFAULT_MAX_HEIGHT,
  FAST_CLICK_MESSAGE,
  INSERT_INTERVAL_MS,
  RELOAD_EFFECT_MS,
  ROW_HEIGHT,
  columnWidth,
  layoutColumns,
} from './grid-columns';
export { RULE_CODES, RULE_MESSAGES, checkRule, requiredMessage, validateCell } from './grid-rules';
export { TREE_UNRECOGNISED } from './tree-loader';
export { TREE_PLACEHOLDER } from './grid-store';
export {
  GRID_COLUMN_TYPES,
  type EditableGridHandle,
  type EditableGridProps,
  type GridAllValues,
  type GridColumn,
  type GridColumnType,
  type GridError,
  type GridOption,
  type GridPagination,
  type GridRow,
  type GridRule,
  type GridSize,
  type GridTreeConfig,
  type SlotContext,
} from './grid-types';
