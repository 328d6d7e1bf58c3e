import { EntityListPage } from '@/components/crud';
import { positionEntity } from '@/domain/entities';

/** 职务管理 (system/PositionList): 职务名称, 职务编码 and 职级 (the position_rank dictionary). */
export default function PositionListPage() {
  return <EntityListPage entity={positionEntity} />;
}
