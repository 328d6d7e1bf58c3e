import { lazy, Suspense } from 'react';
import { Badge, Spinner, Switch } from '@fluentui/react-components';
import {
  EntityListProvider,
  ListActions,
  ListDialogs,
  ListRecords,
  ListStatus,
  useButtonAccess,
  useEntityListController,
  type EntityRecord,
  type FieldInputProps,
  type ListFormProps,
} from '@/components/crud';
import type { FieldDef } from '@/domain/entities/entity-types';
import { gatewayRouteEntity } from '@/domain/entities/gateway-route';
import { valueText } from '@/domain/validation';
import { gatewayRouteListOptions, GATEWAY_ROUTE_PERMISSIONS } from '../gateway-route-options';
import { gatewayRouteForSave } from '../gateway-route-save';

// The editors load with the first form opened, not with the list.
const GatewayPredicatesEditor = lazy(() =>
  import('./gateway-predicates-editor').then((m) => ({ default: m.GatewayPredicatesEditor })),
);
const GatewayFiltersEditor = lazy(() =>
  import('./gateway-filters-editor').then((m) => ({ default: m.GatewayFiltersEditor })),
);
const loading = <Spinner size="tiny" label="加载中…" />;

/** The fields of JeecgBoot's GateWayRouteModal, in its order. */
const FORM_FIELDS = ['routerId', 'name', 'uri', 'status', 'predicates', 'filters'];

const form: ListFormProps = {
  // 路由ID is unique, checked by the server on save (this table is not one /sys/duplicate/check reads).
  formFields: (fields: FieldDef[]) =>
    FORM_FIELDS.map((name) => fields.find((f) => f.name === name))
      .filter((f): f is FieldDef => Boolean(f))
      .map((f) => (f.unique ? { ...f, unique: false } : f)),
  fieldRenderers: {
    status: ({ value, onChange, disabled }: FieldInputProps) => (
      <Switch
        checked={valueText(value) !== '0'}
        label={valueText(value) !== '0' ? '正常' : '禁用'}
        disabled={disabled}
        onChange={(_, d) => onChange(d.checked ? '1' : '0')}
      />
    ),
    predicates: ({ value, onChange, disabled }: FieldInputProps) => (
      <Suspense fallback={loading}>
        <GatewayPredicatesEditor value={value} onChange={onChange} disabled={disabled} />
      </Suspense>
    ),
    filters: ({ value, onChange, disabled }: FieldInputProps) => (
      <Suspense fallback={loading}>
        <GatewayFiltersEditor value={value} onChange={onChange} disabled={disabled} />
      </Suspense>
    ),
  },
  transformSubmit: gatewayRouteForSave,
};

const cells = {
  status: (record: EntityRecord) =>
    Number(record.status) === 1 ? (
      <Badge appearance="tint" color="success">
        正常
      </Badge>
    ) : (
      <Badge appearance="tint" color="danger">
        禁用
      </Badge>
    ),
};

/**
 * 网关路由 (system/SysGatewayRouteList): the routes a Spring Cloud gateway reads, all on one page (JeecgBoot lists
 * them unpaged). 新增 and 编辑 save through updateAll (system:gateway:updateAll), 删除 needs system:getway:delete.
 */
export default function GatewayRouteListPage() {
  const controller = useEntityListController(gatewayRouteListOptions);
  const save = useButtonAccess(GATEWAY_ROUTE_PERMISSIONS.updateAll);
  const remove = useButtonAccess(GATEWAY_ROUTE_PERMISSIONS.delete);
  const value = { ...controller, access: { ...controller.access, add: save, edit: save, delete: remove } };
  return (
    <EntityListProvider value={value}>
      <section aria-label={`${gatewayRouteEntity.title}管理`} aria-busy={controller.list.isFetching}>
        <ListActions />
        <ListStatus />
        <ListRecords cells={cells} />
        <ListDialogs form={form} />
      </section>
    </EntityListProvider>
  );
}
