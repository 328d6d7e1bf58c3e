import { useMemo, type ReactNode } from 'react';
import { ButtonCodeAlternatives } from '@/components/crud/use-button-access';
import type { EntityDef } from '@/domain/entities';
import { onlineButtonAlternatives } from '../online-entity';

/** A form's buttons inside: 表单开发's codes of the same action count for them (功能测试). */
export function OnlineButtons({
  entity,
  children,
}: {
  entity: Pick<EntityDef, 'permissionPrefix'>;
  children: ReactNode;
}) {
  const alternatives = useMemo(() => onlineButtonAlternatives(entity), [entity]);
  return <ButtonCodeAlternatives value={alternatives}>{children}</ButtonCodeAlternatives>;
}
