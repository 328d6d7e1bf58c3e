import { useMemo, useState } from 'react';
import { makeStyles, Tab, TabList } from '@fluentui/react-components';
import { EntityListPage } from '@/components/crud';
import { LOG_TYPE } from '@/domain/entities/data-log';
import { logListOptions, type LogTab } from '../system-log-list-options';

const useStyles = makeStyles({ tabs: { marginBottom: '8px' } });

/** Nothing is added, edited or imported here; 详情 shows the request (方法, 地址, 参数) of an operation. */
const ACTIONS = { add: false, edit: false, import: false } as const;

/**
 * 日志管理 (system/LogList, /monitor/log): the sign-ins (登录日志) and operations (操作日志) of sys_log, searched by
 * 搜索日志 (the content), 创建时间 and, on 操作日志, 操作类型; 删除, 批量删除 and 导出 with their buttons.
 */
export default function LogListPage() {
  const styles = useStyles();
  const [tab, setTab] = useState<LogTab>(LOG_TYPE.login);
  const options = useMemo(() => logListOptions(tab), [tab]);
  return (
    <>
      <TabList
        className={styles.tabs}
        selectedValue={tab}
        onTabSelect={(_, data) => setTab(data.value as LogTab)}
        aria-label="日志类型"
      >
        <Tab value={LOG_TYPE.login}>登录日志</Tab>
        <Tab value={LOG_TYPE.operation}>操作日志</Tab>
      </TabList>
      {/* A tab is its own list: its filters, page and selection start afresh. */}
      <EntityListPage key={tab} {...options} actions={ACTIONS} />
    </>
  );
}
