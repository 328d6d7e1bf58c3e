import { Button } from '@fluentui/react-components';
import { ArrowSyncRegular } from '@fluentui/react-icons';
import { useRefreshDictCache } from '../hooks/use-refresh-dict-cache';

/** 刷新缓存 of 数据字典. */
export function RefreshCacheButton() {
  const refresh = useRefreshDictCache();
  return (
    <Button icon={<ArrowSyncRegular />} disabled={refresh.pending} onClick={() => void refresh.run()}>
      刷新缓存
    </Button>
  );
}
