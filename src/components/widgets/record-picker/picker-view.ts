import type { EntityDef, FieldDef } from '@/domain/entities/entity-types';

/** A picker column: a field of the entity by name, or a field only the picker's address answers (e.g. item_text). */
export type PickerColumn = string | FieldDef;

/**
 * The entity as a picker shows it: its columns (fields only the address answers added), only the `search` fields in
 * the query form, cells cut at `ellipsis` characters. The list platform takes it with the column names.
 */
export function pickerView(
  entity: EntityDef,
  columns: readonly PickerColumn[] | undefined,
  search: readonly string[] | undefined,
  ellipsis: number | undefined,
): { entity: EntityDef; columns: string[] | undefined } {
  const names = columns?.map((c) => (typeof c === 'string' ? c : c.name));
  const own = (columns ?? []).filter((c): c is FieldDef => typeof c !== 'string');
  const fields = [...entity.fields, ...own.filter((f) => !entity.fields.some((e) => e.name === f.name))].map(
    (f): FieldDef => {
      const shown = names ? names.includes(f.name) : Boolean(f.list);
      return {
        ...f,
        search: search ? (search.includes(f.name) ? (f.search ?? 'like') : undefined) : f.search,
        list: shown && ellipsis ? { ...(typeof f.list === 'object' ? f.list : {}), ellipsis } : f.list,
      };
    },
  );
  return { entity: { ...entity, fields }, columns: names };
}
