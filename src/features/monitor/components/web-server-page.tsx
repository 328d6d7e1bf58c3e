import type { ScreenProps } from '@/features/screen-descriptor';
import { WEB_SERVER_ROWS } from './metric-rows';
import { MetricScreen } from './monitor-parts';

/** Web服务器 (/monitor/webServer): Node's HTTP server and the sign-in sessions, where JeecgBoot shows Tomcat's. */
export default function WebServerPage({ title }: ScreenProps) {
  return (
    <MetricScreen
      title={title}
      rows={WEB_SERVER_ROWS}
      note="本服务器不是 Tomcat，而是 Node.js 的 HTTP 服务（Fastify）：会话即登录会话（sys_session 表），请求数为本实例自启动以来处理的接口请求。"
    />
  );
}
