import { CloudOffRegular } from '@fluentui/react-icons';
import { useOnline } from '@/lib/online-status';
import { StatusBadge } from '@/components/layout/header-badge';

/** 离线 in the header while the browser has no network; screens then show cached data. */
export function OfflineIndicator() {
  const online = useOnline();
  if (online) return null;
  return (
    <StatusBadge icon={<CloudOffRegular />} description="网络已断开：显示的是本机缓存的数据，修改将在联网后同步">
      离线
    </StatusBadge>
  );
}
