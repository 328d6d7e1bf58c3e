import { Caption1 } from '@fluentui/react-components';
import { formatDateTime } from '@/lib/dates';

/** 数据更新于 YYYY-MM-DD HH:mm:ss: when what is shown came from the server. */
export function DataAge({ updatedAt }: { updatedAt: number }) {
  if (!updatedAt) return null;
  return <Caption1 role="note">数据更新于 {formatDateTime(updatedAt)}</Caption1>;
}
