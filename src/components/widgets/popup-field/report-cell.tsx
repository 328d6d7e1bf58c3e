import { TableCell, TableCellLayout } from '@fluentui/react-components';
import { dictTextOf } from '@/components/widgets/dict/use-dict-items';

/** What a report cell needs of its column and the report's dictionaries (getColumnsAndData, getRpColumns). */
export interface ReportCellColumn {
  dataIndex: string;
  customRender?: string | null;
  fieldType?: string | null;
}
export type ReportCellDicts = Record<string, { value: string | number; text?: string | null; title?: string | null }[]>;

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/**
 * A cell as a report shows it: the dictionary texts of its values (`dictOptions[customRender]`, a comma list giving
 * comma-joined texts), the date of a Date column (its first 10 characters), else the value.
 */
export function reportCellText(
  column: ReportCellColumn,
  record: Record<string, unknown>,
  dictOptions: ReportCellDicts,
): string {
  const value = record[column.dataIndex];
  const dict = column.customRender ? dictOptions[column.customRender] : undefined;
  if (dict) {
    const options = dict.map((d) => ({
      value: String(d.value),
      text: String(d.text ?? d.title ?? d.value),
      disabled: false,
    }));
    return dictTextOf(options, value);
  }
  if (column.fieldType === 'Date') return text(value).slice(0, 10);
  return text(value);
}

/** One cell of a report's table (the runner's and the popup's): its text, cut with the whole in its title. */
export function ReportCell({ value }: { value: string }) {
  return (
    <TableCell>
      <TableCellLayout truncate title={value || undefined}>
        {value}
      </TableCellLayout>
    </TableCell>
  );
}
