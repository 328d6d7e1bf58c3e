import type { ScreenProps } from '@/features/screen-descriptor';
import { RUNTIME_ROWS } from './metric-rows';
import { MetricScreen } from './monitor-parts';

/** JVM信息 (/monitor/jvm): this server runs on Node.js, so the runtime figures are V8's and the event loop's. */
export default function RuntimePage({ title }: ScreenProps) {
  return (
    <MetricScreen
      title={title}
      rows={RUNTIME_ROWS}
      note="本服务器运行在 Node.js 上，没有 JVM：此处是 Node.js（V8 引擎）对应的运行时数据。没有对应数据的 JVM 指标（类加载、线程）不显示。"
    />
  );
}
