import type { PageResult } from '@/domain/api';
import { collegeEntity, linkUserEntity, organizationEntity, testEntity, type RecordOf } from '@/domain/entities';
import { ORGANIZATION_ADDRESS_LIST, organizationAddressEntity } from '@/domain/entities/organization';
import { fetchFound, fetchResult } from '@/lib/api-client';
import { resourceKeys } from '@/lib/resource-keys';

export type Organization = RecordOf<typeof organizationEntity>;
export type OrganizationAddress = RecordOf<typeof organizationAddressEntity>;
export type College = RecordOf<typeof collegeEntity>;
export type LinkUser = RecordOf<typeof linkUserEntity>;
export type Test = RecordOf<typeof testEntity>;

const ORG = organizationEntity.apiPath;

/** An organisation as 院校机构 shows it: the record, its addresses and the counts (queryCompleteById). */
export type CompleteOrganization = Organization & {
  [ORGANIZATION_ADDRESS_LIST]?: OrganizationAddress[];
  testCount?: number;
};

/** The most colleges one institution's page lists (the server's largest page). */
export const COLLEGES_MAX = 1000;

/** A saved organisation's addresses (an unknown or unreachable id gives none). */
export async function fetchAddresses(id: string): Promise<OrganizationAddress[]> {
  return (
    (await fetchResult<OrganizationAddress[]>(
      `${ORG}/queryCpcOrganizationAddressByMainId`,
      { id },
      { silent: true },
    )) ?? []
  );
}

/** The organisation with its addresses and counts; a refusal (未找到对应数据) throws with the server's message. */
export const completeOrganizationQuery = (id: string) => ({
  queryKey: resourceKeys(organizationEntity.name).detail(id, 'complete'),
  queryFn: async () => fetchFound<CompleteOrganization>(`${ORG}/queryCompleteById`, { id }, { silent: true }),
  meta: { quiet: true },
  retry: false,
});

/** The institution's colleges by their sort number. */
export const collegesQuery = (organizationId: string) => {
  const params = { organizationId, column: 'sortNo', order: 'asc', pageNo: 1, pageSize: COLLEGES_MAX };
  return {
    queryKey: resourceKeys(collegeEntity.name).list({ url: `${collegeEntity.apiPath}/list`, ...params }),
    queryFn: async () =>
      (await fetchResult<PageResult<College>>(`${collegeEntity.apiPath}/list`, params, { silent: true }))?.records ??
      [],
    meta: { quiet: true },
  };
};

/** The institution's contacts, its 院校负责人 first. */
export const linkUsersQuery = (institutionId: string) => ({
  queryKey: resourceKeys(linkUserEntity.name).part('institution', institutionId),
  queryFn: async () =>
    (await fetchResult<LinkUser[]>(
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
      (await fetchResult<PageResult<Test>>(`${testEntity.apiPath}/list`, params, { silent: true }))?.records ?? [],
    meta: { quiet: true },
  };
};
