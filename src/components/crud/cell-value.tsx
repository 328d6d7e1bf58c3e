import type { FieldDef } from '@/domain/entities/entity-types';
import { DictText } from '@/components/widgets/dict/dict-text';
import { FileCell, ImageCell } from '@/components/widgets/upload/upload-cells';
import { DEPART_SOURCE } from '@/components/widgets/depart-picker/depart-source';
import { PickedText } from '@/components/widgets/picker-parts/picked-text';
import type { PickSource } from '@/components/widgets/picker-parts/picked';
import { POSITION_SOURCE } from '@/components/widgets/position-picker/position-options';
import { ROLE_SOURCE } from '@/components/widgets/role-picker/role-options';
import { USER_SOURCE } from '@/components/widgets/user-picker/user-picker-options';
import { AreaText } from '@/components/widgets/area-select/area-text';
import { EllipsisText, ELLIPSIS_LENGTH } from '@/components/widgets/ellipsis-text';
import { htmlToText } from '@/lib/html-text';
import type { EntityRecord } from './entity-list-api';

/** Where the names of a picker field's value are found (one call per value). */
const PICKED: Partial<Record<FieldDef['type'], PickSource>> = {
  user: USER_SOURCE,
  depart: DEPART_SOURCE,
  position: POSITION_SOURCE,
  role: ROLE_SOURCE,
};

/** Column options of a list field. */
export const columnOptions = (field: FieldDef) => (typeof field.list === 'object' ? field.list : {});

/** The text cut at `max` characters with '...', the whole text in a tooltip (hover or keyboard focus). */
function shorten(text: string, max: number | undefined) {
  if (!max) return <>{text}</>;
  return <EllipsisText value={text} length={max} />;
}

/**
 * A record's value as the list shows it: the server's `<field>_dictText` when present, else the
 * dictionary text, 是/否 for switches, file names cut to 5 characters (file) or a thumbnail (image), the names of a
 * picker field's records, the value otherwise (cut at `ellipsis` characters).
 */
export function CellValue({ field, record }: { field: FieldDef; record: EntityRecord }) {
  const raw = record[field.name];
  const dictText = record[`${field.name}_dictText`];
  const max = columnOptions(field).ellipsis;
  if (dictText !== undefined && dictText !== null && dictText !== '') return shorten(String(dictText), max);
  if (raw === undefined || raw === null || raw === '') return null;
  if (field.type === 'file') return <FileCell value={String(raw)} />;
  if (field.type === 'image') return <ImageCell value={String(raw)} />;
  const picked = PICKED[field.type];
  if (picked) return <PickedText source={picked} value={String(raw)} />;
  if (field.dictCode) return <DictText dictCode={field.dictCode} value={raw} />;
  if (field.type === 'switch') {
    const [on] = field.switchValues ?? ['Y', 'N'];
    return <>{String(raw) === on ? '是' : '否'}</>;
  }
  if (field.type === 'password') return <>******</>;
  // Rich text as its plain text (never as HTML here), Markdown and code as typed: cut at 25 characters by default.
  if (field.type === 'richText') return shorten(htmlToText(String(raw)), max ?? ELLIPSIS_LENGTH);
  if (field.type === 'markdown' || field.type === 'code') return shorten(String(raw), max ?? ELLIPSIS_LENGTH);
  if (field.type === 'area') return <AreaText value={String(raw)} />;
  return shorten(String(raw), max);
}
