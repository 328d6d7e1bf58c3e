import { textOf, usePickedRecords, type PickSource } from './picked';

/** The names of a picked value (comma-joined), resolved in one call: a list cell without the server's _dictText. */
export function PickedText({ source, value }: { source: PickSource; value: string }) {
  const { records } = usePickedRecords(source, value);
  return <>{records.map((r) => textOf(source, r)).join(',')}</>;
}
