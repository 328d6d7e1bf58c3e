import { areaText } from './area-data';
import { useAreaData } from './use-area-data';

/** An area code as its text (北京市/北京市/东城区); the code until the data has arrived. */
export function AreaText({ value, separator }: { value: string | undefined | null; separator?: string }) {
  const data = useAreaData();
  if (!value) return null;
  return <>{data ? areaText(data, value, separator) : value}</>;
}
