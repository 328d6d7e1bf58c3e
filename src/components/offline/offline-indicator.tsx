import { Badge, Tooltip } from '@fluentui/react-components';
import { CloudOffRegular } from '@fluentui/react-icons';
import { useOnline } from '@/lib/online-status';

/** 离线 in the header while the browser has no network; screens then show cached data. */
export function OfflineIndicator() {
  const online = useOnline();
  if (online) return null;
  return (
    <Tooltip content="网络已断开：显示的是本机缓存的数据，修改将在联网后同步" relationship="description">
      <Badge role="status" appearance="tint" color="warning" size="large" icon={<CloudOffRegular />}>
        离线
      </Badge>
    </Tooltip>
  );
}
