import { collegeEntity, linkUserEntity, organizationEntity, type RecordOf } from '@/domain/entities';
import { collegeProgrammeEntity } from '@/domain/entities/college';
import type { EntityDef, FieldDef } from '@/domain/entities/entity-types';
import { ORGANIZATION_ADDRESS_LIST, organizationAddressEntity } from '@/domain/entities/organization';
import { fetchFound } from '@/lib/api-client';
import { resourceKeys } from '@/lib/resource-keys';

export type Organization = RecordOf<typeof organizationEntity>;
export type Address = RecordOf<typeof organizationAddressEntity>;
export type College = RecordOf<typeof collegeEntity>;
export type Programme = RecordOf<typeof collegeProgrammeEntity>;
export type Contact = RecordOf<typeof linkUserEntity>;

/** The portal's calls (server/routes/portal/institution.ts): the institution always comes from the session. */
export const PORTAL_URLS = {
  colleges: '/cutumer/college/queryCollegeList',
  college: '/cutumer/college/queryById',
  institution: '/cutumer/organization/queryMyInstitution',
  editInstitution: '/cutumer/organization/editMyInstitution',
  addAddress: '/cutumer/organization/address/add',
  editAddress: '/cutumer/organization/address/edit',
  deleteAddress: '/cutumer/organization/address/delete',
} as const;

export const PORTAL_PATHS = {
  colleges: '/cpctest/customer/colleges',
  collegeDetail: (id: string) => `/cpctest/customer/collegeDetail?id=${encodeURIComponent(id)}`,
} as const;

/** 院校列表's view of a college: searched by name only (no other institution's names), sorted by the server. */
export const PORTAL_COLLEGE: EntityDef = {
  ...collegeEntity,
  fields: collegeEntity.fields.map((f): FieldDef => ({
    ...f,
    search: f.name === 'collegeName' ? 'like' : undefined,
    list: 'list' in f && f.list ? true : undefined,
  })),
};

/** What a 院校负责人 may change of his institution. */
const CONTACT_FIELDS = new Set(['principal', 'phone', 'email', 'website']);
export const CONTACT_FORM: EntityDef = {
  ...organizationEntity,
  title: '联系方式',
  fields: organizationEntity.fields.filter((f) => CONTACT_FIELDS.has(f.name)),
};

/** An address as its dialog edits it; the phone is a mobile number (the server's grid rule m). */
export const ADDRESS_FORM: EntityDef = {
  ...organizationAddressEntity,
  title: '地址',
  fields: organizationAddressEntity.fields.map((f) => (f.name === 'phone' ? { ...f, rules: ['mobile'] } : f)),
};

export interface ProgrammeGroup {
  programmeType: string;
  title: string;
  programmes: Programme[];
}

export type PortalCollege = College & {
  programmeGroups?: ProgrammeGroup[];
  contacts?: Contact[];
};

export type PortalInstitution = Organization & {
  [ORGANIZATION_ADDRESS_LIST]?: Address[];
  contacts?: Contact[];
  testCount?: number;
  canEdit?: boolean;
};

// List-shaped keys: the persister keeps list pages, so a detail opened once stays readable offline.
export const collegeDetailQuery = (id: string) => ({
  queryKey: resourceKeys(collegeEntity.name).list({ url: PORTAL_URLS.college, id }),
  queryFn: () => fetchFound<PortalCollege>(PORTAL_URLS.college, { id }, { silent: true }),
  meta: { quiet: true },
  retry: false,
});

export const institutionKey = resourceKeys(organizationEntity.name).list({ url: PORTAL_URLS.institution });

export const myInstitutionQuery = () => ({
  queryKey: institutionKey,
  queryFn: () => fetchFound<PortalInstitution>(PORTAL_URLS.institution, {}, { silent: true }),
  meta: { quiet: true },
  retry: false,
});
