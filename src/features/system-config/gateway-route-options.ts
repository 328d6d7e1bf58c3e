import type { EntityListOptions } from '@/components/crud';
import { prefetchList } from '@/components/crud/list-prefetch';
import { gatewayRouteEntity } from '@/domain/entities/gateway-route';

/** JeecgBoot HEAD's codes of the screen's calls (the delete one spelt as theirs). */
export const GATEWAY_ROUTE_PERMISSIONS = {
  updateAll: 'system:gateway:updateAll',
  delete: 'system:getway:delete',
} as const;

const SAVE_URL = `${gatewayRouteEntity.apiPath}/updateAll`;

/**
 * The route list's options, shared by the page and its prefetch: an unpaged list (a plain array), saved through
 * updateAll, deleted one by one; no import, export, batch delete or advanced query.
 */
export const gatewayRouteListOptions = {
  entity: gatewayRouteEntity,
  urls: {
    add: SAVE_URL,
    edit: SAVE_URL,
    deleteBatch: null,
    queryById: null,
    exportXls: null,
    importExcel: null,
  },
  actions: { deleteBatch: false, import: false, export: false, superQuery: false, detail: false },
} satisfies EntityListOptions;

export const prefetchGatewayRouteList = async () => {
  await prefetchList(gatewayRouteListOptions);
};
