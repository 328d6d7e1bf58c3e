import { defineEntity } from './entity-types';

/** The predicate names of the editor: these take a list of texts, the others a key/value object. */
export const GATEWAY_LIST_PREDICATES = ['Path', 'Host', 'Method', 'After', 'Before', 'Between', 'RemoteAddr'] as const;
export const GATEWAY_OBJECT_PREDICATES = ['Header', 'Query', 'Cookie'] as const;

export interface GatewayPredicate {
  name: string;
  args: string[] | Record<string, string>;
}

export interface GatewayFilter {
  name: string;
  args: { key: string; value: string }[];
  title?: string;
}

/** The editor's filter presets. */
export const GATEWAY_FILTER_PRESETS: readonly GatewayFilter[] = [
  {
    name: 'Hystrix',
    title: '熔断',
    args: [
      { key: 'name', value: 'default' },
      { key: 'fallbackUri', value: 'forward:/fallback' },
    ],
  },
  {
    name: 'RequestRateLimiter',
    title: '限流',
    args: [
      { key: 'key-resolver', value: '#{@ipKeyResolver}' },
      { key: 'redis-rate-limiter.replenishRate', value: '20' },
      { key: 'redis-rate-limiter.burstCapacity', value: '20' },
    ],
  },
];

/** A stored JSON array (predicates, filters) as a list; anything else gives []. */
export function parseJsonArray(text: unknown): unknown[] {
  if (Array.isArray(text)) return text;
  if (typeof text !== 'string' || !text.trim()) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** 网关路由 (sys_gateway_route): saved whole through updateAll, listed unpaged. */
export const gatewayRouteEntity = defineEntity({
  name: 'gatewayRoute',
  title: '网关路由',
  table: 'sys_gateway_route',
  apiPath: '/sys/gatewayRoute',
  permissionPrefix: 'system:gateway',
  fields: [
    { name: 'routerId', label: '路由ID', type: 'string', required: true, maxLength: 50, list: true, unique: true },
    { name: 'name', label: '路由名称', type: 'string', required: true, maxLength: 32, list: true },
    { name: 'uri', label: '路由URI', type: 'string', required: true, maxLength: 32, list: true },
    { name: 'predicates', label: '路由条件', type: 'code', language: 'json' },
    { name: 'filters', label: '过滤器', type: 'code', language: 'json' },
    {
      name: 'retryable',
      label: '是否重试',
      type: 'switch',
      dictCode: 'yn',
      switchValues: ['1', '0'],
      column: { integer: true, default: 0 },
    },
    {
      name: 'stripPrefix',
      label: '去掉前缀',
      type: 'switch',
      dictCode: 'yn',
      switchValues: ['1', '0'],
      column: { integer: true, default: 1 },
    },
    {
      name: 'persistable',
      label: '持久化',
      type: 'switch',
      dictCode: 'yn',
      switchValues: ['1', '0'],
      column: { integer: true, default: 1 },
    },
    {
      name: 'showApi',
      label: '显示接口',
      type: 'switch',
      dictCode: 'yn',
      switchValues: ['1', '0'],
      column: { integer: true, default: 1 },
    },
    {
      name: 'status',
      label: '状态',
      type: 'switch',
      dictCode: 'yn',
      switchValues: ['1', '0'],
      list: true,
      defaultValue: 1,
      column: { integer: true, default: 1, notNull: true },
    },
  ],
});
