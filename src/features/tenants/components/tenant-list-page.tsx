import { EntityListPage } from '@/components/crud';
import { tenantEntity } from '@/domain/entities';

/** 租户管理 (system/TenantList). */
export default function TenantListPage() {
  return <EntityListPage entity={tenantEntity} />;
}
