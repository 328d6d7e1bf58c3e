import type { FormValues } from '@/components/crud';
import { valueText } from '@/domain/validation';
import { filtersOf, predicatesOf } from './gateway-route-rows';

/** updateAll takes the route under `router`, its conditions and filters as JSON texts, the switch as a boolean. */
export function gatewayRouteForSave(payload: FormValues): FormValues {
  const predicates = predicatesOf(payload.predicates).map((p) =>
    Array.isArray(p.args) ? { ...p, args: p.args.map((a) => a.trim()).filter(Boolean) } : p,
  );
  return {
    router: {
      ...(payload.id === undefined ? {} : { id: payload.id }),
      routerId: valueText(payload.routerId).trim(),
      name: valueText(payload.name).trim(),
      uri: valueText(payload.uri).trim(),
      status: valueText(payload.status) !== '0',
      predicates: JSON.stringify(predicates),
      filters: JSON.stringify(filtersOf(payload.filters).filter((f) => f.name.trim())),
    },
  };
}
