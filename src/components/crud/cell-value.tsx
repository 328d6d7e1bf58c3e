import type { FieldDef } from '@/domain/entities/entity-types';
import { DictText } from '@/components/widgets/dict/dict-text';
import { FileCell, ImageCell } from '@/components/widgets/upload/upload-cells';
import type { EntityRecord } from './entity-list-api';

/** Column options of a list field. */
export const columnOptions = (field: FieldDef) => (typeof field.list === 'object' ? field.list : {});

function shorten(text: string, max: number | undefined) {
  if (!max || [...text].length <= max) return <>{text}</>;
  return <span title={text}>{[...text].slice(0, max).join('')}...</span>;
}

/**
 * A record's value as the list shows it: the server's `<field>_dictText` when present, else the
 * dictionary text, 是/否 for switches, file names cut to 5 characters (file) or a thumbnail (image), the value
 * otherwise (cut at `ellipsis` characters).
 */
export function CellValue({ field, record }: { field: FieldDef; record: EntityRecord }) {
  const raw = record[field.name];
  const dictText = record[`${field.name}_dictText`];
  const max = columnOptions(field).ellipsis;
  if (dictText !== undefined && dictText !== null && dictText !== '') return shorten(String(dictText), max);
  if (raw === undefined || raw === null || raw === '') return null;
  if (field.type === 'file') return <FileCell value={String(raw)} />;
  if (field.type === 'image') return <ImageCell value={String(raw)} />;
  if (field.dictCode) return <DictText dictCode={field.dictCode} value={raw} />;
  if (field.type === 'switch') {
    const [on] = field.switchValues ?? ['Y', 'N'];
    return <>{String(raw) === on ? '是' : '否'}</>;
  }
  if (field.type === 'password') return <>******</>;
  return shorten(String(raw), max);
}
