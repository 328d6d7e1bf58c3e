import type { EntityDef } from '@/domain/entities/entity-types';
import { listSource, type PickSource } from '@/components/widgets/picker-parts/picked';
import type { PickerColumn } from './picker-view';

/** How a business-record picker lists and finds its records (JSelectBizComponent's props). */
export interface RecordPickerOptions {
  /** The records' definition (labels, search fields); the list may come from another address. */
  entity: EntityDef;
  /** Columns: field names of the entity, or fields only this address answers (default the entity's list fields). */
  columns?: readonly PickerColumn[];
  /** The query form's fields (default the entity's search fields). */
  search?: readonly string[];
  /** The list address (default {apiPath}/list). */
  listUrl?: string;
  /** Where a saved value's records are found again (default the list address). */
  valueUrl?: string;
  /** The record key the value holds (default id). */
  valueKey?: string;
  /** The record key shown on the chips (default item_text). */
  textKey?: string;
  /** Fixed list filters (e.g. the institution of the link users). */
  extraParams?: Record<string, unknown>;
  /** Dialog title (default 选择{label}). */
  title?: string;
  /** Dialog width in px (default 900). */
  width?: number;
  /** Page size 5 of 5, 10, 20, 30, with the page-number box. */
  pageSize?: number;
  pageSizeOptions?: readonly number[];
  quickJumper?: boolean;
  /** Cells cut at this many characters (default 12). */
  ellipsis?: number;
}

export const RECORD_PICKER_DEFAULTS = {
  valueKey: 'id',
  textKey: 'item_text',
  width: 900,
  pageSize: 5,
  pageSizeOptions: [5, 10, 20, 30],
  quickJumper: true,
  ellipsis: 12,
} as const satisfies Partial<RecordPickerOptions>;

/** The list address of a picker (default {apiPath}/list). */
export const pickerListUrl = (options: RecordPickerOptions): string =>
  options.listUrl ?? `${options.entity.apiPath.replace(/\/+$/, '')}/list`;

/** Where a picker's saved value is found again and how its records are named. */
export const recordSource = (options: RecordPickerOptions): PickSource =>
  listSource({
    resource: options.entity.name,
    url: options.valueUrl ?? pickerListUrl(options),
    valueKey: options.valueKey ?? RECORD_PICKER_DEFAULTS.valueKey,
    textKey: options.textKey ?? RECORD_PICKER_DEFAULTS.textKey,
  });
