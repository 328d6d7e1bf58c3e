import type { ScreenDescriptor } from '../screen-descriptor';

/** 系统管理 › 分类字典, 校验规则, 填值规则, 多数据源, 网关路由. */
export const systemConfigScreens: ScreenDescriptor[] = [
  { component: 'system/SysCategoryList', load: () => import('./components/category-list-page') },
  {
    component: 'system/SysCheckRuleList',
    load: () => import('./components/check-rule-list-page'),
    prefetch: () => import('./list-options').then(({ prefetchCheckRuleList }) => prefetchCheckRuleList()),
  },
  {
    component: 'system/SysFillRuleList',
    load: () => import('./components/fill-rule-list-page'),
    prefetch: () => import('./list-options').then(({ prefetchFillRuleList }) => prefetchFillRuleList()),
  },
  {
    component: 'system/SysDataSourceList',
    load: () => import('./components/data-source-list-page'),
    prefetch: () => import('./list-options').then(({ prefetchDataSourceList }) => prefetchDataSourceList()),
  },
  {
    component: 'system/SysGatewayRouteList',
    load: () => import('./components/gateway-route-list-page'),
    prefetch: () =>
      import('./gateway-route-options').then(({ prefetchGatewayRouteList }) => prefetchGatewayRouteList()),
  },
];
