import type { MetricRow } from './monitor-parts';

/** JVM信息: the Node.js runtime's counterparts of JeecgBoot's JVM figures. */
export const RUNTIME_ROWS: readonly MetricRow[] = [
  { name: 'jvm.memory.max', label: 'Node.js 堆内存上限', unit: 'MB' },
  { name: 'jvm.memory.committed', label: 'Node.js 已申请堆内存', unit: 'MB' },
  { name: 'jvm.memory.used', label: 'Node.js 已用堆内存', unit: 'MB' },
  { name: 'process.memory.rss', label: '进程常驻内存（RSS）', unit: 'MB' },
  { name: 'process.memory.external', label: '外部内存', unit: 'MB' },
  { name: 'jvm.buffer.memory.used', label: 'Buffer 内存', unit: 'MB' },
  { name: 'jvm.gc.live.data.size', label: '老生代已用空间', unit: 'MB' },
  { name: 'jvm.gc.max.data.size', label: '老生代空间大小', unit: 'MB' },
  { name: 'jvm.gc.pause', statistic: 'COUNT', label: '垃圾回收次数', unit: 'count' },
  { name: 'jvm.gc.pause', statistic: 'TOTAL_TIME', label: '垃圾回收总耗时', unit: 'seconds' },
  { name: 'nodejs.eventloop.delay', statistic: 'MEAN', label: '事件循环平均延迟', unit: 'milliseconds' },
  { name: 'nodejs.eventloop.delay', statistic: 'P99', label: '事件循环 P99 延迟', unit: 'milliseconds' },
  { name: 'nodejs.eventloop.delay', statistic: 'MAX', label: '事件循环最大延迟', unit: 'milliseconds' },
  { name: 'nodejs.active.resources', label: '活动的 libuv 资源', unit: 'count' },
];

/** 系统信息: the machine and the server process (JeecgBoot's 服务器信息). */
export const SYSTEM_ROWS: readonly MetricRow[] = [
  { name: 'system.cpu.count', label: 'CPU 数量', unit: 'count' },
  { name: 'system.cpu.usage', label: '系统 CPU 使用率', unit: 'percent' },
  { name: 'system.load.average.1m', label: '系统 1 分钟平均负载', unit: 'plain' },
  { name: 'system.memory.total', label: '物理内存总量', unit: 'GB' },
  { name: 'system.memory.free', label: '空闲物理内存', unit: 'GB' },
  { name: 'system.uptime', label: '系统已运行', unit: 'duration' },
  { name: 'process.start.time', label: '服务启动时间', unit: 'epochSeconds' },
  { name: 'process.uptime', label: '服务已运行', unit: 'duration' },
  { name: 'process.cpu.usage', label: '服务进程 CPU 使用率', unit: 'percent' },
];

/** Web服务器: Node's HTTP server (Fastify) and the sign-in sessions (JeecgBoot's Tomcat 信息). */
export const WEB_SERVER_ROWS: readonly MetricRow[] = [
  { name: 'tomcat.sessions.active.current', label: '当前有效会话数', unit: 'count' },
  { name: 'tomcat.sessions.created', label: '会话记录数', unit: 'count' },
  { name: 'tomcat.sessions.expired', label: '已过期会话数', unit: 'count' },
  { name: 'http.server.requests', statistic: 'COUNT', label: '已处理请求数', unit: 'count' },
  { name: 'http.server.requests', statistic: 'TOTAL_TIME', label: '请求总耗时', unit: 'seconds' },
  { name: 'http.server.requests', statistic: 'MAX', label: '最长请求耗时', unit: 'seconds' },
  { name: 'http.server.errors', statistic: 'CLIENT_ERROR', label: '客户端错误应答（4xx）', unit: 'count' },
  { name: 'http.server.errors', statistic: 'SERVER_ERROR', label: '服务端错误应答（5xx）', unit: 'count' },
];
