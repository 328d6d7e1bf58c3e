import { rowId, type SubTableDef } from '@/components/crud';
import { ORGANIZATION_ADDRESS_LIST } from '@/domain/entities/organization';
import { fetchAddresses } from '../api/organization-api';
import { ADDRESS_COLUMNS, addressSlots } from './address-columns';

/**
 * The 地址 tab of the organisation form: its addresses in the editable grid, sent as cpcOrganizationAddressList and
 * saved with the organisation; a saved organisation's rows come from queryCpcOrganizationAddressByMainId.
 */
export const ADDRESS_SUB_TABLES: SubTableDef[] = [
  {
    key: ORGANIZATION_ADDRESS_LIST,
    title: '机构地址',
    columns: ADDRESS_COLUMNS,
    load: (record) => fetchAddresses(rowId(record)),
    grid: { rowNumber: true, slots: addressSlots },
  },
];
