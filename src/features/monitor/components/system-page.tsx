import type { ScreenProps } from '@/features/screen-descriptor';
import { SYSTEM_ROWS } from './metric-rows';
import { MetricScreen } from './monitor-parts';

/** 系统信息 (/monitor/system): the machine and the server process. */
export default function SystemPage({ title }: ScreenProps) {
  return (
    <MetricScreen
      title={title}
      rows={SYSTEM_ROWS}
      note="服务器所在机器与服务进程的实时数据；CPU 使用率是自上一次查询以来的平均值。"
    />
  );
}
