import type { PageResult } from '@/domain/api';
import { collegeEntity, linkUserEntity, organizationEntity, testEntity } from '@/domain/entities';
import { ORGANIZATION_ADDRESS_LIST } from '@/domain/entities/organization';
import { fetchResult } from '@/lib/api-client';
import { resourceKeys } from '@/lib/resource-keys';

export type Row = Record<string, unknown>;

const ORG = organizationEntity.apiPath;

/** An organisation as 院校机构 shows it: the record, its addresses and the counts (queryCompleteById). */
export interface CompleteOrganization extends Row {
  [ORGANIZATION_ADDRESS_LIST]?: Row[];
  collegeCount?: number;
  studentCount?: number;
  linkUserCount?: number;
  testCount?: number;
}

/** The most colleges one institution's page lists (the server's largest page). */
export const COLLEGES_MAX = 1000;

/** A saved organisation's addresses (an unknown or unreachable id gives none). */
export async function fetchAddresses(id: string): Promise<Row[]> {
  return (await fetchResult<Row[]>(`${ORG}/queryCpcOrganizationAddressByMainId`, { id }, { silent: true })) ?? [];
}

/** The organisation with its addresses and counts; a refusal (未找到对应数据) throws with the server's message. */
export const completeOrganizationQuery = (id: string) => ({
  queryKey: resourceKeys(organizationEntity.name).detail(id, 'complete'),
  queryFn: async () =>
    (await fetchResult<CompleteOrganization>(`${ORG}/queryCompleteById`, { id }, { silent: true })) ?? {},
  meta: { quiet: true },
  retry: false,
});

/** The institution's colleges by their sort number. */
export const collegesQuery = (organizationId: string) => {
  const params = { organizationId, column: 'sortNo', order: 'asc', pageNo: 1, pageSize: COLLEGES_MAX };
  return {
    queryKey: resourceKeys(collegeEntity.name).list({ url: `${collegeEntity.apiPath}/list`, ...params }),
    queryFn: async () =>
      (await fetchResult<PageResult<Row>>(`${collegeEntity.apiPath}/list`, params, { silent: true }))?.records ?? [],
    meta: { quiet: true },
  };
};

/** The institution's contacts, its 院校负责人 first. */
export const linkUsersQuery = (institutionId: string) => ({
  queryKey: resourceKeys(linkUserEntity.name).part('institution', institutionId),
  queryFn: async () =>
    (await fetchResult<Row[]>(
      `${linkUserEntity.apiPath}/getInstitutionLinkUserById`,
      { institutionId },
      { silent: true },
    )) ?? [],
  meta: { quiet: true },
});

/** The tests the institution takes part in, the latest first. */
export const testsQuery = (institutionId: string) => {
  const params = { institutionId, column: 'startTime', order: 'desc', pageNo: 1, pageSize: COLLEGES_MAX };
  return {
    queryKey: resourceKeys(testEntity.name).list({ url: `${testEntity.apiPath}/list`, ...params }),
    queryFn: async () =>
      (await fetchResult<PageResult<Row>>(`${testEntity.apiPath}/list`, params, { silent: true }))?.records ?? [],
    meta: { quiet: true },
  };
};
