import type { EntityDef } from '@/domain/entities/entity-types';

/** Addresses of an entity's calls; null or '' means "not configured". */
export interface EntityUrls {
  list: string | null;
  add: string | null;
  edit: string | null;
  delete: string | null;
  deleteBatch: string | null;
  queryById: string | null;
  exportXls: string | null;
  importExcel: string | null;
}

/** JeecgBoot's list-page texts, verbatim. */
export const MISSING_URL = {
  list: '请设置url.list属性!',
  delete: '请设置url.delete属性!',
  deleteBatch: '请设置url.deleteBatch属性!',
} as const;

/** The JeecgBoot addresses under the entity's apiPath, with the page's own overrides on top. */
export function entityUrls(entity: EntityDef, overrides: Partial<EntityUrls> = {}): EntityUrls {
  const base = entity.apiPath.replace(/\/+$/, '');
  const at = (action: string) => (base ? `${base}/${action}` : null);
  return {
    list: at('list'),
    add: at('add'),
    edit: at('edit'),
    delete: at('delete'),
    deleteBatch: at('deleteBatch'),
    queryById: at('queryById'),
    exportXls: at('exportXls'),
    importExcel: at('importExcel'),
    ...overrides,
  };
}
