import { EntityListPage, rowId, type EntityRecord } from '@/components/crud';
import { organizationEntity } from '@/domain/entities';
import { ADDRESS_SUB_TABLES } from './address-sub-table';
import { InstitutionLink } from './institution-link';

const FORM = { subTables: ADDRESS_SUB_TABLES };

/** The name opens the institution's 院校机构 page. */
const CELLS = {
  orgName: (record: EntityRecord) => (
    <InstitutionLink id={rowId(record)}>{String(record.orgName ?? '')}</InstitutionLink>
  ),
};

/**
 * 机构列表 (cpc/OrganisationList, /organisation/list): the organisations on the list platform; their add / edit /
 * detail form has the 机构地址 tab (the editable grid, saved with the organisation).
 */
export default function OrganisationListPage() {
  return <EntityListPage entity={organizationEntity} form={FORM} cells={CELLS} />;
}
